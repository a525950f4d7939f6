import { spawn } from 'node:child_process'
import { mkdtemp, readFile, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { TapestryError, ValidationError } from '../../src/main/core/errors/errors'
import { cleanLeftovers, createDownloader, type DownloaderOptions, type DownloadProgress } from '../../src/main/core/downloads/downloads'
import { LIBRARY_FILE_NAME } from '../../src/main/core/downloads/file-name'
import type { OnlineMediaItem } from '../../src/shared/media'
import { createImageHost } from '../fakes/image-host'
import { imageBytes } from '../fakes/images'

const host = createImageHost()
const JPEG = imageBytes('jpg', 640, 400)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// A body sent 1 KiB at a time, so a download can be caught half way.
host.route('GET', '/drip/:name', async (_request, respond) => {
  const res = respond.raw
  res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(JPEG.length) })
  for (let offset = 0; offset < JPEG.length && !res.destroyed; offset += 1024) {
    res.write(JPEG.subarray(offset, offset + 1024))
    await sleep(15)
  }
  res.end()
})
// Content-Length promises the whole image; half is sent and the connection closed cleanly.
host.route('GET', '/truncated/:name', (_request, respond) => {
  const res = respond.raw
  res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(JPEG.length) })
  res.write(JPEG.subarray(0, JPEG.length >> 1), () => res.socket?.end())
})
// Real image bytes, then the socket is destroyed mid-body.
host.route('GET', '/reset/:name', (_request, respond) => {
  const res = respond.raw
  res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(JPEG.length) })
  res.write(JPEG.subarray(0, 4096), () => setImmediate(() => res.socket?.destroy()))
})
// No Content-Length: the size cap has to be enforced while the bytes flow.
let chunkedSentAll = false
host.route('GET', '/chunked/:name', async (_request, respond) => {
  const res = respond.raw
  chunkedSentAll = false
  res.writeHead(200, { 'content-type': 'image/jpeg' })
  for (let offset = 0; offset < JPEG.length; offset += 1024) {
    if (res.destroyed) return
    res.write(JPEG.subarray(offset, offset + 1024))
    await sleep(10)
  }
  chunkedSentAll = true
  res.end()
})
host.route('GET', '/text/:name', (_request, respond) => respond.text(200, 'Hello, this is a plain text answer and not a picture.', 'image/jpeg'))
host.route('GET', '/moved/:name', (request, respond) => respond.redirect(302, `${request.origin}/img/640x400.jpg`))
host.route('GET', '/imgur/:name', (request, respond) => respond.redirect(302, `${request.origin}/img/removed.png`))

let libraryDir: string

beforeAll(async () => {
  await host.start()
})
afterAll(async () => {
  await host.stop()
})
beforeEach(async () => {
  host.reset()
  libraryDir = await mkdtemp(path.join(tmpdir(), 'tapestry-downloads-'))
})
afterEach(async () => {
  await rm(libraryDir, { recursive: true, force: true })
})

function downloader(overrides: Partial<DownloaderOptions> = {}) {
  return createDownloader({ libraryDir, timeoutMs: 1_000, retry: { limit: 2, backoffLimitMs: 20, maxRetryAfterMs: 2_000 }, ...overrides })
}

function item(overrides: Partial<OnlineMediaItem> = {}): OnlineMediaItem {
  return {
    source: 'wallhaven',
    id: 'abc123',
    title: 'Mountains',
    width: 640,
    height: 400,
    resolution: '640x400',
    aspectRatio: 1.6,
    thumbUrl: 'https://th.wallhaven.cc/orig/ab/abc123.jpg',
    previewUrl: 'https://th.wallhaven.cc/lg/ab/abc123.jpg',
    fullUrl: `${host.url}/img/640x400.jpg`,
    pageUrl: 'https://wallhaven.cc/w/abc123',
    author: null,
    nsfw: false,
    mediaType: 'image',
    color: null,
    blurHash: null,
    fileSize: null,
    colors: [],
    tags: [],
    sizeKnown: true,
    purity: null,
    spoiler: false,
    community: null,
    licence: null,
    credit: null,
    sponsored: false,
    ...overrides,
  }
}

async function failure(promise: Promise<unknown>): Promise<TapestryError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(TapestryError)
  const typed = error as TapestryError
  expect(typed.message).not.toMatch(/\n\s+at /)
  expect(typed.message).not.toContain(libraryDir)
  return typed
}

