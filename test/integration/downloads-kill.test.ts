// A process killed mid-download (SIGKILL: no exception handler, no cleanup runs) leaves only its
// hidden .part file, never a file under a final name; cleanLeftovers at the next start removes it.
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cleanLeftovers } from '../../src/main/core/downloads/downloads'
import { FakeServer } from '../fakes/fake-server'
import { imageBytes } from '../fakes/images'
import { bundleChild, runChild, type ChildBundle } from '../support/kill-child'

const JPEG = imageBytes('jpg', 640, 400)
const server = new FakeServer('slow image host')
// Drips the image so slowly that the child is still downloading when it is killed.
server.route('GET', '/drip/:name', async (_request, respond) => {
  const res = respond.raw
  res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(JPEG.length) })
  for (let offset = 0; offset < JPEG.length && !res.destroyed; offset += 512) {
    res.write(JPEG.subarray(offset, offset + 512))
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  res.end()
})

const downloadsModule = path.resolve(import.meta.dirname, '../../src/main/core/downloads/downloads.ts')
const CHILD = `
import { createDownloader } from ${JSON.stringify(downloadsModule)}
const [libraryDir, url] = process.argv.slice(2)
const downloader = createDownloader({ libraryDir, timeoutMs: 5000 })
const item = {
  source: 'wallhaven', id: 'killed1', title: 'Killed', width: 640, height: 400, resolution: '640x400',
  aspectRatio: 1.6, thumbUrl: url, previewUrl: url, fullUrl: url, pageUrl: 'https://wallhaven.cc/w/killed1',
  author: null, nsfw: false, mediaType: 'image', color: null, blurHash: null, fileSize: null, colors: [], tags: [],
}
downloader
  .download(item, { onProgress: (event) => { if (event.bytes > 0) console.log('progress ' + event.bytes) } })
  .then((result) => console.log('done ' + result.fileName), (error) => console.log('failed ' + error.message))
`

let bundle: ChildBundle
let libraryDir: string

beforeAll(async () => {
  await server.start()
  bundle = await bundleChild(CHILD)
  libraryDir = await mkdtemp(path.join(tmpdir(), 'tapestry-kill-'))
})
afterAll(async () => {
  await server.stop()
  await bundle?.dispose()
  if (libraryDir) await rm(libraryDir, { recursive: true, force: true })
})

describe('a download killed mid-transfer', () => {
  it('leaves only a .part file, which cleanLeftovers removes', async () => {
    const running = runChild(bundle.file, [libraryDir, `${server.url}/drip/a.jpg`])
    try {
      await running.waitForLine(/^progress \d+/)
      // Progress is counted as bytes arrive; the temporary file they go to opens alongside (under a
      // loaded machine, a moment later): the kill comes once it is on disk, mid-transfer.
      for (let i = 0; i < 100 && (await readdir(libraryDir)).length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50))
    } finally {
      await running.kill()
    }
    expect(running.child.signalCode).toBe('SIGKILL')

    const left = await readdir(libraryDir)
    // The child got as far as its temporary file, and no further.
    expect(left).toHaveLength(1)
    expect(left[0]).toMatch(/^\.\d+-[0-9a-f]+\.part$/)

    expect(await cleanLeftovers(libraryDir)).toBe(1)
    expect(await readdir(libraryDir)).toEqual([])
  })
})
