// What the service adds to a search: the same request through the service (validation, the client,
// got with its hooks, Content-Type and size checks, JSON.parse, zod, the mapping, the next page)
// against a bare got request to the same fake URL with the same headers that only reads the body.
// Pairs run turn about; the figure is the per-pair difference. Also measured: the whole contract
// entry the window uses (invokeOperation: input and output schemas, the blocklist filter).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import got from 'got'
import { createApp } from '../../src/main/core/app/app'
import { invokeOperation, type OperationHandlers } from '../../src/main/core/operations/operations'
import { createRateLimiter } from '../../src/main/core/http/rate-limiter'
import { createService } from '../../src/main/core/sources/service'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import { createWallhavenClient } from '../../src/sources/wallhaven/client'
import type { SearchRequestInput } from '../../src/shared/ipc'
import { createImageHost } from '../../test/fakes/image-host'
import { createRedditFake } from '../../src/sources/reddit/fake'
import { createUnsplashFake } from '../../src/sources/unsplash/fake'
import { WALLHAVEN_FAKE_KEY, createWallhavenFake } from '../../src/sources/wallhaven/fake'
import { round, since, summarise } from '../lib/stats'
import { buildSourceClients } from '../../src/sources/clients'
import type { Figure, FigureResult, Measurement } from '../lib/types'

const TARGET_MS = 2
const UNSPLASH_KEY = 'BenchUnsplashKey-0123456789'

export const figure: Figure = {
  name: 'search-overhead',
  async run({ quick }): Promise<FigureResult[]> {
    const imageHost = createImageHost()
    const imageHostUrl = await imageHost.start()
    // Limits far above what the benchmark sends: neither fake may answer 429 here.
    const wallhaven = createWallhavenFake({ imageHostUrl, validKeys: [WALLHAVEN_FAKE_KEY], rateLimit: { limit: 1_000_000 } })
    const unsplash = createUnsplashFake({ imageHostUrl, validKeys: [UNSPLASH_KEY], hourlyLimit: 1_000_000 })
    const reddit = createRedditFake({ imageHostUrl })
    await Promise.all([wallhaven.start(), unsplash.start(), reddit.start()])
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tapestry-bench-search-'))
    try {
      // The service as the app builds it, except that Wallhaven's 45-a-minute limiter is widened:
      // a benchmark of hundreds of searches would otherwise measure the limiter's waiting.
      const widened = createWallhavenClient({ baseUrl: wallhaven.url, apiKey: WALLHAVEN_FAKE_KEY, limiter: createRateLimiter({ limit: 1_000_000, intervalMs: 60_000 }) })
      const clients = buildSourceClients(
        { baseUrls: {}, secrets: { unsplashAccessKey: UNSPLASH_KEY }, installationId: undefined },
        { TAPESTRY_UNSPLASH_URL: unsplash.url, TAPESTRY_REDDIT_URL: reddit.api.url, TAPESTRY_REDDIT_AUTH_URL: reddit.auth.url },
      )
      const service = createService(
        { ...clients, wallhaven: { planSearch: widened.planSearch, search: widened.search } as (typeof clients)['wallhaven'] },
        { search: () => Promise.reject(new Error('the search benchmark searches no local folder')) },
      )
      const app = await createApp({
        dataDir,
        env: { TAPESTRY_UNSPLASH_URL: unsplash.url, TAPESTRY_WALLHAVEN_URL: wallhaven.url },
        secrets: createMemorySecretStore({ unsplashAccessKey: UNSPLASH_KEY }),
        displays: async () => [],
      })
      const bare = got.extend({ retry: { limit: 0 }, followRedirect: false })
      const cases: { id: string; title: string; request: SearchRequestInput; key: Record<string, string>; viaApp: boolean }[] = [
        {
          id: 'search-overhead-wallhaven',
          title: 'Search via service, added: Wallhaven 24',
          request: { source: 'wallhaven', params: { query: 'nature' } },
          key: { 'X-API-Key': WALLHAVEN_FAKE_KEY },
          viaApp: false,
        },
        {
          id: 'search-overhead-unsplash',
          title: 'Search via service, added: Unsplash 30',
          request: { source: 'unsplash', params: { query: 'nature', per_page: 30 } },
          key: { authorization: `Client-ID ${UNSPLASH_KEY}` },
          viaApp: false,
        },
        {
          id: 'search-overhead-unsplash-ipc',
          title: 'Search via invokeOperation, added: Unsplash 30',
          request: { source: 'unsplash', params: { query: 'nature', per_page: 30 } },
          key: { authorization: `Client-ID ${UNSPLASH_KEY}` },
          viaApp: true,
        },
      ]
      const results: Measurement[] = []
      const pairs = quick ? 40 : 400
      for (const entry of cases) {
        const plan = service.planSearch(entry.request)
        // The plan redacts secrets; the bare request sends the real header, like the client.
        const headers = { ...plan.headers, ...entry.key }
        const viaService = async () => {
          if (entry.viaApp) {
            const result = await invokeOperation(app.handlers as OperationHandlers, 'search', entry.request)
            if (!result.ok) throw new Error(result.error.message)
          } else {
            await service.search(entry.request)
          }
        }
        const viaGot = async () => {
          const response = await bare(plan.url, { searchParams: plan.query, headers, responseType: 'text' })
          if (response.statusCode !== 200 || response.body.length === 0) throw new Error(`bare got: ${response.statusCode}`)
        }
        const serviceMs: number[] = []
        const gotMs: number[] = []
        const added: number[] = []
        for (let index = -50; index < pairs; index++) {
          const times: Record<string, number> = {}
          for (const [name, work] of index % 2 === 0 ? ([['service', viaService], ['got', viaGot]] as const) : ([['got', viaGot], ['service', viaService]] as const)) {
            const started = performance.now()
            await work()
            times[name] = since(started)
          }
          if (index < 0) continue
          serviceMs.push(times['service'] as number)
          gotMs.push(times['got'] as number)
          added.push((times['service'] as number) - (times['got'] as number))
        }
        const stats = summarise(added)
        const gotStats = summarise(gotMs)
        const serviceStats = summarise(serviceMs)
        results.push({
          id: entry.id,
          title: entry.title,
          unit: 'ms',
          stats: { ...stats, median: round(stats.median, 3), min: round(stats.min, 3), max: round(stats.max, 3) },
          reference: { label: 'bare got', stats: { ...gotStats, median: round(gotStats.median, 3), min: round(gotStats.min, 3), max: round(gotStats.max, 3) } },
          ratio: round(serviceStats.median / gotStats.median),
          target: { text: `≤ ${TARGET_MS} ms added, median`, met: stats.median <= TARGET_MS },
          details: { serviceMedianMs: round(serviceStats.median, 3), gotMedianMs: round(gotStats.median, 3) },
          notes: [
            'Added = (search through the service) − (bare got of the same URL and headers, body read as text), per pair, turn about.',
            ...(entry.viaApp ? ['invokeOperation also parses the input and the output with the contract schemas and filters blocked items (one indexed lookup per card in the library database).'] : []),
          ],
        })
      }
      app.dispose()
      return results
    } finally {
      await Promise.all([wallhaven.stop(), unsplash.stop(), reddit.stop(), imageHost.stop()])
      await rm(dataDir, { recursive: true, force: true })
    }
  },
}
