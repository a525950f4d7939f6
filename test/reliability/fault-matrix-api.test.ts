// Fault matrix, API half: every source's API (and Reddit's token endpoint) meets every fault the
// fakes can make, once and lastingly. Each cell must end in success after a bounded retry or in the
// right typed error with one plain sentence naming the source; no rejection may go unhandled; and
// the next request on the same client must work.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { TapestryError } from '../../src/main/core/errors/errors'
import { createRedditClient } from '../../src/sources/reddit/client'
import { createUnsplashClient } from '../../src/sources/unsplash/client'
import { createWallhavenClient } from '../../src/sources/wallhaven/client'
import { createUnsplashSearchParams } from '../../src/sources/unsplash/params'
import { createWallhavenSearchParams } from '../../src/sources/wallhaven/params'
import type { FakeServer } from '../fakes/fake-server'
import { createImageHost } from '../fakes/image-host'
import { REDDIT_SCRIPT_APP, createRedditFake, type RedditFake } from '../../src/sources/reddit/fake'
import { createUnsplashFake, type UnsplashFake } from '../../src/sources/unsplash/fake'
import { WALLHAVEN_FAKE_KEY, createWallhavenFake, type WallhavenFake } from '../../src/sources/wallhaven/fake'
import { FAULT_CASES, MATRIX_RETRY, MATRIX_RETRY_LIMIT, MATRIX_TIMEOUT_MS, type FaultCase } from './support/fault-cases'
import { expectPlainSentence } from './support/plain-message'
import { watchUnhandledRejections, type RejectionWatch } from './support/unhandled-rejections'

const UNSPLASH_KEY = 'Matrix-Unsplash-Key-0f9e8d7c'
const imageHost = createImageHost()
let wallhaven: WallhavenFake
let unsplash: UnsplashFake
let reddit: RedditFake
let rejections: RejectionWatch

beforeAll(async () => {
  rejections = watchUnhandledRejections()
  await imageHost.start()
  // The matrix sends far more than 45 calls a minute; the fake's own window is not under test here.
  wallhaven = createWallhavenFake({ imageHostUrl: imageHost.url, rateLimit: { limit: 100_000 } })
  unsplash = createUnsplashFake({ imageHostUrl: imageHost.url, validKeys: [UNSPLASH_KEY], hourlyLimit: 100_000 })
  reddit = createRedditFake({ imageHostUrl: imageHost.url, rateLimitPerWindow: 100_000 })
  await Promise.all([wallhaven.start(), unsplash.start(), reddit.start()])
})
afterAll(async () => {
  await Promise.all([wallhaven.stop(), unsplash.stop(), reddit.stop(), imageHost.stop()])
  rejections.stop()
})
beforeEach(() => {
  wallhaven.reset()
  unsplash.reset()
  reddit.reset()
})
afterEach(async () => {
  expect(await rejections.settle()).toEqual([])
})

const FAST = { timeoutMs: MATRIX_TIMEOUT_MS, retry: MATRIX_RETRY }

interface Target {
  name: string
  /** The name every error sentence must carry. */
  sourceName: string
  server: () => FakeServer
  path: string
  /** GETs are retried; Reddit's token request is a POST and is not. */
  retries: boolean
  /** A client whose `call` sends one request to `path` (plus what must precede it). */
  client: () => () => Promise<unknown>
  secrets: readonly string[]
}

