// Every real Pexels body in ../shared/realdata/pexels (kept by public client projects: test
// fixtures, saved samples) goes through the client path its `.src.txt` names, against a loopback
// server that serves it as it is, then every card is checked. The folder is read where it lies;
// TAPESTRY_REALDATA_DIR points elsewhere. Under CI (CI=true) a missing folder fails; in a clone
// without it the bodies are skipped, said in one line (as test/integration/real-responses.test.ts).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { aspectRatio, type MediaItem } from '../../../src/shared/media'
import { createPexelsClient } from '../../../src/sources/pexels/client'
import { createPexelsSearchParams } from '../../../src/sources/pexels/params'
import { createPexelsRateBudget } from '../../../src/sources/pexels/rate-budget'
import { FakeServer } from '../../fakes/fake-server'
import { REALDATA_DIR, realBodies, realdataAbsentHere, realdataFolder } from '../support/real-bodies'
import { parsePexelsCard } from './card'

const FOLDER = realdataFolder('pexels')
const KINDS = ['pexels-search', 'pexels-curated', 'pexels-photo'] as const
type Kind = (typeof KINDS)[number]
type Json = Record<string, unknown>

const BODIES = realBodies('pexels')
const server = new FakeServer('real pexels responses')
let current = ''

beforeAll(async () => {
  for (const route of ['/v1/search', '/v1/curated', '/v1/photos/:id']) {
    server.route('GET', route, (_request, respond) =>
      respond.text(200, current, 'application/json; charset=utf-8', { 'x-ratelimit-limit': '20000', 'x-ratelimit-remaining': '19999', 'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 86_400) }),
    )
  }
  await server.start()
})
afterAll(() => server.stop())
beforeEach(() => server.reset())

function pexels() {
  return createPexelsClient({ baseUrl: `${server.url}/v1`, apiKey: 'real-responses-key', retry: { limit: 0 }, budget: createPexelsRateBudget() })
}

function expectCard(item: MediaItem | undefined, record: Json, body: string): void {
  const where = `${body}: ${String(record.id)}`
  expect(item, `${where}: no card`).toBeDefined()
  const card = parsePexelsCard(item)
  const src = record.src as Json
  expect(card, where).toMatchObject({
    id: String(record.id),
    width: record.width,
    height: record.height,
    resolution: `${String(record.width)}x${String(record.height)}`,
    aspectRatio: aspectRatio(record.width as number, record.height as number),
    fullUrl: src.original,
    thumbUrl: src.medium,
    previewUrl: src.large2x,
    pageUrl: record.url,
    author: { name: record.photographer, url: record.photographer_url },
    credit: `Photo by ${String(record.photographer)} on Pexels`,
    mediaType: 'image',
    nsfw: false,
    sizeKnown: true,
  })
  expect(card.title, where).not.toMatch(/[\r\n]/)
  expect(card.title, where).not.toBe('')
  if (typeof record.alt === 'string' && record.alt !== '') expect(card.title, where).toBe(record.alt)
  expect(card.color, where).toBe(typeof record.avg_color === 'string' ? record.avg_color.toLowerCase() : null)
  for (const link of [card.thumbUrl, card.previewUrl, card.fullUrl, card.pageUrl]) expect(link, where).not.toContain('&amp;')
}

async function throughPage(kind: 'pexels-search' | 'pexels-curated', text: string, body: string): Promise<void> {
  const parsed = JSON.parse(text) as { photos: Json[]; next_page?: string; total_results?: number }
  current = text
  const page = await pexels().search(createPexelsSearchParams(kind === 'pexels-search' ? { query: 'real' } : {}))
  expect(server.requests[0]?.path, body).toBe(kind === 'pexels-search' ? '/v1/search' : '/v1/curated')
  // A real record is never skipped: nothing of a real page may go missing.
  expect(page.skipped, body).toBe(0)
  expect(page.items.map((item) => item.id), body).toEqual(parsed.photos.map((photo) => String(photo.id)))
  parsed.photos.forEach((record, index) => expectCard(page.items[index], record, body))
  expect(page.next === null, `${body}: the last page is the one without next_page`).toBe(parsed.next_page === undefined)
  expect(page.total, body).toBe(parsed.total_results ?? null)
}

async function throughPhoto(text: string, body: string): Promise<void> {
  const record = JSON.parse(text) as Json
  current = text
  const { item } = await pexels().photo(String(record.id))
  expect(server.requests[0]?.path, body).toBe(`/v1/photos/${String(record.id)}`)
  expectCard(item, record, body)
}

function throughClient(kind: Kind, text: string, body: string): Promise<void> {
  return kind === 'pexels-photo' ? throughPhoto(text, body) : throughPage(kind, text, body)
}

const absentHere = realdataAbsentHere('pexels', 'Pexels')

describe.skipIf(absentHere)('real Pexels response bodies', () => {
  it('are all here, as INDEX.md counts them, each with a client path', () => {
    expect(existsSync(FOLDER), `The real Pexels bodies are not at ${FOLDER}.`).toBe(true)
    const index = readFileSync(path.join(REALDATA_DIR, 'INDEX.md'), 'utf8')
    const counted = Number(/^## pexels \((\d+)\)/m.exec(index)?.[1])
    expect(BODIES.length, `pexels bodies in ${FOLDER}, as INDEX.md counts them`).toBe(counted)
    for (const body of BODIES) expect(KINDS as readonly string[], `${body.name}: kind ${body.kind} has no client path`).toContain(body.kind)
  })

  it.each(BODIES.map((body) => [body.name, body.kind, body] as const))('%s (%s) goes through its client path', async (name, kind, body) => {
    await throughClient(kind as Kind, body.text, name)
    expect(server.requests).toHaveLength(1)
  })
})