const files = () => readdir(libraryDir)

describe('downloads', () => {
  it('stores the complete image under a safe name with the detected format', async () => {
    const progress: DownloadProgress[] = []
    const result = await downloader().download(item(), { onProgress: (event) => progress.push(event) })
    expect(result.format).toBe('jpeg')
    expect(result.reused).toBe(false)
    expect(result.fileName).toMatch(LIBRARY_FILE_NAME)
    expect(result.fileName).toMatch(/^wallhaven-abc123-[0-9a-f]{16}\.jpg$/)
    expect(path.dirname(result.path)).toBe(path.resolve(libraryDir))
    expect(await readFile(result.path)).toEqual(JPEG)
    expect(result.bytes).toBe(JPEG.length)
    expect([result.width, result.height]).toEqual([640, 400])
    expect(await files()).toEqual([result.fileName])
    expect(progress[0]).toEqual({ bytes: 0, total: JPEG.length, percent: 0 })
    expect(progress.at(-1)).toEqual({ bytes: JPEG.length, total: JPEG.length, percent: 100 })
    expect(host.requests[0]?.headers['user-agent']).toMatch(/^desktop:tapestry:/)
  })

  it('names a PNG .png, whatever the URL says', async () => {
    const result = await downloader().download(item({ id: 'png1', fullUrl: `${host.url}/img/320x200.png?fm=png` }))
    expect(result.format).toBe('png')
    expect(result.fileName).toMatch(/\.png$/)
    expect(await readFile(result.path)).toEqual(imageBytes('png', 320, 200))
    expect([result.width, result.height]).toEqual([320, 200])
  })

  it('sizes Unsplash images for the display, keeping ixid and forcing JPEG', async () => {
    const unsplash = item({
      source: 'unsplash',
      id: 'Dwu85P9SOIk',
      width: 4000,
      height: 3000,
      fullUrl: `${host.url}/img/photo-1?ixid=M3wxMjA3fDB8MXxhbGx8&ixlib=rb-4.0.3`,
      pageUrl: 'https://unsplash.com/photos/Dwu85P9SOIk?utm_source=tapestry&utm_medium=referral',
    })
    const result = await downloader().download(unsplash, { target: { width: 800, height: 600 } })
    const sent = host.requests[0]
    expect(sent?.query.get('ixid')).toBe('M3wxMjA3fDB8MXxhbGx8')
    expect(Object.fromEntries(sent?.query ?? [])).toMatchObject({ w: '800', h: '600', fit: 'crop', crop: 'entropy', q: '85', fm: 'jpg' })
    expect(await readFile(result.path)).toEqual(imageBytes('jpg', 800, 600))
    expect(result.fileName).toMatch(/^unsplash-Dwu85P9SOIk-800x600-cover-[0-9a-f]{16}\.jpg$/)
  })

  it('never asks Unsplash to upscale a photo smaller than the display', async () => {
    const small = item({ source: 'unsplash', id: 'small1', width: 640, height: 480, fullUrl: `${host.url}/img/photo-2?ixid=x` })
    await downloader().download(small, { target: { width: 1920, height: 1080 } })
    expect(host.requests[0]?.query.get('w')).toBe('640')
    expect(host.requests[0]?.query.get('h')).toBe('360')
  })

  it('follows an image host redirect', async () => {
    const result = await downloader().download(item({ id: 'moved', fullUrl: `${host.url}/moved/x.jpg` }))
    expect(await readFile(result.path)).toEqual(JPEG)
  })

  it('treats a redirect to a "removed" picture as not found', async () => {
    const error = await failure(downloader().download(item({ id: 'gone', fullUrl: `${host.url}/imgur/abc.jpg` })))
    expect(error.kind).toBe('not_found')
    expect(await files()).toEqual([])
  })

  it('refuses a web page sent for an image and leaves no file', async () => {
    host.fault({ kind: 'html-for-image' })
    const error = await failure(downloader().download(item()))
    expect(error.kind).toBe('upstream')
    expect(error.message).toBe("Wallhaven's image server sent a web page instead of an image.")
    expect(await files()).toEqual([])
  })

  it('refuses bytes that are not an image, whatever the Content-Type says', async () => {
    const error = await failure(downloader().download(item({ fullUrl: `${host.url}/text/a.jpg` })))
    expect(error.kind).toBe('upstream')
    expect(error.message).toBe("Wallhaven's image server sent something that is not an image.")
    expect(await files()).toEqual([])
  })

  it('leaves no file when the body is shorter than Content-Length', async () => {
    const error = await failure(downloader().download(item({ fullUrl: `${host.url}/truncated/a.jpg` })))
    expect(error.kind).toBe('network')
    expect(await files()).toEqual([])
  })

  it('leaves no file when the connection is reset mid-body, and does not retry after the first byte', async () => {
    const error = await failure(downloader().download(item({ fullUrl: `${host.url}/reset/a.jpg` })))
    expect(error.kind).toBe('network')
    expect(host.count('/reset')).toBe(1)
    expect(await files()).toEqual([])
  })

  it("leaves no file after the fake server's reset-mid-body fault", async () => {
    host.fault({ kind: 'reset-mid-body' }, { times: 5 })
    const error = await failure(downloader().download(item()))
    expect(['network', 'upstream']).toContain(error.kind)
    expect(await files()).toEqual([])
  })

  it('refuses an image over the size cap from its Content-Length, before reading it', async () => {
    const error = await failure(downloader({ maxBytes: 1_000 }).download(item()))
    expect(error.kind).toBe('upstream')
    expect(error.message).toMatch(/larger than the .* limit/)
    expect(await files()).toEqual([])
  })

  it('stops a body without Content-Length at the size cap and aborts the transfer', async () => {
    const error = await failure(downloader({ maxBytes: 3_000 }).download(item({ fullUrl: `${host.url}/chunked/a.jpg` })))
    expect(error.message).toMatch(/larger than the .* limit/)
    expect(await files()).toEqual([])
    await sleep(150)
    expect(chunkedSentAll).toBe(false)
  })

  it('retries a 503 before the first byte, then succeeds', async () => {
    host.fault({ kind: 'status', status: 503 }, { times: 1 })
    const result = await downloader().download(item())
    expect(await readFile(result.path)).toEqual(JPEG)
    expect(host.count('/img')).toBe(2)
  })

  it('gives typed errors for HTTP failures', async () => {
    host.fault({ kind: 'status', status: 404, body: 'Not Found' })
    expect((await failure(downloader().download(item()))).kind).toBe('not_found')
    host.fault({ kind: 'status', status: 403, body: 'Forbidden' })
    const refused = await failure(downloader().download(item()))
    expect(refused.kind).toBe('upstream')
    expect(refused.message).toBe("Wallhaven's image server refused to send the image (HTTP 403).")
    host.fault({ kind: 'status', status: 429, headers: { 'retry-after': '120' } })
    expect((await failure(downloader().download(item()))).kind).toBe('rate_limited')
    expect(await files()).toEqual([])
  })

  it('gives a network error when the server cannot be reached', async () => {
    const error = await failure(downloader({ retry: { limit: 0 } }).download(item({ fullUrl: 'http://127.0.0.1:1/img/a.jpg' })))
    expect(error.kind).toBe('network')
  })

  it('cancels through the AbortSignal and leaves nothing behind', async () => {
    const controller = new AbortController()
    const pending = downloader().download(item({ fullUrl: `${host.url}/drip/a.jpg` }), {
      signal: controller.signal,
      onProgress: (event) => {
        if (event.bytes > 2048) controller.abort()
      },
    })
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    expect(await files()).toEqual([])
  })

  it('shares one transfer between concurrent requests for the same item', async () => {
    const d = downloader()
    const slow = item({ id: 'shared', fullUrl: `${host.url}/drip/a.jpg` })
    const [first, second] = await Promise.all([d.download(slow), d.download(slow)])
    expect(host.count('/drip')).toBe(1)
    expect(second.path).toBe(first.path)
    expect(await readFile(first.path)).toEqual(JPEG)
    expect(await files()).toEqual([first.fileName])
  })

  it('keeps the shared transfer going when only one of its callers cancels', async () => {
    const d = downloader()
    const slow = item({ id: 'half', fullUrl: `${host.url}/drip/a.jpg` })
    const controller = new AbortController()
    const cancelled = d.download(slow, { signal: controller.signal })
    const kept = d.download(slow)
    setTimeout(() => controller.abort(), 50)
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' })
    const result = await kept
    expect(await readFile(result.path)).toEqual(JPEG)
    expect(host.count('/drip')).toBe(1)
  })

  it('reuses the library copy for the same item, and fetches again if it was deleted', async () => {
    const d = downloader()
    const first = await d.download(item())
    const again = await d.download(item())
    expect(again).toMatchObject({ path: first.path, reused: true, bytes: JPEG.length, format: 'jpeg' })
    expect(host.count('/img')).toBe(1)
    await rm(first.path)
    const third = await d.download(item())
    expect(third.reused).toBe(false)
    expect(host.count('/img')).toBe(2)
  })

  it('gives different images different file names', async () => {
    const d = downloader()
    const a = await d.download(item({ id: 'one' }))
    const b = await d.download(item({ id: 'two' }))
    const c = await d.download(item({ id: 'one', source: 'reddit' }))
    expect(new Set([a.fileName, b.fileName, c.fileName]).size).toBe(3)
  })

  it('keeps hostile ids inside the library folder', async () => {
    const d = downloader()
    const hostile = ['../../etc/passwd', '..', '.', 'a/b\\c', 'nul\u0000byte', '\u202Egpj.exe', 'C:\\Windows\\x', 'x'.repeat(128), '🙂/../🙂']
    const names = new Set<string>()
    for (const id of hostile) {
      const result = await d.download(item({ id }))
      expect(path.dirname(result.path)).toBe(path.resolve(libraryDir))
      expect(result.fileName).toMatch(LIBRARY_FILE_NAME)
      names.add(result.fileName)
    }
    expect(names.size).toBe(hostile.length)
    expect((await files()).sort()).toEqual([...names].sort())
  })

  it('refuses ids too long for a card and non-http URLs before sending anything', async () => {
    const d = downloader()
    // A video item is downloaded now, when its bytes are a video (test/integration/video-downloads.test.ts).
    await expect(d.download(item({ id: 'x'.repeat(4000) }))).rejects.toBeInstanceOf(ValidationError)
    await expect(d.download(item({ fullUrl: 'file:///etc/passwd' }))).rejects.toBeInstanceOf(ValidationError)
    await expect(d.download(item(), { target: { width: 0, height: 10 } })).rejects.toBeInstanceOf(ValidationError)
    expect(host.requests).toHaveLength(0)
  })

  it('cleanLeftovers removes unfinished downloads and nothing else', async () => {
    const kept = await downloader().download(item())
    await writeFile(path.join(libraryDir, '.0123abcd.part'), 'half')
    await writeFile(path.join(libraryDir, '.ffff.part'), '')
    expect(await cleanLeftovers(libraryDir)).toBe(2)
    expect(await files()).toEqual([kept.fileName])
    expect(await cleanLeftovers(path.join(libraryDir, 'missing'))).toBe(0)
  })

  it('cleanLeftovers leaves the downloads of live processes alone, and theirs only while they grow', async () => {
    // Another process sharing the library folder (the app while `tapestry next` runs from cron).
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'])
    try {
      const live = `.${other.pid}-0123abcd.part`
      const stalled = `.${other.pid}-4567cdef.part`
      const gone = `.${2 ** 22 + 17}-89abcdef.part`
      const mine = `.${process.pid}-01234567.part`
      for (const name of [live, stalled, gone, mine]) await writeFile(path.join(libraryDir, name), 'half')
      const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000)
      await utimes(path.join(libraryDir, stalled), twoHoursAgo, twoHoursAgo)
      expect(await cleanLeftovers(libraryDir)).toBe(2)
      expect((await files()).sort()).toEqual([live, mine].sort())
    } finally {
      other.kill()
    }
  })

  it('creates a missing library folder', async () => {
    const nested = path.join(libraryDir, 'a', 'b')
    const result = await downloader({ libraryDir: nested }).download(item())
    expect(path.dirname(result.path)).toBe(nested)
  })

  it('reports a folder it cannot write to as a filesystem error', async () => {
    const blocker = path.join(libraryDir, 'not-a-folder')
    await writeFile(blocker, 'x')
    const error = await failure(downloader({ libraryDir: path.join(blocker, 'library') }).download(item()))
    expect(error.kind).toBe('filesystem')
    expect(error.message).not.toContain(blocker)
  })
})
