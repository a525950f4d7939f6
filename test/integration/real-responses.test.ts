// Every real response body in ../shared/realdata (kept by public client projects: recorded
// cassettes, fixtures, saved samples) goes through the client path its `.src.txt` names: the client
// against a loopback server that serves the body as it is, then the mapping to MediaItem. A body a
// future change fails is a bug in the change, not in the body. The folder is read where it lies,
// never copied in; TAPESTRY_REALDATA_DIR points elsewhere. Under CI (CI=true), where the folder is
// always there, a missing folder fails; in a clone without it the bodies are skipped, said in one line.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createRateLimiter } from '../../src/main/core/http/rate-limiter'
import { createRedditClient } from '../../src/sources/reddit/client'
import { createUnsplashClient } from '../../src/sources/unsplash/client'
import { createWallhavenClient } from '../../src/sources/wallhaven/client'
import { MediaItemSchema, UNKNOWN_SIZE, aspectRatio, type MediaItem, type MediaSource } from '../../src/shared/media'
import { createUnsplashRandomParams } from '../../src/sources/unsplash/random-params'
import { UnsplashRandomPhotosSchema } from '../../src/sources/unsplash/records'
import { createUnsplashSearchParams } from '../../src/sources/unsplash/params'
import { unsplashToMediaItem } from '../../src/sources/unsplash/to-media-item'
import { createWallhavenSearchParams } from '../../src/sources/wallhaven/params'
import { FakeServer } from '../fakes/fake-server'

const REPO_ROOT = path.resolve(import.meta.dirname, '../..')
const REALDATA_DIR = path.resolve(REPO_ROOT, process.env.TAPESTRY_REALDATA_DIR ?? '../shared/realdata')
const SOURCES = ['wallhaven', 'unsplash', 'reddit'] as const satisfies readonly MediaSource[]

/** Each client path, by the `kind` a body's `.src.txt` gives. */
const KINDS = {
  'wallhaven-search': 'wallhaven',
  'wallhaven-item': 'wallhaven',
  'wallhaven-wallpaper': 'wallhaven',
  'wallhaven-detail-inner': 'wallhaven',
  'unsplash-search': 'unsplash',
  'unsplash-search-results': 'unsplash',
  'unsplash-photo': 'unsplash',
  'unsplash-random': 'unsplash',
  'unsplash-random-single': 'unsplash',
  'reddit-listing': 'reddit',
  'reddit-listing-user': 'reddit',
} as const satisfies Record<string, MediaSource>
type Kind = keyof typeof KINDS

interface RealBody {
  source: MediaSource
  /** `wallhaven/haven-search-2024-07-25.json` */
  name: string
  kind: string
  text: string
}

type Json = Record<string, unknown>

function realBodies(): RealBody[] {
  if (!existsSync(REALDATA_DIR)) return []
  return SOURCES.flatMap((source) => {
    const folder = path.join(REALDATA_DIR, source)
    if (!existsSync(folder)) return []
    return readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => {
        const provenance = path.join(folder, file.replace(/\.json$/, '.src.txt'))
        const kind = existsSync(provenance) ? (/^kind:\s*(\S+)\s*$/m.exec(readFileSync(provenance, 'utf8'))?.[1] ?? '(no kind line)') : '(no .src.txt)'
        return { source, name: `${source}/${file}`, kind, text: readFileSync(path.join(folder, file), 'utf8') }
      })
  })
}

const BODIES = realBodies()

// ---------------------------------------------------------------------------------------------
// One loopback server plays all three APIs and answers every request with the body under test.

const server = new FakeServer('real responses')
let current = ''

function serveBody(text: string): void {
  current = text
}

beforeAll(async () => {
  const answer = (_request: unknown, respond: { text(status: number, body: string, contentType: string): void }) =>
    respond.text(200, current, 'application/json; charset=utf-8')
  for (const route of ['/search', '/w/:id', '/search/photos', '/photos/random', '/photos/:id', '/r/:communities/:sort']) server.route('GET', route, answer)
  server.route('POST', '/api/v1/access_token', (_request, respond) =>
    respond.json(200, { access_token: 'real-responses-token', token_type: 'bearer', expires_in: 3600, scope: '*' }),
  )
  await server.start()
})
afterAll(() => server.stop())
beforeEach(() => server.reset())

