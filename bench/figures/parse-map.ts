// Parse + map to MediaItem, per page, exactly as the clients do it: JSON.parse of the body as it came
// off the wire, the zod schema of the response, then the mapping to cards. The bodies are the fakes'
// own answers (real shapes, escaped slashes and all): a Wallhaven page of 24, an Unsplash page of
// 30, a Reddit listing of 100.
import { startAllFakes } from '../../test/fakes/all-fakes'
import { REDDIT_SCRIPT_APP } from '../../src/sources/reddit/fake'
import { redditListingToMediaItems } from '../../src/sources/reddit/extract-media'
import { createRedditListingParams } from '../../src/sources/reddit/params'
import { RedditListingSchema } from '../../src/sources/reddit/records'
import { UnsplashSearchResultSchema } from '../../src/sources/unsplash/records'
import { unsplashToMediaItem } from '../../src/sources/unsplash/to-media-item'
import { WallhavenSearchResponseSchema } from '../../src/sources/wallhaven/records'
import { wallhavenToMediaItem } from '../../src/sources/wallhaven/to-media-item'
import type { MediaItem } from '../../src/shared/media'
import { round, summarise } from '../lib/stats'
import type { Figure, FigureResult } from '../lib/types'

const TARGET_MS = 1
/** Reddit's listing: parse and map within this much of JSON.parse alone of the same body. */
const REDDIT_RATIO_TARGET = 1.5

async function text(url: string, init: RequestInit = {}): Promise<string> {
  const response = await fetch(url, init)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.text()
}

interface Page {
  id: string
  title: string
  body: string
  expected: number
  /** The three phases, so the table can say which one dominates. */
  schema: (json: unknown) => unknown
  map: (parsed: never) => MediaItem[]
}

function parseAndMap(page: Page, body: string): MediaItem[] {
  return page.map(page.schema(JSON.parse(body)) as never)
}

/** Median milliseconds of `work` over `runs` runs. */
function medianOf(runs: number, work: () => unknown): number {
  const samples: number[] = []
  for (let index = 0; index < runs; index++) {
    const started = performance.now()
    work()
    samples.push(performance.now() - started)
  }
  return summarise(samples).median
}

async function pages(): Promise<Page[]> {
  const fakes = await startAllFakes()
  try {
    const wallhaven = await text(`${fakes.wallhaven.url}/search`)
    const unsplash = await text(`${fakes.unsplash.url}/search/photos?query=nature&per_page=30`, {
      headers: { authorization: `Client-ID ${fakes.env.TAPESTRY_UNSPLASH_ACCESS_KEY}`, 'accept-version': 'v1' },
    })
    const grant = JSON.parse(
      await text(`${fakes.reddit.auth.url}/api/v1/access_token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${REDDIT_SCRIPT_APP.clientId}:${REDDIT_SCRIPT_APP.clientSecret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          'user-agent': 'tapestry-bench',
        },
        body: 'grant_type=client_credentials',
      }),
    ) as { access_token: string }
    const reddit = await text(`${fakes.reddit.api.url}/r/wallpapers/hot?limit=100&raw_json=1`, {
      headers: { authorization: `bearer ${grant.access_token}`, 'user-agent': 'tapestry-bench' },
    })
    const redditParams = createRedditListingParams({ communities: 'wallpapers', limit: 100 })
    return [
      {
        id: 'parse-map-wallhaven-24',
        title: 'Parse + map: Wallhaven page of 24',
        body: wallhaven,
        expected: 24,
        schema: (json) => WallhavenSearchResponseSchema.parse(json),
        map: (parsed: ReturnType<typeof WallhavenSearchResponseSchema.parse>) => parsed.data.map(wallhavenToMediaItem),
      },
      {
        id: 'parse-map-unsplash-30',
        title: 'Parse + map: Unsplash page of 30',
        body: unsplash,
        expected: 30,
        schema: (json) => UnsplashSearchResultSchema.parse(json),
        map: (parsed: ReturnType<typeof UnsplashSearchResultSchema.parse>) => parsed.results.map(unsplashToMediaItem),
      },
      {
        id: 'parse-map-reddit-100',
        title: 'Parse + map: Reddit listing of 100',
        body: reddit,
        // 100 posts; the cards are the posts that are media (galleries give several).
        expected: 100,
        schema: (json) => RedditListingSchema.parse(json),
        // Each child's post is read (safeParse of the post schema) inside the mapping.
        map: (parsed: ReturnType<typeof RedditListingSchema.parse>) => redditListingToMediaItems(parsed, redditParams).items,
      },
    ]
  } finally {
    await fakes.stop()
  }
}

export const figure: Figure = {
  name: 'parse-map',
  async run({ quick }): Promise<FigureResult[]> {
    const warmup = quick ? 50 : 500
    const runs = quick ? 200 : 5000
    const results: FigureResult[] = []
    for (const page of await pages()) {
      const records = page.id.includes('reddit')
        ? (JSON.parse(page.body) as { data: { children: unknown[] } }).data.children.length
        : parseAndMap(page, page.body).length
      if (records !== page.expected) throw new Error(`${page.title}: the fake gave ${records} records, not ${page.expected}`)
      let cards = 0
      for (let index = 0; index < warmup; index++) cards = parseAndMap(page, page.body).length
      // Turn about with JSON.parse alone of the same body: the reference, in the same run.
      const samples: number[] = []
      const bare: number[] = []
      for (let index = 0; index < runs; index++) {
        let started = performance.now()
        parseAndMap(page, page.body)
        samples.push(performance.now() - started)
        started = performance.now()
        JSON.parse(page.body)
        bare.push(performance.now() - started)
      }
      const stats = summarise(samples)
      const reference = summarise(bare)
      const ratio = round(stats.median / reference.median, 2)
      const reddit = page.id.includes('reddit')
      const json = JSON.parse(page.body) as unknown
      const validated = page.schema(json)
      const phases = {
        jsonParseMs: round(medianOf(runs / 5, () => JSON.parse(page.body)), 4),
        schemaMs: round(medianOf(runs / 5, () => page.schema(json)), 4),
        mapMs: round(medianOf(runs / 5, () => page.map(validated as never)), 4),
      }
      results.push({
        id: page.id,
        title: page.title,
        unit: 'ms',
        stats: { ...stats, median: round(stats.median, 4), min: round(stats.min, 4), max: round(stats.max, 4) },
        reference: { label: 'JSON.parse alone', stats: { ...reference, median: round(reference.median, 4), min: round(reference.min, 4), max: round(reference.max, 4) } },
        ratio,
        target: reddit
          ? { text: `≤ ${REDDIT_RATIO_TARGET}× JSON.parse`, met: ratio <= REDDIT_RATIO_TARGET }
          : { text: `≤ ${TARGET_MS} ms median`, met: stats.median <= TARGET_MS },
        details: { bodyBytes: Buffer.byteLength(page.body), cards, medianByPhase: phases },
        notes: ['JSON.parse + the response schema (zod) + the mapping to MediaItem, timed one page at a time; max includes GC pauses.'],
      })
    }
    return results
  },
}
