// Flushes a file to disk while it is still being written, so that the flush a finished download
// must wait for (before its rename may count) only has the tail left to write. One fdatasync at a
// time runs on libuv's thread pool beside the writes. On success the stage waits for it before it
// ends, so the file is not closed under it; when a download fails, a flush still running only
// meets a closed descriptor and fails without harm.
import { fdatasync, type WriteStream } from 'node:fs'
import { Transform, type TransformCallback } from 'node:stream'

/** Bytes written between two flushes: large enough to be cheap, small enough to overlap. */
export const FLUSH_EVERY_BYTES = 4 * 1024 * 1024

export class FlushBehind extends Transform {
  private sinceFlush = 0
  private pending: Promise<void> | null = null
  private fd: number | null = null

  constructor(
    file: WriteStream,
    private readonly everyBytes = FLUSH_EVERY_BYTES,
  ) {
    super()
    file.once('open', (fd: number) => {
      this.fd = fd
    })
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.sinceFlush += chunk.length
    const fd = this.fd
    if (this.sinceFlush >= this.everyBytes && this.pending === null && fd !== null) {
      this.sinceFlush = 0
      // A failed early flush is not the download's failure: the final flush reports what counts.
      this.pending = new Promise<void>((resolve) => fdatasync(fd, () => resolve())).then(() => {
        this.pending = null
      })
    }
    callback(null, chunk)
  }

  override _flush(callback: TransformCallback): void {
    if (this.pending === null) callback()
    else void this.pending.then(() => callback())
  }
}