function wallhaven() {
  return createWallhavenClient({ baseUrl: server.url, retry: { limit: 0 }, limiter: createRateLimiter({ limit: 10_000, intervalMs: 60_000 }) })
}

function unsplash() {
  return createUnsplashClient({ baseUrl: server.url, accessKey: 'real-responses-key', retry: { limit: 0 } })
}

function reddit() {
  // One request: the fake would serve the same body as every following page.
  return createRedditClient({ baseUrl: server.url, authUrl: server.url, clientId: 'realResponses01', retry: { limit: 0 }, maxPages: 1 })
}

// ---------------------------------------------------------------------------------------------
// What every card must be

function expectSaneCard(item: MediaItem, source: MediaSource, body: string): void {
  const where = `${body}: ${item.id}`
  expect(MediaItemSchema.parse(item), where).toEqual(item)
  expect(item.source, where).toBe(source)
  expect(item.title, where).not.toMatch(/[\r\n]/)
  const links = [item.thumbUrl, item.previewUrl, item.fullUrl, item.pageUrl, item.author?.url ?? null].filter((link) => link !== null)
  for (const link of links) {
    expect(['http:', 'https:'], `${where} ${link}`).toContain(new URL(link).protocol)
    expect(link, where).not.toContain('&amp;')
  }
  if (item.sizeKnown) {
    expect(Number.isInteger(item.width) && item.width > 0 && Number.isInteger(item.height) && item.height > 0, where).toBe(true)
    expect(item.resolution, where).toBe(`${item.width}x${item.height}`)
    expect(item.aspectRatio, where).toBe(aspectRatio(item.width, item.height))
  } else {
    expect(item, where).toMatchObject(UNKNOWN_SIZE)
  }
}

function uniqueInOrder(ids: readonly string[]): string[] {
  return [...new Set(ids)]
}

// ---------------------------------------------------------------------------------------------
// Wallhaven

function expectWallhavenCard(item: MediaItem | undefined, record: Json, body: string): void {
  expect(item, `${body}: no card for ${String(record.id)}`).toBeDefined()
  const card = item as MediaItem
  expectSaneCard(card, 'wallhaven', body)
  expect(card).toMatchObject({
    id: record.id,
    width: record.dimension_x,
    height: record.dimension_y,
    fullUrl: record.path,
    pageUrl: record.url,
    purity: record.purity,
    nsfw: record.purity === 'nsfw',
    sizeKnown: true,
    spoiler: false,
  })
}

async function throughWallhavenSearch(records: Json[], body: string): Promise<void> {
  const page = await wallhaven().search(createWallhavenSearchParams({}))
  // A real record is never skipped: nothing of a real page may go missing.
  expect(page.skipped, body).toBe(0)
  expect(page.items.map((item) => item.id)).toEqual(uniqueInOrder(records.map((record) => String(record.id))))
  for (const record of records) expectWallhavenCard(page.items.find((item) => item.id === record.id), record, body)
}

async function throughWallhavenWallpaper(record: Json, body: string): Promise<void> {
  const { record: read, item } = await wallhaven().wallpaper(String(record.id))
  expectWallhavenCard(item, record, body)
  const uploader = record.uploader as { username?: string } | null | undefined
  expect(item.author?.name ?? null, body).toBe(uploader?.username ?? null)
  const tags = (record.tags as { name: string }[] | undefined) ?? []
  expect(item.tags, body).toEqual(tags.map((tag) => tag.name))
  expect(read.id).toBe(record.id)
}

// ---------------------------------------------------------------------------------------------
// Unsplash

function expectUnsplashCard(item: MediaItem | undefined, record: Json, body: string): void {
  expect(item, `${body}: no card for ${String(record.id)}`).toBeDefined()
  const card = item as MediaItem
  expectSaneCard(card, 'unsplash', body)
  const urls = record.urls as Json
  expect(card).toMatchObject({ id: record.id, width: record.width, height: record.height, fullUrl: urls.raw, thumbUrl: urls.small, sizeKnown: true, purity: null, spoiler: false })
  expect(card.pageUrl, body).toContain('utm_source=tapestry&utm_medium=referral')
  expect(card.author?.name, body).toBeTruthy()
}

