// A JPEG's frame size, found by walking its segments from the start to the frame header (SOF). The
// segments before it (EXIF with its thumbnail, XMP, an ICC profile in up to 255 pieces) can push
// the frame header well past any fixed number of first bytes — a 328 KB file can claim 30,000 ×
// 30,000 pixels at byte 327,700 — so the walk skips each segment by its length instead of keeping
// it: from a stream (a download) it holds at most a few bytes, and from a file it reads a few bytes
// per segment. It is bounded: a file that does not reach a frame header within MAX_STEPS segments
// and fill bytes, or reaches its image data first, has no size it can be trusted for.
import type { PixelSize } from './image-size'

/** Segments (and fill bytes) walked before giving up: real files have a few dozen, 255 ICC pieces at the most. */
export const MAX_STEPS = 1_024

/** Bytes from a marker's 0xFF up to the end of a frame header's width. */
const FRAME_HEADER_BYTES = 9

function isFrameMarker(marker: number): boolean {
  // SOF0–SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
}

/** Feed it the file's bytes (in order, or read where `wants` says) until `done`; then `size`. */
export class JpegSizeReader {
  /** Where the marker being read starts. */
  private at = 2
  /** The bytes from `at` on, while a marker's header is incomplete (at most FRAME_HEADER_BYTES). */
  private pending = Buffer.alloc(0)
  private steps = 0
  private answer: PixelSize | null | undefined

  /** True once the size is known, or known to be unknowable. */
  get done(): boolean {
    return this.answer !== undefined
  }

  /** The frame size, or null when the file does not say (or not yet, when not `done`). */
  get size(): PixelSize | null {
    return this.answer ?? null
  }

  /** The absolute offset of the next byte the walk needs. */
  get wants(): number {
    return this.at + this.pending.length
  }

  /** Bytes of the file starting at absolute `offset`; what lies before `wants` is skipped. */
  feed(offset: number, bytes: Uint8Array): void {
    let from = this.wants - offset
    while (!this.done && from < bytes.length) {
      if (from < 0) return // a gap: the caller reads at `wants`
      const take = Math.min(bytes.length - from, FRAME_HEADER_BYTES - this.pending.length)
      this.pending = Buffer.concat([this.pending, bytes.subarray(from, from + take)])
      this.step()
      from = this.wants - offset
    }
  }

  /** The file ended: whatever is not known by now is unknown. */
  end(): void {
    this.answer ??= null
  }

  private finish(size: PixelSize | null): void {
    this.answer = size
    this.pending = Buffer.alloc(0)
  }

  private skip(bytes: number): void {
    this.steps += 1
    if (this.steps > MAX_STEPS) return this.finish(null)
    this.at += bytes
    this.pending = Buffer.alloc(0)
  }

  /** Decides what it can from `pending`, the bytes at `at`. */
  private step(): void {
    const head = this.pending
    if (head.length < 2) return
    if (head[0] !== 0xff) return this.finish(null)
    const marker = head[1] as number
    // A fill byte before a marker: the marker starts one byte on.
    if (marker === 0xff) return this.skip(1)
    // Markers without a length: TEM, RST0–7, SOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) return this.skip(2)
    // The end of the image, or its data (SOS), before any frame header: no size to trust.
    if (marker === 0xd9 || marker === 0xda) return this.finish(null)
    if (isFrameMarker(marker)) {
      if (head.length < FRAME_HEADER_BYTES) return
      const height = head.readUInt16BE(5)
      const width = head.readUInt16BE(7)
      return this.finish(width > 0 && height > 0 ? { width, height } : null)
    }
    if (head.length < 4) return
    const length = head.readUInt16BE(2)
    // A length counts its own two bytes; less cannot be, and would never move on.
    if (length < 2) return this.finish(null)
    this.skip(2 + length)
  }
}

/** The frame size from bytes already in memory (the whole file, or its first part). */
export function jpegSizeOf(bytes: Uint8Array): PixelSize | null {
  const reader = new JpegSizeReader()
  reader.feed(0, bytes)
  reader.end()
  return reader.size
}
