// Every fake, accepting only keys made for one test file: long, distinctive and easy to search for
// in any output, file, URL or header.
import { randomBytes } from 'node:crypto'
import type { AllFakes } from '../../fakes/all-fakes'
import { createImageHost } from '../../fakes/image-host'
import { createRedditFake } from '../../../src/sources/reddit/fake'
import { createUnsplashFake } from '../../../src/sources/unsplash/fake'
import { createWallhavenFake } from '../../../src/sources/wallhaven/fake'
import { createApodFake } from '../../../src/sources/apod/fake'
import { createArticFake } from '../../../src/sources/artic/fake'
import { createBingFake } from '../../../src/sources/bing/fake'
import { PexelsFake } from '../../../src/sources/pexels/fake'
import { createWikimediaFake } from '../../../src/sources/wikimedia/fake'

export interface DistinctiveKeys {
  wallhavenApiKey: string
  unsplashAccessKey: string
  redditClientId: string
  redditClientSecret: string
  apodApiKey: string
  pexelsApiKey: string
}

export function distinctiveKeys(): DistinctiveKeys {
  const tag = randomBytes(6).toString('hex')
  return {
    // 32 letters and digits, like a real Wallhaven key.
    wallhavenApiKey: `WHk${tag}Zq8Xv3Lm9Pt2Rk7Ns`.slice(0, 32).padEnd(32, 'Q'),
    unsplashAccessKey: `UsK-${tag}-Qx7Vb2Nm9Kp4Lz8Wt3`,
    redditClientId: `RdId${tag}Q7xK`,
    redditClientSecret: `RdSecret-${tag}-Zx9Wq3Lm7Np2`,
    // 40 letters and digits, like an api.data.gov key.
    apodApiKey: `NaSa${tag}Kq7Vx2Lm9Pt4Rz8Wn3Bc6Dd1`.slice(0, 40).padEnd(40, 'Q'),
    pexelsApiKey: `PxK${tag}Zq8Xv3Lm9Pt2Rk7Ns5Wd4Gh6Jb1Cf0Yt`,
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
  const bing = createBingFake()
  const apod = createApodFake({ imageHostUrl, validKeys: [keys.apodApiKey] })
  const wikimedia = createWikimediaFake()
  const artic = createArticFake()
  const pexels = new PexelsFake({ imageHostUrl, validKeys: [keys.pexelsApiKey] })
  const folderSources = [bing, apod, wikimedia, artic, pexels]
  await Promise.all([wallhaven.start(), unsplash.start(), reddit.start(), ...folderSources.map((fake) => fake.start())])
  return {
    imageHost,
    wallhaven,
    unsplash,
    reddit,
    bing,
    apod,
    wikimedia,
    artic,
    pexels,
    env: {
      TAPESTRY_WALLHAVEN_URL: wallhaven.url,
      TAPESTRY_WALLHAVEN_API_KEY: keys.wallhavenApiKey,
      TAPESTRY_UNSPLASH_URL: unsplash.url,
      TAPESTRY_UNSPLASH_ACCESS_KEY: keys.unsplashAccessKey,
      TAPESTRY_REDDIT_URL: reddit.api.url,
      TAPESTRY_REDDIT_AUTH_URL: reddit.auth.url,
      TAPESTRY_REDDIT_CLIENT_ID: keys.redditClientId,
      TAPESTRY_REDDIT_CLIENT_SECRET: keys.redditClientSecret,
      TAPESTRY_BING_URL: bing.url,
      TAPESTRY_APOD_URL: apod.url,
      TAPESTRY_APOD_API_KEY: keys.apodApiKey,
      TAPESTRY_WIKIMEDIA_URL: wikimedia.url,
      TAPESTRY_ARTIC_URL: artic.url,
      TAPESTRY_PEXELS_URL: pexels.url,
      TAPESTRY_PEXELS_API_KEY: keys.pexelsApiKey,
    },
    resolveMediaUrl(url) {
      const parsed = new URL(url)
      if (parsed.hostname !== 'i.redd.it' && parsed.hostname !== 'i.imgur.com') return url
      const extension = /\.(png|gif|mp4)$/i.exec(parsed.pathname)?.[1]?.toLowerCase() ?? 'jpg'
      return `${imageHostUrl}/img/1920x1080.${extension}`
    },
    secrets: Object.values(keys),
    reset() {
      for (const server of [imageHost, wallhaven, unsplash, ...folderSources]) server.reset()
      reddit.reset()
    },
    async stop() {
      await Promise.all([imageHost.stop(), wallhaven.stop(), unsplash.stop(), reddit.stop(), ...folderSources.map((fake) => fake.stop())])
    },
  }
}