const TARGETS: readonly Target[] = [
  {
    name: 'Wallhaven search',
    sourceName: 'Wallhaven',
    server: () => wallhaven,
    path: '/search',
    retries: true,
    client: () => {
      const client = createWallhavenClient({ baseUrl: wallhaven.url, apiKey: WALLHAVEN_FAKE_KEY, ...FAST })
      return () => client.search(createWallhavenSearchParams({}))
    },
    secrets: [WALLHAVEN_FAKE_KEY],
  },
  {
    name: 'Unsplash search',
    sourceName: 'Unsplash',
    server: () => unsplash,
    path: '/search/photos',
    retries: true,
    client: () => {
      const client = createUnsplashClient({ baseUrl: unsplash.url, accessKey: UNSPLASH_KEY, ...FAST })
      return () => client.search(createUnsplashSearchParams({ query: 'mountain' }))
    },
    secrets: [UNSPLASH_KEY],
  },
  {
    name: 'Reddit listing',
    sourceName: 'Reddit',
    server: () => reddit.api,
    path: '/r',
    retries: true,
    client: () => {
      const client = createRedditClient({
        baseUrl: reddit.api.url,
        authUrl: reddit.auth.url,
        clientId: REDDIT_SCRIPT_APP.clientId,
        clientSecret: REDDIT_SCRIPT_APP.clientSecret,
        ...FAST,
      })
      // Any media and a small page: one listing request answers it.
      return () => client.listing({ communities: 'wallpapers', limit: 5, media_type: 'ANY' })
    },
    secrets: [REDDIT_SCRIPT_APP.clientSecret],
  },
  {
    name: 'Reddit token',
    sourceName: 'Reddit',
    server: () => reddit.auth,
    path: '/api/v1/access_token',
    retries: false,
    client: () => {
      const client = createRedditClient({
        baseUrl: reddit.api.url,
        authUrl: reddit.auth.url,
        clientId: REDDIT_SCRIPT_APP.clientId,
        clientSecret: REDDIT_SCRIPT_APP.clientSecret,
        ...FAST,
      })
      return () => client.listing({ communities: 'wallpapers', limit: 5, media_type: 'ANY' })
    },
    secrets: [REDDIT_SCRIPT_APP.clientSecret],
  },
]

async function outcome(call: () => Promise<unknown>): Promise<{ ok: true } | { ok: false; error: unknown }> {
  try {
    await call()
    return { ok: true }
  } catch (error) {
    return { ok: false, error }
  }
}

function expectTypedError(result: Awaited<ReturnType<typeof outcome>>, kind: string, target: Target): void {
  expect(result.ok).toBe(false)
  if (result.ok) return
  expect(result.error).toBeInstanceOf(TapestryError)
  const error = result.error as TapestryError
  expect(error.kind).toBe(kind)
  expectPlainSentence(error.message, { names: target.sourceName, secrets: target.secrets })
  const data = error.toData()
  const keys = kind === 'rate_limited' && 'retryAfter' in data ? ['kind', 'message', 'retryAfter'] : ['kind', 'message']
  // The sentence as a catalog message for the window (its key and values), where the core words it so.
  expect(Object.keys(data).sort()).toEqual('text' in data ? [...keys, 'text'].sort() : keys)
  if (data.text !== undefined) for (const secret of target.secrets) expect(JSON.stringify(data.text)).not.toContain(secret)
}

async function expectNextRequestWorks(target: Target, call: () => Promise<unknown>): Promise<void> {
  target.server().clearFaults()
  expect(await outcome(call)).toEqual({ ok: true })
}

describe.each(TARGETS)('$name', (target) => {
  it.each(FAULT_CASES)('meets $name once: retried to success, or the typed error; then works again', async (fault: FaultCase) => {
    const call = target.client()
    const before = target.server().count(target.path)
    target.server().fault(fault.transient, { times: 1, path: target.path })
    const result = await outcome(call)
    const attempts = target.server().count(target.path) - before
    if (fault.api.retried && target.retries) {
      expect(result).toEqual({ ok: true })
      expect(attempts).toBe(2)
    } else {
      expectTypedError(result, fault.api.kind, target)
      expect(attempts).toBe(1)
    }
    await expectNextRequestWorks(target, call)
  })

  it.each(FAULT_CASES)('meets $name on every attempt: a bounded number of tries, the typed error; then works again', async (fault: FaultCase) => {
    const call = target.client()
    const before = target.server().count(target.path)
    target.server().fault(fault.lasting, { times: 100, path: target.path })
    const result = await outcome(call)
    const attempts = target.server().count(target.path) - before
    expectTypedError(result, fault.api.kind, target)
    expect(attempts).toBeGreaterThanOrEqual(1)
    expect(attempts).toBeLessThanOrEqual(target.retries ? 1 + MATRIX_RETRY_LIMIT : 1)
    await expectNextRequestWorks(target, call)
  })
})
