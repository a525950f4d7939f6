// Every fake, accepting only keys made for one test file: long, distinctive and easy to search for
// in any output, file, URL or header.
import { randomBytes } from 'node:crypto'
import type { AllFakes } from '../../fakes/all-fakes'
import { createImageHost } from '../../fakes/image-host'
import { createRedditFake } from '../../fakes/reddit'
import { createUnsplashFake } from '../../fakes/unsplash'
import { createWallhavenFake } from '../../fakes/wallhaven'

export interface DistinctiveKeys {
  wallhavenApiKey: string
  unsplashAccessKey: string
  redditClientId: string
  redditClientSecret: string
}

export function distinctiveKeys(): DistinctiveKeys {
  const tag = randomBytes(6).toString('hex')
  return {
    // 32 letters and digits, like a real Wallhaven key.
    wallhavenApiKey: `WHk${tag}Zq8Xv3Lm9Pt2Rk7Ns`.slice(0, 32).padEnd(32, 'Q'),
    unsplashAccessKey: `UsK-${tag}-Qx7Vb2Nm9Kp4Lz8Wt3`,
    redditClientId: `RdId${tag}Q7xK`,
    redditClientSecret: `RdSecret-${tag}-Zx9Wq3Lm7Np2`,
  }
}

/** The forms a key can take on the way out: as it is, URL-encoded, and inside HTTP Basic credentials. */
export function leakForms(keys: DistinctiveKeys): string[] {
  const values = Object.values(keys)
  const basic = Buffer.from(`${keys.redditClientId}:${keys.redditClientSecret}`).toString('base64')
  return [...new Set([...values, ...values.map(encodeURIComponent), basic])]
}

export async function startKeyedFakes(keys: DistinctiveKeys): Promise<AllFakes> {
  const imageHost = createImageHost()
  const imageHostUrl = await imageHost.start()
  const wallhaven = createWallhavenFake({ imageHostUrl, validKeys: [keys.wallhavenApiKey] })
  const unsplash = createUnsplashFake({ imageHostUrl, validKeys: [keys.unsplashAccessKey] })
  const reddit = createRedditFake({ imageHostUrl, apps: [{ clientId: keys.redditClientId, clientSecret: keys.redditClientSecret }] })
  await Promise.all([wallhaven.start(), unsplash.start(), reddit.start()])
  return {
    imageHost,
    wallhaven,
    unsplash,
    reddit,
    env: {
      TAPESTRY_WALLHAVEN_URL: wallhaven.url,
      TAPESTRY_WALLHAVEN_API_KEY: keys.wallhavenApiKey,
      TAPESTRY_UNSPLASH_URL: unsplash.url,
      TAPESTRY_UNSPLASH_ACCESS_KEY: keys.unsplashAccessKey,
      TAPESTRY_REDDIT_URL: reddit.api.url,
      TAPESTRY_REDDIT_AUTH_URL: reddit.auth.url,
      TAPESTRY_REDDIT_CLIENT_ID: keys.redditClientId,
      TAPESTRY_REDDIT_CLIENT_SECRET: keys.redditClientSecret,
    },
    resolveMediaUrl(url) {
      const parsed = new URL(url)
      if (parsed.hostname !== 'i.redd.it' && parsed.hostname !== 'i.imgur.com') return url
      const extension = /\.(png|gif|mp4)$/i.exec(parsed.pathname)?.[1]?.toLowerCase() ?? 'jpg'
      return `${imageHostUrl}/img/1920x1080.${extension}`
    },
    secrets: Object.values(keys),
    reset() {
      for (const server of [imageHost, wallhaven, unsplash]) server.reset()
      reddit.reset()
    },
    async stop() {
      await Promise.all([imageHost.stop(), wallhaven.stop(), unsplash.stop(), reddit.stop()])
    },
  }
}
