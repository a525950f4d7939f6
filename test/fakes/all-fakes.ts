// Every upstream at once on loopback, with the environment that points Tapestry at them: what the
// CLI tests, the service tests and the offline demo run against.
import { createImageHost } from './image-host'
import { REDDIT_SCRIPT_APP, createRedditFake, type RedditFake } from '../../src/sources/reddit/fake'
import { createUnsplashFake, type UnsplashFake } from '../../src/sources/unsplash/fake'
import { WALLHAVEN_FAKE_KEY, createWallhavenFake, type WallhavenFake } from '../../src/sources/wallhaven/fake'
import type { FakeServer } from './fake-server'
import { SOURCE_IDS } from '../../src/sources/ids'

/** The sources added after the first three, whose fakes these helpers point at (the first three's variables are set by each test). */
const FOLDER_SOURCE_IDS = SOURCE_IDS.filter((id) => id !== 'wallhaven' && id !== 'unsplash' && id !== 'reddit')
import { createApodFake, type ApodFake } from '../../src/sources/apod/fake'
import { createArticFake, type ArticFake } from '../../src/sources/artic/fake'
import { createBingFake, type BingFake } from '../../src/sources/bing/fake'
import { PexelsFake } from '../../src/sources/pexels/fake'
import { createWikimediaFake, type WikimediaFake } from '../../src/sources/wikimedia/fake'

/** Distinctive on purpose: tests search every output for them. */
export const FAKE_UNSPLASH_KEY = 'UnsplashAccessKey-SECRET-7f3a9c'
export const FAKE_PEXELS_KEY = 'PexelsApiKey-SECRET-41c8e2'
export const FAKE_APOD_KEY = 'NasaApiKey-SECRET-9d27b0'

const EXTERNAL_MEDIA_HOSTS = new Set(['i.redd.it', 'i.imgur.com'])

export interface AllFakes {
  imageHost: FakeServer
  wallhaven: WallhavenFake
  unsplash: UnsplashFake
  reddit: RedditFake
  /** The sources that live each in a folder (src/sources/<id>/fake.ts). */
  bing: BingFake
  apod: ApodFake
  wikimedia: WikimediaFake
  artic: ArticFake
  pexels: PexelsFake
  /** TAPESTRY_* variables for every source, with working credentials. */
  env: Record<string, string>
  /**
   * Maps the media hosts Reddit posts link to (i.redd.it, i.imgur.com) onto the image host, so a
   * download of any card stays on loopback.
   */
  resolveMediaUrl(url: string): string
  /** Secrets in `env`, for checking that none leaks. */
  secrets: readonly string[]
  reset(): void
  stop(): Promise<void>
}

export interface AllFakesOptions {
  /** Opens every fake's own rate limit wide (benchmarks, whose clocks are not the fakes'). */
  unlimited?: boolean
}

export async function startAllFakes(options: AllFakesOptions = {}): Promise<AllFakes> {
  const imageHost = createImageHost()
  const imageHostUrl = await imageHost.start()
  const most = Number.MAX_SAFE_INTEGER
  const wallhaven = createWallhavenFake({ imageHostUrl, validKeys: [WALLHAVEN_FAKE_KEY], ...(options.unlimited ? { rateLimit: { limit: most } } : {}) })
  const unsplash = createUnsplashFake({ imageHostUrl, validKeys: [FAKE_UNSPLASH_KEY], ...(options.unlimited ? { hourlyLimit: most } : {}) })
  const reddit = createRedditFake({ imageHostUrl, ...(options.unlimited ? { rateLimitPerWindow: most } : {}) })
  const bing = createBingFake()
  const apod = createApodFake({ imageHostUrl, validKeys: [FAKE_APOD_KEY] })
  const wikimedia = createWikimediaFake()
  const artic = createArticFake(options.unlimited ? { rateLimit: { limit: most } } : {})
  const pexels = new PexelsFake({ imageHostUrl, validKeys: [FAKE_PEXELS_KEY], ...(options.unlimited ? { hourlyLimit: most } : {}) })
  const folderSources = [bing, apod, wikimedia, artic, pexels]
  await Promise.all([wallhaven.start(), unsplash.start(), reddit.start(), ...folderSources.map((fake) => fake.start())])
  const env = {
    TAPESTRY_WALLHAVEN_URL: wallhaven.url,
    TAPESTRY_WALLHAVEN_API_KEY: WALLHAVEN_FAKE_KEY,
    TAPESTRY_UNSPLASH_URL: unsplash.url,
    TAPESTRY_UNSPLASH_ACCESS_KEY: FAKE_UNSPLASH_KEY,
    TAPESTRY_REDDIT_URL: reddit.api.url,
    TAPESTRY_REDDIT_AUTH_URL: reddit.auth.url,
    TAPESTRY_REDDIT_CLIENT_ID: REDDIT_SCRIPT_APP.clientId,
    TAPESTRY_REDDIT_CLIENT_SECRET: REDDIT_SCRIPT_APP.clientSecret,
    TAPESTRY_BING_URL: bing.url,
    TAPESTRY_APOD_URL: apod.url,
    TAPESTRY_APOD_API_KEY: FAKE_APOD_KEY,
    TAPESTRY_WIKIMEDIA_URL: wikimedia.url,
    TAPESTRY_ARTIC_URL: artic.url,
    TAPESTRY_PEXELS_URL: pexels.url,
    TAPESTRY_PEXELS_API_KEY: FAKE_PEXELS_KEY,
  }
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
    env,
    resolveMediaUrl(url) {
      const parsed = new URL(url)
      if (!EXTERNAL_MEDIA_HOSTS.has(parsed.hostname)) return url
      const extension = /\.(png|gif|mp4)$/i.exec(parsed.pathname)?.[1]?.toLowerCase() ?? 'jpg'
      // A picture drawn for the linked file, so two links are two pictures.
      const picture = `linked-${parsed.hostname}${parsed.pathname}`.replace(/[^A-Za-z0-9_-]+/g, '-')
      return `${imageHostUrl}/img/${picture}/1920x1080.${extension}`
    },
    secrets: [WALLHAVEN_FAKE_KEY, FAKE_UNSPLASH_KEY, REDDIT_SCRIPT_APP.clientSecret, FAKE_PEXELS_KEY, FAKE_APOD_KEY],
    reset() {
      for (const server of [imageHost, wallhaven, unsplash, ...folderSources]) server.reset()
      reddit.reset()
    },
    async stop() {
      await Promise.all([imageHost.stop(), wallhaven.stop(), unsplash.stop(), reddit.stop(), ...folderSources.map((fake) => fake.stop())])
    },
  }
}

/** The variables that point the folder sources (src/sources/registry.ts) at their fakes, from `env` (their keys stay out: a secret store gives those). */
export function folderSourceEnv(env: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(FOLDER_SOURCE_IDS.flatMap((id) => {
    const name = `TAPESTRY_${id.toUpperCase()}_URL`
    return env[name] === undefined ? [] : [[name, env[name]]]
  }))
}

/** Every folder source pointed at `url` (a closed port: nothing is ever reached), for tests that must send nothing. */
export function folderSourcesAt(url: string): Record<string, string> {
  return Object.fromEntries(FOLDER_SOURCE_IDS.map((id) => [`TAPESTRY_${id.toUpperCase()}_URL`, url]))
}
