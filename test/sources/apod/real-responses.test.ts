// Every real NASA APOD body in ../shared/realdata/apod (kept by public client projects) goes through
// the client path its `.src.txt` names, against a loopback server that serves it as it is; every
// card must then be a valid MediaItem. The folder is read where it lies; TAPESTRY_REALDATA_DIR
// points elsewhere. Under CI (CI=true) a missing folder fails; in a clone without it the bodies are
// skipped, said in one line (as test/integration/real-responses.test.ts does).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { NotFoundError } from '../../../src/main/core/errors/errors'
import { MediaItemSchema, UNKNOWN_SIZE, type OnlineMediaItem } from '../../../src/shared/media'
import { createApodClient } from '../../../src/sources/apod/client'
import { createApodSearchParams } from '../../../src/sources/apod/params'
import { createApodRateBudget } from '../../../src/sources/apod/rate-budget'
import { apodPageUrl } from '../../../src/sources/apod/to-media-item'
import { FakeServer } from '../../fakes/fake-server'
import { REALDATA_DIR, realBodies, realdataAbsentHere, realdataFolder, type RealBody } from '../support/real-bodies'

const FOLDER = realdataFolder('apod')
const KINDS = ['apod-single', 'apod-list', 'apod-error'] as const

const BODIES = realBodies('apod')
const server = new FakeServer('apod real responses')
let current = { status: 200, text: '' }

beforeAll(async () => {
  server.route('GET', '/planetary/apod', (_request, respond) => respond.text(current.status, current.text, 'application/json'))
  await server.start()
})
afterAll(() => server.stop())
beforeEach(() => server.reset())

function client() {
  return createApodClient({ baseUrl: server.url, retry: { limit: 0 }, budget: createApodRateBudget('real-responses-key'), apiKey: 'real-responses-key' })
}

type Json = Record<string, unknown>

/** What a card must say of the day it was made from. */
function expectCard(day: Json, item: unknown, body: string): void {
  const where = `${body}: ${String(day.date)}`
  expect(MediaItemSchema.parse(item), where).toEqual(item)
  const card = item as OnlineMediaItem
  const copyright = typeof day.copyright === 'string' ? day.copyright.replace(/\s+/g, ' ').trim() : null
  expect(card, where).toMatchObject({ source: 'apod', id: day.date, pageUrl: apodPageUrl(day.date as string), nsfw: false, ...UNKNOWN_SIZE })
  expect(card.title, where).not.toMatch(/[\r\n]/)
  if (copyright) {
    expect(card.author, where).toEqual({ name: copyright, url: null })
    expect(card.licence, where).toBeNull()
  } else {
    expect(card.licence?.name, where).toBe('Public domain')
  }
  if (day.media_type === 'image') {
    expect(card.fullUrl, where).toBe(day.hdurl ?? day.url)
    expect(card.mediaType, where).not.toBe('video')
  } else {
    expect(card.mediaType, where).toBe('video')
  }
}

/** A day a grid can show: a picture, or a video with a still (NASA's, or YouTube's own). */
function hasPicture(day: Json): boolean {
  if (day.media_type === 'image') return true
  if (typeof day.thumbnail_url === 'string' && day.thumbnail_url !== '') return true
  return typeof day.url === 'string' && /youtube\.com\/embed\//.test(day.url)
}

async function throughClient(body: RealBody): Promise<void> {
  const parsed: unknown = JSON.parse(body.text)
  if (body.kind === 'apod-error') {
    // The service's own error shape, answered with HTTP 400 (its .src.txt).
    current = { status: 400, text: body.text }
    const error = await client().search(createApodSearchParams({ date: '1995-06-16' })).then(
      () => undefined,
      (caught: unknown) => caught,
    )
    expect(error, body.name).toBeInstanceOf(NotFoundError)
    expect((error as Error).message).toMatch(/^NASA APOD has no picture for that day yet \(NASA says: Date must be between .+\)\.$/)
    return
  }
  current = { status: 200, text: body.text }
  const days = (Array.isArray(parsed) ? parsed : [parsed]) as Json[]
  // A list is read through `count` (kept in NASA's order); one day through `date`.
  const params = body.kind === 'apod-list' ? createApodSearchParams({ count: 50 }) : createApodSearchParams({ date: '2021-11-08' })
  const page = await client().search(params)
  // A real day is never skipped: nothing of a real page may go missing.
  expect(page.skipped, body.name).toBe(0)
  const shown = days.filter(hasPicture)
  expect(page.items.map((item) => item.id), body.name).toEqual(shown.map((day) => day.date))
  shown.forEach((day, index) => expectCard(day, page.items[index], body.name))
}

const absentHere = realdataAbsentHere('apod', 'APOD')

describe.skipIf(absentHere)('real NASA APOD bodies', () => {
  it('are where they are looked for, as INDEX.md counts them, each with a client path', () => {
    expect(existsSync(FOLDER), `The real APOD bodies are not at ${FOLDER}.`).toBe(true)
    const index = readFileSync(path.join(REALDATA_DIR, 'INDEX.md'), 'utf8')
    expect(BODIES.length).toBe(Number(/^## apod \((\d+)\)/m.exec(index)?.[1]))
    for (const body of BODIES) expect(KINDS as readonly string[], `${body.name}: kind ${body.kind}`).toContain(body.kind)
  })

  it.each(BODIES.map((body) => [body.name, body.kind, body] as const))('%s (%s) goes through the client', async (_name, _kind, body) => {
    await throughClient(body)
    expect(server.requests).toHaveLength(1)
  })
})
