// Every real Art Institute of Chicago body in ../shared/realdata/artic (kept by public client
// projects and by the museum's own documentation) goes through the client path its `.src.txt`
// names, against a loopback server that serves it as it is; every card must then be a valid
// MediaItem. Searches and listings share one envelope, so both go through `search`; a single work
// through `artwork`. The folder is read where it lies; TAPESTRY_REALDATA_DIR points elsewhere.
// Under CI (CI=true) a missing folder fails; in a clone without it the bodies are skipped, said in
// one line (as test/integration/real-responses.test.ts does).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createRateLimiter } from '../../../src/main/core/http/rate-limiter'
import { MediaItemSchema, type MediaItem, type OnlineMediaItem } from '../../../src/shared/media'
import { createArticClient } from '../../../src/sources/artic/client'
import { createArticSearchParams } from '../../../src/sources/artic/params'
import { DEFAULT_IIIF_URL } from '../../../src/sources/artic/records'
import { FakeServer } from '../../fakes/fake-server'
import { REALDATA_DIR, realBodies, realdataAbsentHere, realdataFolder, type RealBody } from '../support/real-bodies'

const FOLDER = realdataFolder('artic')
const KINDS = ['artic-search', 'artic-list', 'artic-artwork'] as const

const BODIES = realBodies('artic')
const server = new FakeServer('artic real responses')
let current = ''
/** Cards made from all the bodies, so the run is never empty of cards. */
let cards = 0

beforeAll(async () => {
  const answer = (_request: unknown, respond: { text(status: number, body: string, contentType: string): void }) => respond.text(200, current, 'application/json')
  server.route('GET', '/artworks/search', answer)
  server.route('GET', '/artworks/:id', answer)
  await server.start()
})
afterAll(() => server.stop())
beforeEach(() => server.reset())

function client() {
  return createArticClient({ baseUrl: server.url, retry: { limit: 0 }, limiter: createRateLimiter({ limit: 10_000, intervalMs: 60_000 }) })
}

type Json = Record<string, unknown>

function iiifRoot(body: Json): string {
  const config = body.config as { iiif_url?: string } | undefined
  return (config?.iiif_url ?? DEFAULT_IIIF_URL).replace(/\/+$/, '')
}

function expectCard(record: Json, item: MediaItem | null | undefined, iiif: string, publicDomain: boolean, body: string): void {
  const where = `${body}: ${String(record.id)}`
  expect(item, where).toBeTruthy()
  expect(MediaItemSchema.parse(item), where).toEqual(item)
  const card = item as OnlineMediaItem
  const thumbnail = record.thumbnail as { width?: number; height?: number } | null | undefined
  const cap = publicDomain ? 1686 : 843
  expect(card, where).toMatchObject({ source: 'artic', id: String(record.id), pageUrl: `https://www.artic.edu/artworks/${String(record.id)}`, nsfw: false, mediaType: 'image' })
  expect(card.title, where).not.toMatch(/[\r\n]/)
  expect(card.fullUrl.startsWith(`${iiif}/${String(record.image_id)}/full/`), where).toBe(true)
  expect(card.previewUrl, where).toMatch(/\/full\/\d+,\/0\/default\.jpg$/)
  if (typeof thumbnail?.width === 'number' && typeof thumbnail.height === 'number') {
    const width = Math.min(cap, thumbnail.width)
    expect(card, where).toMatchObject({ width, sizeKnown: true, fullUrl: `${iiif}/${String(record.image_id)}/full/${width},/0/default.jpg` })
  } else {
    expect(card.sizeKnown, where).toBe(false)
  }
  expect(card.licence?.name ?? null, where).toBe(publicDomain ? 'Public domain (CC0)' : null)
  if (card.author !== null) expect(card.author.name, where).not.toMatch(/\n/)
}

async function throughClient(body: RealBody): Promise<void> {
  const parsed = JSON.parse(body.text) as Json
  current = body.text
  const iiif = iiifRoot(parsed)
  if (body.kind === 'artic-artwork') {
    const record = parsed.data as Json
    const { item } = await client().artwork(String(record.id))
    if (typeof record.image_id === 'string') {
      expectCard(record, item, iiif, record.is_public_domain === true, body.name)
      cards += 1
    }
    else expect(item, `${body.name}: a work without image_id has no card`).toBeNull()
    return
  }
  const records = parsed.data as Json[]
  const page = await client().search(createArticSearchParams({ query: 'real' }))
  const withPicture = records.filter((record) => typeof record.image_id === 'string')
  // A search leaves `image_id` out unless `fields=` asks: such a record cannot become a card, and is counted.
  expect(page.skipped, body.name).toBe(records.filter((record) => !('image_id' in record)).length)
  expect(page.items.map((item) => item.id), body.name).toEqual(withPicture.map((record) => String(record.id)))
  withPicture.forEach((record, index) => expectCard(record, page.items[index], iiif, record.is_public_domain !== false, body.name))
  cards += page.items.length
  const pagination = parsed.pagination as { total?: number } | undefined
  expect(page.total, body.name).toBe(pagination?.total ?? null)
}

const absentHere = realdataAbsentHere('artic', 'Art Institute')

describe.skipIf(absentHere)('real Art Institute of Chicago bodies', () => {
  it('are where they are looked for, as INDEX.md counts them, each with a client path', () => {
    expect(existsSync(FOLDER), `The real Art Institute bodies are not at ${FOLDER}.`).toBe(true)
    const index = readFileSync(path.join(REALDATA_DIR, 'INDEX.md'), 'utf8')
    expect(BODIES.length).toBe(Number(/^## artic \((\d+)\)/m.exec(index)?.[1]))
    for (const body of BODIES) expect(KINDS as readonly string[], `${body.name}: kind ${body.kind}`).toContain(body.kind)
  })

  it.each(BODIES.map((body) => [body.name, body.kind, body] as const))('%s (%s) goes through the client', async (_name, _kind, body) => {
    await throughClient(body)
    expect(server.requests).toHaveLength(1)
  })

  it('made cards of every work whose body asked for image_id (24 of them)', () => {
    expect(cards).toBe(24)
  })
})
