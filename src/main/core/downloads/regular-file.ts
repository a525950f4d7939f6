// Opens a file that should be a regular file and reads it without ever waiting forever. A type
// checked before the open (stat, a directory listing) can be out of date by the time of the open: a
// file swapped for a FIFO in between made open() wait for a writer that never came, holding one of
// libuv's four threads for good — four such files and every other file operation in the process
// (the downloads) stood still. So the file is opened with O_NONBLOCK (a FIFO opens at once, and a
// regular file reads as ever), its type is checked on the open descriptor (fstat), and each read is
// bounded in time (a disk that stops answering, a network share gone away).
import { constants } from 'node:fs'
import type { Stats } from 'node:fs'
import { open, type FileHandle } from 'node:fs/promises'

/** How long one read may take: a local disk answers in milliseconds, a sleeping one in a few seconds. */
export const READ_TIMEOUT_MS = 15_000

// Not defined on Windows, where there are no FIFOs to wait on and no terminals to take over.
const FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0)

/** Why a file could not be read, with the system's code (EACCES, ENOENT, …, or one of these two). */
export class FileReadError extends Error {
  constructor(
    message: string,
    readonly code: 'ENOTREG' | 'ETIMEDOUT',
  ) {
    super(message)
    this.name = 'FileReadError'
  }
}

export interface RegularFile {
  readonly stats: Stats
  /** Up to `length` bytes from `position`; fewer at the end of the file. */
  read(position: number, length: number): Promise<Buffer>
  close(): Promise<void>
}

export interface OpenOptions {
  /** How long one read may take (tests shorten it). */
  readTimeoutMs?: number
}

/**
 * Opens `file` (a path, or its bytes for a name that is not UTF-8) if it is a regular file now.
 * Throws the system's error, or a FileReadError ENOTREG for a FIFO, socket, device or folder.
 */
export async function openRegularFile(file: string | Buffer, options: OpenOptions = {}): Promise<RegularFile> {
  const timeoutMs = options.readTimeoutMs ?? READ_TIMEOUT_MS
  const handle: FileHandle = await open(file, FLAGS)
  let stats: Stats
  try {
    stats = await handle.stat()
  } catch (error) {
    await handle.close().catch(() => undefined)
    throw error
  }
  if (!stats.isFile()) {
    await handle.close().catch(() => undefined)
    throw new FileReadError('is not a regular file', 'ENOTREG')
  }
  /** A read that outlived its time: closing waits for it, so the close is left to happen after. */
  let stuck = false
  return {
    stats,
    async read(position, length) {
      const buffer = Buffer.alloc(length)
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => {
          stuck = true
          reject(new FileReadError(`did not answer within ${Math.round(timeoutMs / 1000)} seconds`, 'ETIMEDOUT'))
        }, timeoutMs)
      })
      try {
        const { bytesRead } = await Promise.race([handle.read(buffer, 0, length, position), late])
        return buffer.subarray(0, bytesRead)
      } finally {
        clearTimeout(timer)
      }
    },
    async close() {
      // FileHandle.close waits for the read under way; a stuck one must not hold the caller too.
      if (stuck) void handle.close().catch(() => undefined)
      else await handle.close()
    },
  }
}
