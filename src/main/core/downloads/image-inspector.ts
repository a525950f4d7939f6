// The stage every downloaded byte passes through on its way to the temporary file: it refuses
// anything that is not an image as soon as the first bytes arrive, stops at the size cap, checks
// the length the server promised, reports progress, and finds the picture's size in pixels as the
// bytes go by (a JPEG's wherever its frame header lies, without keeping what comes before it).
import { Transform, type TransformCallback } from 'node:stream'
import { NetworkError, UpstreamError } from '../errors'
import { SNIFF_BYTES, sniffImage, type ImageFormat } from './image-format'
import { readImageSize, type PixelSize } from './image-size'
import { JpegSizeReader } from './jpeg-size'

/** The first bytes kept: enough for the format, and for the size of a PNG, GIF or WebP. */
const HEAD_BYTES = 64

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
  private readonly jpeg = new JpegSizeReader()

  constructor(private readonly options: ImageInspectorOptions) {
    super()
  }

  /** The first bytes of the file (up to HEAD_BYTES). */
  get head(): Buffer {
    return Buffer.concat(this.headChunks, this.headLength)
  }

  /** The size in pixels once every byte went through; null when the picture does not say it. */
  get size(): PixelSize | null {
    if (this.format === null) return null
    return this.format === 'jpeg' ? this.jpeg.size : readImageSize(this.format, this.head)
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    const offset = this.bytes
    this.bytes += chunk.length
    if (this.bytes > this.options.maxBytes) {
      callback(tooLargeError(this.options.sourceName, this.options.maxBytes))
      return
    }
    if (!this.jpeg.done) this.jpeg.feed(offset, chunk)
    if (this.headLength < HEAD_BYTES) {
      const part = chunk.subarray(0, HEAD_BYTES - this.headLength)
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
    this.jpeg.end()
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
