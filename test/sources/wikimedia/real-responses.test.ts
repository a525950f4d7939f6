// Every real Wikimedia answer in ../shared/realdata/wikimedia (kept by public client projects;
// each .src.txt says where from) goes through the client path its `kind` names, against a loopback
// server that serves the body as it is, and every card made is checked by MediaItemSchema:
// - wikipedia-potd-template: the first answer of a search (the day's template page and its files);
//   the second answer is the real imageinfo body of the same file where the folder has one.
// - commons-imageinfo: the second answer of a search, after a first answer naming its file. These
//   bodies asked for extmetadata alone (no URL, no size), so the client counts the file as one it
//   cannot make a card of; their licence metadata is read as a card would read it.
// - wikimedia-featured: Wikipedia's feed, which the client does not ask (it asks Commons' own API):
//   read by its schema and mapped to the card of the file it names.
// In a clone without the folder the bodies are skipped, said in one line; under CI=true that fails.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { NotFoundError } from '../../../src/main/core/errors/errors'
import { createRateLimiter } from '../../../src/main/core/http/rate-limiter'
import { MediaItemSchema } from '../../../src/shared/media'
import { wikimediaAttribution } from '../../../src/sources/wikimedia/attribution'
import { createWikimediaClient } from '../../../src/sources/wikimedia/client'
import { createWikimediaSearchParams } from '../../../src/sources/wikimedia/params'
import { WikimediaFeaturedFeedSchema, WikimediaFileResponseSchema, type WikimediaFeaturedImage } from '../../../src/sources/wikimedia/records'
import { featuredImageToMediaItem } from '../../../src/sources/wikimedia/to-media-item'
import { FakeServer } from '../../fakes/fake-server'
import { REALDATA_DIR, realBodies, realdataAbsentHere, realdataFolder, type RealBody } from '../support/real-bodies'

const FOLDER = realdataFolder('wikimedia')
const KINDS = ['wikipedia-potd-template', 'commons-imageinfo', 'wikimedia-featured'] as const

const BODIES = realBodies('wikimedia')
type Json = { query?: { pages?: { title: string; images?: { title: string }[] }[] } }

/** The real imageinfo body of a file, where the folder has one. */
function imageinfoBodyOf(fileTitle: string): string | undefined {
  return BODIES.find((body) => body.kind === 'commons-imageinfo' && (JSON.parse(body.text) as Json).query?.pages?.[0]?.title === fileTitle)?.text
}

/** A first answer naming one file for `day`: what routes a search to a real imageinfo body. */
function templateNaming(day: string, fileTitle: string): string {
  return JSON.stringify({ batchcomplete: true, query: { pages: [{ pageid: 1, ns: 10, title: `Template:Potd/${day}`, images: [{ ns: 6, title: fileTitle }] }] } })
}

const NO_FILES = JSON.stringify({ batchcomplete: true, query: { pages: [] } })

const server = new FakeServer('wikimedia real responses')
const answers = { images: '', imageinfo: '' }

beforeAll(async () => {
  server.route('GET', '/w/api.php', (request, respond) => {
    const prop = request.query.get('prop')
    respond.text(200, prop === 'images' ? answers.images : answers.imageinfo, 'application/json; charset=utf-8')
  })
  await server.start()
})
afterAll(() => server.stop())
beforeEach(() => server.reset())

const client = () => createWikimediaClient({ baseUrl: `${server.url}/w/api.php`, retry: { limit: 0 } }, createRateLimiter({ limit: 1_000, intervalMs: 60_000 }))

/** The file the second request asked for. */
function askedFiles(): string[] {
  return (server.requests.find((request) => request.query.get('prop') === 'imageinfo')?.query.get('titles') ?? '').split('|').filter(Boolean)
}

