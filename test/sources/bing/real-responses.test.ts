// Every real Bing answer in ../shared/realdata/bing (kept by public client projects; each .src.txt
// says where from) goes through the client path its `kind` names: the Bing client against a
// loopback server that serves the body as it is, then MediaItemSchema on every card. The folder is
// read where it lies (TAPESTRY_REALDATA_DIR points elsewhere); in a clone without it the bodies are
// skipped, said in one line, and under CI (CI=true) a missing folder fails.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createRateLimiter } from '../../../src/main/core/http/rate-limiter'
import { MediaItemSchema, UNKNOWN_SIZE } from '../../../src/shared/media'
import { createBingClient } from '../../../src/sources/bing/client'
import { createBingSearchParams } from '../../../src/sources/bing/params'
import { FakeServer } from '../../fakes/fake-server'
import { REALDATA_DIR, realBodies, realdataAbsentHere, realdataFolder } from '../support/real-bodies'

const FOLDER = realdataFolder('bing')
const KINDS = ['bing-archive'] as const

const BODIES = realBodies('bing')
const server = new FakeServer('bing real responses')
let current = ''

beforeAll(async () => {
  server.route('GET', '/HPImageArchive.aspx', (_request, respond) => respond.text(200, current, 'application/json; charset=utf-8'))
  await server.start()
})
afterAll(() => server.stop())
beforeEach(() => server.reset())

interface RealImage {
  urlbase: string
  url: string
  copyright: string
  copyrightlink: string
  title?: string
  wp: boolean
}

const absentHere = realdataAbsentHere('bing', 'Bing')

describe.skipIf(absentHere)('real Bing answers', () => {
  it('are where they are looked for, as INDEX.md counts them, each of a kind the client reads', () => {
    expect(existsSync(FOLDER), `The real bodies are not at ${FOLDER}: put the shared realdata folder beside the repository or name it in TAPESTRY_REALDATA_DIR.`).toBe(true)
    const counted = Number(/^## bing \((\d+)\)/m.exec(readFileSync(path.join(REALDATA_DIR, 'INDEX.md'), 'utf8'))?.[1])
    expect(BODIES.length).toBe(counted)
    for (const body of BODIES) expect(KINDS, `${body.name}: kind ${body.kind}`).toContain(body.kind)
  })

  it.each(BODIES.map((body) => [body.name, body] as const))('%s goes through the client and makes a card of every picture', async (name, body) => {
    current = body.text
    const client = createBingClient({ baseUrl: server.url, retry: { limit: 0 } }, createRateLimiter({ limit: 1_000, intervalMs: 60_000 }))
    const page = await client.search(createBingSearchParams())
    expect(server.count('/HPImageArchive.aspx')).toBe(1)
    const images = (JSON.parse(body.text) as { images: RealImage[] }).images
    // A real picture is never skipped, and every one of them is offered as a wallpaper.
    expect(page.skipped, name).toBe(0)
    expect(page.items, name).toHaveLength(images.filter((image) => image.wp).length)
    page.items.forEach((item, index) => {
      const image = images[index] as RealImage
      const where = `${name}: ${item.id}`
      expect(MediaItemSchema.parse(item), where).toEqual(item)
      expect(image.urlbase.endsWith(item.id), where).toBe(true)
      expect(item.credit, where).toBe(image.copyright.replace(/\s+/g, ' '))
      expect(item.title, where).not.toMatch(/^(Info)?$/)
      expect(item.title, where).not.toMatch(/[\r\n]/)
      for (const link of [item.thumbUrl, item.previewUrl, item.fullUrl, item.pageUrl ?? '']) expect(['http:', 'https:'], `${where} ${link}`).toContain(new URL(link).protocol)
      if (image.urlbase.startsWith('/az/hprichbg/')) {
        // Before 2019: no UHD rendition; the listed 1920×1080 file is the largest.
        expect(item, where).toMatchObject({ fullUrl: `${server.url}${image.url}`, width: 1920, height: 1080, sizeKnown: true })
      } else {
        expect(item, where).toMatchObject({ fullUrl: `${server.url}${image.urlbase}_UHD.jpg`, ...UNKNOWN_SIZE })
      }
      if (/^https?:\/\//.test(image.copyrightlink)) expect(item.pageUrl, where).toBe(image.copyrightlink)
      else expect(item.pageUrl?.startsWith(`${server.url}/search?`), where).toBe(true)
    })
  })
})
