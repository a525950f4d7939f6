// FlushBehind: flushes the file being written every so many bytes, one flush at a time, on the
// file's own descriptor, and does not let the pipeline finish while a flush is running.
import type * as nodeFs from 'node:fs'
import { createWriteStream } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const flushes = vi.hoisted(() => ({ calls: [] as { fd: number; at: number }[], delayMs: 0, running: 0, mostAtOnce: 0, finished: 0 }))

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof nodeFs>()
  return {
    ...fs,
    fdatasync: (fd: number, callback: (error: NodeJS.ErrnoException | null) => void) => {
      flushes.calls.push({ fd, at: Date.now() })
      flushes.running += 1
      flushes.mostAtOnce = Math.max(flushes.mostAtOnce, flushes.running)
      setTimeout(() => {
        fs.fdatasync(fd, (error) => {
          flushes.running -= 1
          flushes.finished += 1
          callback(error)
        })
      }, flushes.delayMs)
    },
  }
})

const { FlushBehind } = await import('../../../src/main/core/downloads/flush-behind')

const KIB = 1024
let dir: string

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tapestry-flush-'))
  Object.assign(flushes, { calls: [], delayMs: 0, running: 0, mostAtOnce: 0, finished: 0 })
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

function chunks(count: number, size: number): Buffer[] {
  return Array.from({ length: count }, (_, index) => Buffer.alloc(size, index % 251))
}

/** Chunks one event-loop turn apart, as they come off a socket. */
async function* spaced(parts: readonly Buffer[], gapMs: number): AsyncGenerator<Buffer> {
  for (const part of parts) {
    await new Promise((resolve) => setTimeout(resolve, gapMs))
    yield part
  }
}

describe('FlushBehind', () => {
  it('passes every byte through unchanged and flushes about once per interval', async () => {
    const file = createWriteStream(path.join(dir, 'out.bin'))
    const parts = chunks(64, 16 * KIB)
    await pipeline(Readable.from(spaced(parts, 1)), new FlushBehind(file, 128 * KIB), file)
    expect(await readFile(path.join(dir, 'out.bin'))).toEqual(Buffer.concat(parts))
    // 1 MiB in 128 KiB intervals: at most eight flushes (fewer when a slow disk makes some wait).
    expect(flushes.calls.length).toBeGreaterThanOrEqual(1)
    expect(flushes.calls.length).toBeLessThanOrEqual(8)
  })

  it('runs one flush at a time and skips the intervals that fall while one runs', async () => {
    flushes.delayMs = 40
    const file = createWriteStream(path.join(dir, 'out.bin'))
    await pipeline(Readable.from(spaced(chunks(64, 16 * KIB), 2)), new FlushBehind(file, 64 * KIB), file)
    expect(flushes.mostAtOnce).toBe(1)
    expect(flushes.calls.length).toBeGreaterThan(0)
    expect(flushes.calls.length).toBeLessThan(16)
  })

  it('flushes the descriptor of the file it was given', async () => {
    const file = createWriteStream(path.join(dir, 'out.bin'))
    let opened: number | undefined
    file.once('open', (fd: number) => (opened = fd))
    await pipeline(Readable.from(spaced(chunks(8, 64 * KIB), 1)), new FlushBehind(file, 64 * KIB), file)
    expect(flushes.calls.length).toBeGreaterThan(0)
    expect(new Set(flushes.calls.map((call) => call.fd))).toEqual(new Set([opened]))
  })

  it('does not let the pipeline finish while a flush is still running', async () => {
    flushes.delayMs = 100
    const file = createWriteStream(path.join(dir, 'out.bin'))
    await pipeline(Readable.from(spaced(chunks(4, 64 * KIB), 1)), new FlushBehind(file, 64 * KIB), file)
    expect(flushes.calls.length).toBeGreaterThan(0)
    expect(flushes.finished).toBe(flushes.calls.length)
  })

  it('does not flush before the file is open or below the interval', async () => {
    const file = createWriteStream(path.join(dir, 'out.bin'))
    await pipeline(Readable.from(spaced(chunks(3, 16 * KIB), 1)), new FlushBehind(file, 64 * KIB), file)
    expect(flushes.calls).toEqual([])
  })
})