async function throughUnsplashSearch(records: Json[], body: string): Promise<void> {
  const page = await unsplash().search(createUnsplashSearchParams({ query: 'real' }))
  expect(page.skipped, body).toBe(0)
  expect(page.items.map((item) => item.id)).toEqual(records.map((record) => record.id))
  for (const record of records) expectUnsplashCard(page.items.find((item) => item.id === record.id), record, body)
}

// ---------------------------------------------------------------------------------------------
// Reddit

const PICTURE_PATH = /\.(jpe?g|png|gif|webp)$/i

interface Post {
  id: string
  over_18?: boolean
  spoiler?: boolean
  stickied?: boolean
  is_self?: boolean
  domain?: string
  removed_by_category?: string | null
  post_hint?: string
  url?: string
  url_overridden_by_dest?: string
  is_gallery?: boolean
  media_metadata?: Record<string, { status?: string; e?: string; s?: Json } | null> | null
  secure_media?: { reddit_video?: { fallback_url?: string } } | null
  media?: { reddit_video?: { fallback_url?: string } } | null
  crosspost_parent_list?: Post[]
}

function isNotMedia(post: Post): boolean {
  return Boolean(post.removed_by_category) || post.is_self === true || (post.domain ?? '').startsWith('self.')
}

/**
 * Whether a post plainly holds a picture or video (docs/apis.md, Reddit "Posts and their media"), judged here independently of
 * the extraction code: such a post must give at least one card.
 */
function plainlyMedia(post: Post): boolean {
  if (post.stickied === true || isNotMedia(post)) return false
  const origin = post.crosspost_parent_list?.[0] ?? post
  if (origin !== post && isNotMedia(origin)) return false
  if (origin.is_gallery === true) {
    return Object.values(origin.media_metadata ?? {}).some((meta) => meta?.status === 'valid' && meta.e === 'Image' && typeof meta.s?.u === 'string')
  }
  if ((origin.secure_media ?? origin.media)?.reddit_video?.fallback_url) return true
  const link = URL.parse(origin.url_overridden_by_dest ?? origin.url ?? '')
  return link?.hostname === 'i.redd.it' && PICTURE_PATH.test(link.pathname)
}

async function throughRedditListing(listing: { data: { children: { kind: string; data: Post }[] } }, body: string): Promise<void> {
  const page = await reddit().listing({ communities: 'wallpapers', include_nsfw: true, limit: 100 })
  expect(page.skipped, body).toBe(0)
  const posts = listing.data.children.filter((child) => child.kind === 't3').map((child) => child.data)
  const postOf = (item: MediaItem) => posts.find((post) => item.id === post.id || item.id.startsWith(`${post.id}_`))
  for (const item of page.items) {
    expectSaneCard(item, 'reddit', body)
    const post = postOf(item)
    expect(post, `${body}: ${item.id} is no post of the listing`).toBeDefined()
    const origin = post?.crosspost_parent_list?.[0] ?? post
    expect(item.nsfw, `${body}: ${item.id}`).toBe(post?.over_18 === true || origin?.over_18 === true)
    expect(item.spoiler, `${body}: ${item.id}`).toBe(post?.spoiler === true || origin?.spoiler === true)
    expect(item.purity).toBeNull()
    expect(item.pageUrl?.startsWith('https://www.reddit.com/'), body).toBe(true)
  }
  // A listing can hold the same post twice; the client shows it once.
  for (const post of posts.filter(plainlyMedia)) {
    expect(page.items.some((item) => postOf(item)?.id === post.id), `${body}: post ${post.id} holds media but gave no card`).toBe(true)
  }
}

// ---------------------------------------------------------------------------------------------
// Each kind's client path

const WALLHAVEN_META = { current_page: 1, last_page: 1, per_page: 24, total: 1, query: null, seed: null }

