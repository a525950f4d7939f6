// A JPEG's size wherever its frame header lies: walked segment by segment from bytes in memory, from
// a stream in chunks of any size (a download), and from a file by seeking (set --file, a folder
// scan); and no size at all when the walk meets the image data first, goes on for ever, or is cut.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readPictureFacts } from '../../../src/main/core/downloads/picture-size'
import { JpegSizeReader, MAX_STEPS, jpegSizeOf } from '../../../src/main/core/downloads/jpeg-size'
import { openRegularFile } from '../../../src/main/core/downloads/regular-file'
import { makeJpeg } from '../../fakes/images'
import { jpegWithLateSize, jpegWithoutSize } from '../../reliability/support/hostile-pictures'

let folder = ''
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'tapestry-jpeg-size-'))
})
afterAll(() => rm(folder, { recursive: true, force: true }))

function streamed(bytes: Buffer, chunk: number) {
  const reader = new JpegSizeReader()
  for (let at = 0; at < bytes.length && !reader.done; at += chunk) reader.feed(at, bytes.subarray(at, at + chunk))
  reader.end()
  return reader.size
}

/** A JPEG's SOI followed by `segments` and a frame header of `width` × `height`. */
function jpegOf(segments: Buffer[], width: number, height: number): Buffer {
  const frame = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1])
  return Buffer.concat([Buffer.from([0xff, 0xd8]), ...segments, frame, Buffer.from([0xff, 0xd9])])
}

function segment(marker: number, payload: number): Buffer {
  const bytes = Buffer.alloc(4 + payload)
  bytes.writeUInt16BE(0xff00 | marker, 0)
  bytes.writeUInt16BE(payload + 2, 2)
  return bytes
}

describe('a JPEG frame size', () => {
  it('is found past the first 256 KB, in memory, streamed in chunks of any size, and from a file by seeking', async () => {
    const late = await jpegWithLateSize(30_000, 30_000)
    expect(jpegSizeOf(late)).toEqual({ width: 30_000, height: 30_000 })
    for (const chunk of [1, 7, 4096, 65_536]) expect(streamed(late, chunk)).toEqual({ width: 30_000, height: 30_000 })
    const file = path.join(folder, 'late.jpg')
    await writeFile(file, late)
    const opened = await openRegularFile(file)
    try {
      expect(await readPictureFacts(opened)).toMatchObject({ kind: 'jpeg', size: { width: 30_000, height: 30_000 } })
    } finally {
      await opened.close()
    }
  })

  it('skips fill bytes and markers without a length, as real files have them', () => {
    // Two fill bytes before APP0, and a TEM marker (no length) after it.
    expect(jpegSizeOf(jpegOf([Buffer.from([0xff, 0xff]), segment(0xe0, 14), Buffer.from([0xff, 0x01])], 1920, 1080))).toEqual({ width: 1920, height: 1080 })
    expect(jpegSizeOf(makeJpeg(37, 21))).toEqual({ width: 37, height: 21 })
  })

  it('is unknown when the image data (or its end) comes first, a length is impossible, the walk never ends, or the file is cut', async () => {
    expect(jpegSizeOf(await jpegWithoutSize())).toBeNull()
    expect(jpegSizeOf(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull()
    expect(jpegSizeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01, 0xff, 0xc0]))).toBeNull()
    expect(jpegSizeOf(jpegOf(Array.from({ length: MAX_STEPS + 1 }, () => segment(0xfe, 0)), 640, 400))).toBeNull()
    expect(jpegSizeOf(jpegOf(Array.from({ length: MAX_STEPS - 1 }, () => segment(0xfe, 0)), 640, 400))).toEqual({ width: 640, height: 400 })
    const late = await jpegWithLateSize()
    expect(jpegSizeOf(late.subarray(0, 256 * 1024))).toBeNull()
    expect(streamed(late.subarray(0, late.length - 700), 4096)).toBeNull()
  })

  it('says how a file is read: a handful of reads, whatever the segments before the frame header weigh', async () => {
    const file = path.join(folder, 'counted.jpg')
    await writeFile(file, await jpegWithLateSize(4_000, 3_000))
    const opened = await openRegularFile(file)
    const reads: number[] = []
    const read = opened.read.bind(opened)
    opened.read = (position, length) => {
      reads.push(length)
      return read(position, length)
    }
    try {
      expect((await readPictureFacts(opened)).size).toEqual({ width: 4_000, height: 3_000 })
    } finally {
      await opened.close()
    }
    // The first 16 KB, then a few bytes at each of the five 64 KB segments and at the frame header.
    expect(reads.length).toBeLessThanOrEqual(8)
    expect(reads.reduce((sum, length) => sum + length, 0)).toBeLessThan(48 * 1024)
  })
})
