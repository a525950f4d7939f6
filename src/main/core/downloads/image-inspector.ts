// The stage every downloaded byte passes through on its way to the temporary file: it refuses
// anything that is not an image as soon as the first bytes arrive, stops at the size cap, checks
// the length the server promised, reports progress, and finds the picture's size in pixels as the
// bytes go by (a JPEG's wherever its frame header lies, without keeping what comes before it).
// A video is let through the same way, when its first bytes are a video container's (video-format.ts);
// so is an animation, which hosts send as a GIF or as an MP4 (Reddit's animated posts, Imgur's gifv).
import { Transform, type TransformCallback } from 'node:stream'
import { NetworkError, UpstreamError } from '../errors/errors'
import { sentence } from '../i18n/sentence'
import { SNIFF_BYTES, sniffImage, type ImageFormat } from './image-format'
import { readImageSize, type PixelSize } from './image-size'
import { JpegSizeReader } from './jpeg-size'
import { VIDEO_SNIFF_BYTES, sniffVideo, type VideoFormat } from './video-format'

/** The first bytes kept: enough for the format, and for the size of a PNG, GIF or WebP. */
const HEAD_BYTES = 64

export interface ImageInspectorOptions {
  /** Names the server in error sentences ("Wallhaven's image server"). */
  sourceName: string
  maxBytes: number
  /** Content-Length when the body is sent as it is; null when unknown or encoded. */
  expectedBytes: number | null
  onBytes?: (bytes: number) => void
  /**
   * What the item is meant to be: a picture (the default); a video (a video post, kept, never set);
   * or an animation (a GIF post: a GIF, or the MP4 or WebM hosts turn animations into).
   */
  expect?: 'picture' | 'video' | 'animation'
}

function describeSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
}

export function tooLargeError(sourceName: string, maxBytes: number, noun: 'image' | 'video' = 'image'): UpstreamError {
  return new UpstreamError(...sentence('core.download.tooLarge', { source: sourceName, noun, limit: describeSize(maxBytes) }))
}

export class ImageInspector extends Transform {
  bytes = 0
  format: ImageFormat | null = null
  /** Set instead of `format` when a video was expected and its first bytes are one. */
  videoFormat: VideoFormat | null = null
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
      callback(tooLargeError(this.options.sourceName, this.options.maxBytes, this.noun))
      return
    }
    if (!this.video && !this.jpeg.done) this.jpeg.feed(offset, chunk)
    if (this.headLength < HEAD_BYTES) {
      const part = chunk.subarray(0, HEAD_BYTES - this.headLength)
      this.headChunks.push(part)
      this.headLength += part.length
    }
    if (!this.judged && this.headLength >= (this.options.expect === undefined || this.options.expect === 'picture' ? SNIFF_BYTES : VIDEO_SNIFF_BYTES)) {
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
    const refused = this.judged ? undefined : this.judge()
    if (refused) {
      callback(refused)
      return
    }
    const expected = this.options.expectedBytes
    if (expected !== null && this.bytes !== expected) {
      callback(new NetworkError(...sentence('core.download.brokeOff', { source: this.options.sourceName, noun: this.noun })))
      return
    }
    callback()
  }

  private get video(): boolean {
    return this.options.expect === 'video'
  }

  private get noun(): 'image' | 'video' {
    return this.video ? 'video' : 'image'
  }

  private get judged(): boolean {
    return this.format !== null || this.videoFormat !== null
  }

  private judge(): UpstreamError | undefined {
    if (this.video) return this.judgeVideo()
    const sniffed = sniffImage(this.head.subarray(0, SNIFF_BYTES))
    if (sniffed === 'html') return new UpstreamError(...sentence('core.download.webPage', { source: this.options.sourceName }))
    if (sniffed === 'other' && this.options.expect === 'animation' && this.judgeVideo() === undefined) return undefined
    if (sniffed === 'other') return new UpstreamError(...sentence('core.download.notImage', { source: this.options.sourceName }))
    this.format = sniffed
    return undefined
  }

  private judgeVideo(): UpstreamError | undefined {
    const head = this.head
    const sniffed = sniffVideo(head)
    if (sniffed !== null) {
      this.videoFormat = sniffed
      return undefined
    }
    if (sniffImage(head.subarray(0, SNIFF_BYTES)) === 'html') return new UpstreamError(...sentence('core.download.webPageNotVideo', { source: this.options.sourceName }))
    return new UpstreamError(...sentence('core.download.notVideo', { source: this.options.sourceName }))
  }
}
