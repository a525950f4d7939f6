// Fault matrix, download half: an image of each source meets every fault the fakes can make on the
// image host, once and lastingly. Each cell ends in a complete, checked file after a bounded retry or
// in the right typed error with a plain sentence; the library folder never holds a partial file (nor
// a leftover .part); no rejection goes unhandled; and the next download works.
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createDownloader, imageServerName, type DownloadTarget } from '../../src/main/core/downloads/downloads'
import { TapestryError } from '../../src/main/core/errors/errors'
import { LIBRARY_FILE_NAME } from '../../src/shared/library'
import type { MediaItem, MediaSource } from '../../src/shared/media'
import { FakeServer } from '../fakes/fake-server'
import { createImageHost } from '../fakes/image-host'
import { imageBytes } from '../fakes/images'
import { bareItem } from '../support/media-item'
import { FAULT_CASES, MATRIX_RETRY, MATRIX_RETRY_LIMIT, MATRIX_TIMEOUT_MS, type FaultCase } from './support/fault-cases'
import { expectPlainSentence } from './support/plain-message'
import { watchUnhandledRejections, type RejectionWatch } from './support/unhandled-rejections'

const imageHost = createImageHost()
/** Breaks a real JPEG off half way: the reset a download meets in the wild (the fake's is JSON). */
const brokenHost = new FakeServer('broken image host')
const JPEG = imageBytes('jpg', 640, 400)
brokenHost.route('GET', '/half/:name', async (_request, respond) => {
  const res = respond.raw
  res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(JPEG.length) })
  res.write(JPEG.subarray(0, JPEG.length >> 1))
  await new Promise((resolve) => setImmediate(resolve))
  res.socket?.destroy()
})

let root: string
let libraryDir: string
let rejections: RejectionWatch
let serial = 0

beforeAll(async () => {
  rejections = watchUnhandledRejections()
  await Promise.all([imageHost.start(), brokenHost.start()])
  root = await mkdtemp(path.join(tmpdir(), 'tapestry-fault-downloads-'))
})
afterAll(async () => {
  await Promise.all([imageHost.stop(), brokenHost.stop()])
  await rm(root, { recursive: true, force: true })
  rejections.stop()
})
beforeEach(async () => {
  imageHost.reset()
  brokenHost.reset()
  libraryDir = await mkdtemp(path.join(root, 'library-'))
})
afterEach(async () => {
  expect(await rejections.settle()).toEqual([])
})

function downloader() {
  return createDownloader({ libraryDir, timeoutMs: MATRIX_TIMEOUT_MS, retry: MATRIX_RETRY })
}

/** A card of `source` whose full image is on the image host; each call a new id, so nothing is reused. */
function itemOf(source: MediaSource, fullUrl = `${imageHost.url}/img/640x400.jpg`): MediaItem {
  serial += 1
  // Unsplash's are raw URLs that the downloader sizes with imgix parameters.
  const full = source === 'unsplash' ? `${fullUrl}?ixid=matrix&ixlib=rb-4.0.3` : fullUrl
  return bareItem(`matrix${serial}`, fullUrl, { source, title: 'Fault matrix', fullUrl: full })
}

/** Unsplash images are sized for the display; the others are fetched as they are. */
const TARGET: DownloadTarget = { width: 320, height: 200 }

async function libraryFiles(): Promise<string[]> {
  return (await readdir(libraryDir)).sort()
}

async function attempt(source: MediaSource, item = itemOf(source)) {
  try {
    const result = await downloader().download(item, { target: source === 'unsplash' ? TARGET : undefined })
    return { ok: true as const, result }
  } catch (error) {
    return { ok: false as const, error }
  }
}

async function expectFailure(result: Awaited<ReturnType<typeof attempt>>, kind: string, source: MediaSource): Promise<void> {
  expect(result.ok).toBe(false)
  if (result.ok) return
  expect(result.error).toBeInstanceOf(TapestryError)
  const error = result.error as TapestryError
  expect(error.kind).toBe(kind)
  expectPlainSentence(error.message, { names: imageServerName(source) })
  // Nothing half-written, not even the temporary file.
  expect(await libraryFiles()).toEqual([])
}

async function expectOneCompleteFile(result: Awaited<ReturnType<typeof attempt>>): Promise<void> {
  expect(result).toMatchObject({ ok: true, result: { reused: false, format: 'jpeg' } })
  const files = await libraryFiles()
  expect(files).toHaveLength(1)
  expect(files[0]).toMatch(LIBRARY_FILE_NAME)
}

/** The fault is gone: the next download of a new item works. */
async function expectNextDownloadWorks(source: MediaSource): Promise<void> {
  imageHost.clearFaults()
  await rm(libraryDir, { recursive: true, force: true })
  await expectOneCompleteFile(await attempt(source))
}

const SOURCES: readonly MediaSource[] = ['wallhaven', 'unsplash', 'reddit']

describe.each(SOURCES)('a %s image', (source) => {
  it.each(FAULT_CASES)('meets $name once: a complete file after a retry, or the typed error and no file', async (fault: FaultCase) => {
    imageHost.fault(fault.transient, { times: 1, path: '/img' })
    const result = await attempt(source)
    const attempts = imageHost.count('/img')
    if (fault.download.retried) {
      await expectOneCompleteFile(result)
      expect(attempts).toBe(2)
    } else {
      await expectFailure(result, fault.download.kind, source)
      expect(attempts).toBe(1)
    }
    await expectNextDownloadWorks(source)
  })

  it.each(FAULT_CASES)('meets $name on every attempt: bounded tries, the typed error, no file', async (fault: FaultCase) => {
    imageHost.fault(fault.lasting, { times: 100, path: '/img' })
    const result = await attempt(source)
    await expectFailure(result, fault.download.kind, source)
    expect(imageHost.count('/img')).toBeLessThanOrEqual(1 + MATRIX_RETRY_LIMIT)
    await expectNextDownloadWorks(source)
  })

  it('meets a connection reset half way through the image: a network error, no file, and never a resumed body', async () => {
    const result = await attempt(source, itemOf(source, `${brokenHost.url}/half/a.jpg`))
    await expectFailure(result, 'network', source)
    expect(brokenHost.count('/half')).toBe(1)
    await expectNextDownloadWorks(source)
  })
})
