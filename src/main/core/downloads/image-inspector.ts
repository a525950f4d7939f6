// The stage every downloaded byte passes through on its way to the temporary file: it refuses
// anything that is not an image as soon as the first bytes arrive, stops at the size cap, checks
// the length the server promised, and reports progress.
import { Transform, type TransformCallback } from 'node:stream'
import { NetworkError, UpstreamError } from '../errors'
import { SNIFF_BYTES, sniffImage, type ImageFormat } from './image-format'
import { SIZE_HEAD_BYTES } from './image-size'

export interface ImageInspectorOptions {
  /** Names the server in error sentences ("Wallhaven's image server"). */
  sourceName: string
  maxBytes: number
  /** Content-Length when the body is sent as it is; null when unknown or encoded. */
  expectedBytes: number | null
  onBytes?: (bytes: number) => void
}

function describeSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
}

export function tooLargeError(sourceName: string, maxBytes: number): UpstreamError {
  return new UpstreamError(`${sourceName} sent an image larger than the ${describeSize(maxBytes)} limit.`)
}

export class ImageInspector extends Transform {
  bytes = 0
  format: ImageFormat | null = null
  private readonly headChunks: Buffer[] = []
  private headLength = 0

  constructor(private readonly options: ImageInspectorOptions) {
    super()
  }

  /** The first bytes of the file (up to SIZE_HEAD_BYTES), for reading the pixel size. */
  get head(): Buffer {
    return Buffer.concat(this.headChunks, this.headLength)
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length
    if (this.bytes > this.options.maxBytes) {
      callback(tooLargeError(this.options.sourceName, this.options.maxBytes))
      return
    }
    if (this.headLength < SIZE_HEAD_BYTES) {
      const part = chunk.subarray(0, SIZE_HEAD_BYTES - this.headLength)
      this.headChunks.push(part)
      this.headLength += part.length
    }
    if (this.format === null && this.headLength >= SNIFF_BYTES) {
      const refused = this.judge()
      if (refused) {
        callback(refused)
        return
      }
    }
    this.options.onBytes?.(this.bytes)
    callback(null, chunk)
  }

  override _flush(callback: TransformCallback): void {
    const refused = this.format === null ? this.judge() : undefined
    if (refused) {
      callback(refused)
      return
    }
    const expected = this.options.expectedBytes
    if (expected !== null && this.bytes !== expected) {
      callback(new NetworkError(`The connection to ${this.options.sourceName} broke off before the image was complete.`))
      return
    }
    callback()
  }

  private judge(): UpstreamError | undefined {
    const sniffed = sniffImage(this.head.subarray(0, SNIFF_BYTES))
    if (sniffed === 'html') return new UpstreamError(`${this.options.sourceName} sent a web page instead of an image.`)
    if (sniffed === 'other') return new UpstreamError(`${this.options.sourceName} sent something that is not an image.`)
    this.format = sniffed
    return undefined
  }
}