async function throughClient(kind: Kind, text: string, body: string): Promise<void> {
  const parsed = JSON.parse(text) as unknown
  switch (kind) {
    case 'wallhaven-search':
      serveBody(text)
      return throughWallhavenSearch((parsed as { data: Json[] }).data, body)
    case 'wallhaven-item':
      // One element of a search's data, as the search reads each.
      serveBody(JSON.stringify({ data: [parsed], meta: WALLHAVEN_META }))
      return throughWallhavenSearch([parsed as Json], body)
    case 'wallhaven-wallpaper':
      serveBody(text)
      return throughWallhavenWallpaper((parsed as { data: Json }).data, body)
    case 'wallhaven-detail-inner':
      // The inner object of GET /w/{id}: the body is that object under `data`.
      serveBody(JSON.stringify({ data: parsed }))
      return throughWallhavenWallpaper(parsed as Json, body)
    case 'unsplash-search':
      serveBody(text)
      return throughUnsplashSearch((parsed as { results: Json[] }).results, body)
    case 'unsplash-search-results': {
      // Only the results array was kept: a search body around it.
      const results = parsed as Json[]
      serveBody(JSON.stringify({ total: results.length, total_pages: 1, results }))
      return throughUnsplashSearch(results, body)
    }
    case 'unsplash-photo': {
      serveBody(text)
      const record = parsed as Json
      const { photo, item } = await unsplash().photo(String(record.id))
      expect(photo.id).toBe(record.id)
      return expectUnsplashCard(item, record, body)
    }
    case 'unsplash-random':
    case 'unsplash-random-single': {
      // The client takes the first photo; every photo of the answer must read all the same.
      serveBody(text)
      const records = Array.isArray(parsed) ? (parsed as Json[]) : [parsed as Json]
      const { item } = await unsplash().random(createUnsplashRandomParams({}))
      expectUnsplashCard(item, records[0] as Json, body)
      const photos = UnsplashRandomPhotosSchema.parse(parsed)
      expect(photos.map((photo) => photo.id)).toEqual(records.map((record) => record.id))
      photos.forEach((photo, index) => expectUnsplashCard(unsplashToMediaItem(photo), records[index] as Json, body))
      return
    }
    case 'reddit-listing':
    case 'reddit-listing-user':
      serveBody(text)
      return throughRedditListing(parsed as { data: { children: { kind: string; data: Post }[] } }, body)
  }
}

// ---------------------------------------------------------------------------------------------

// A public clone has no ../shared/realdata: said once, and the bodies skipped; never under CI.
const absentHere = !existsSync(REALDATA_DIR) && !process.env.CI
if (absentHere) console.log(`Real response bodies skipped: ${REALDATA_DIR} is not there (it sits beside the repository on CI; TAPESTRY_REALDATA_DIR names another folder).`)

describe.skipIf(absentHere)('real response bodies', () => {
  it('are where they are looked for', () => {
    expect(
      existsSync(REALDATA_DIR),
      `The real response bodies are not at ${REALDATA_DIR}: put the shared realdata folder beside the repository (../shared/realdata) or name it in TAPESTRY_REALDATA_DIR.`,
    ).toBe(true)
  })

  it('are all here, as INDEX.md counts them, each with the client path it names', () => {
    const index = readFileSync(path.join(REALDATA_DIR, 'INDEX.md'), 'utf8')
    for (const source of SOURCES) {
      const counted = Number(new RegExp(`^## ${source} \\((\\d+)\\)`, 'm').exec(index)?.[1])
      expect(BODIES.filter((body) => body.source === source).length, `${source} bodies in ${REALDATA_DIR}, as INDEX.md counts them`).toBe(counted)
    }
    for (const body of BODIES) {
      expect(Object.keys(KINDS), `${body.name}: kind ${body.kind} has no client path`).toContain(body.kind)
      expect(KINDS[body.kind as Kind], `${body.name}: kind ${body.kind} is not a ${body.source} path`).toBe(body.source)
    }
  })

  it.each(BODIES.map((body) => [body.name, body.kind, body] as const))('%s (%s) goes through its client path', async (name, kind, body) => {
    await throughClient(kind as Kind, body.text, name)
    expect(server.requests.filter((request) => request.method === 'GET').length).toBeGreaterThan(0)
  })
})