async function throughClient(body: RealBody): Promise<void> {
  const parsed = JSON.parse(body.text) as Json
  switch (body.kind) {
    case 'wikipedia-potd-template': {
      const page = parsed.query?.pages?.[0] as { title: string; images?: { title: string }[] }
      const day = /(\d{4}-\d{2}-\d{2})$/.exec(page.title)?.[1] as string
      answers.images = body.text
      const first = page.images?.[0]?.title
      answers.imageinfo = (first && imageinfoBodyOf(first)) ?? NO_FILES
      const search = client().search(createWikimediaSearchParams({ date: day }))
      if (first === undefined) {
        const error = await search.then(() => undefined, (caught: unknown) => caught)
        expect(error, body.name).toBeInstanceOf(NotFoundError)
        expect((error as Error).message).toBe(`Wikimedia Commons has no picture of the day for ${day} yet.`)
        return
      }
      const result = await search
      // A day with several files shows its first, as listed.
      expect(askedFiles(), body.name).toEqual([first])
      for (const item of result.items) expect(MediaItemSchema.parse(item)).toEqual(item)
      // The real imageinfo bodies carry no URL or size: the file is counted, never made up.
      expect(result.items.length + result.skipped, body.name).toBe(1)
      return
    }
    case 'commons-imageinfo': {
      const fileTitle = parsed.query?.pages?.[0]?.title as string
      answers.images = templateNaming('2024-06-06', fileTitle)
      answers.imageinfo = body.text
      const result = await client().search(createWikimediaSearchParams({ date: '2024-06-06' }))
      expect(askedFiles(), body.name).toEqual([fileTitle])
      expect(result, body.name).toMatchObject({ items: [], skipped: 1 })
      // What a card would carry of it: plain text, an http(s) licence link, a credit where asked.
      const record = WikimediaFileResponseSchema.parse(parsed).pages[0]
      const attribution = wikimediaAttribution(record?.imageinfo?.extmetadata as never)
      expect(attribution.author?.name, body.name).toBeTruthy()
      expect(attribution.licence?.name, body.name).toBeTruthy()
      for (const text of [attribution.author?.name, attribution.licence?.name, attribution.credit ?? '']) expect(text, body.name).not.toMatch(/[<>]|&amp;|\n/)
      if (attribution.licence?.url) expect(['http:', 'https:']).toContain(new URL(attribution.licence.url).protocol)
      const required = /"AttributionRequired"\s*:\s*\{\s*"value"\s*:\s*"true"/.test(body.text)
      expect(attribution.credit === null, body.name).toBe(!required)
      return
    }
    case 'wikimedia-featured': {
      const image = WikimediaFeaturedFeedSchema.parse(parsed)
      expect(image, body.name).not.toBeNull()
      const card = featuredImageToMediaItem(image as WikimediaFeaturedImage)
      expect(MediaItemSchema.parse(card)).toEqual(card)
      expect(card.fullUrl).toBe((parsed as { image: { image: { source: string } } }).image.image.source)
      return
    }
    default:
      throw new Error(`${body.name}: kind ${body.kind} has no client path`)
  }
}

const absentHere = realdataAbsentHere('wikimedia', 'Wikimedia')

describe.skipIf(absentHere)('real Wikimedia answers', () => {
  it('are where they are looked for, as INDEX.md counts them, each of a kind with a client path', () => {
    expect(existsSync(FOLDER), `The real bodies are not at ${FOLDER}: put the shared realdata folder beside the repository or name it in TAPESTRY_REALDATA_DIR.`).toBe(true)
    const counted = Number(/^## wikimedia \((\d+)\)/m.exec(readFileSync(path.join(REALDATA_DIR, 'INDEX.md'), 'utf8'))?.[1])
    expect(BODIES.length).toBe(counted)
    for (const body of BODIES) expect(KINDS, `${body.name}: kind ${body.kind}`).toContain(body.kind)
  })

  it.each(BODIES.map((body) => [body.name, body.kind, body] as const))('%s (%s) goes through its client path', async (_name, _kind, body) => {
    await throughClient(body)
  })
})
