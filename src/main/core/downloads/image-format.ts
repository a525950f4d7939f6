// What a download really is, decided by its first bytes and never by its URL, name or
// Content-Type: hosts answer with HTML pages (Cloudflare challenges, "image removed" pages, login
// walls) under image URLs and with image/* content types.

import type { ImageFormat } from '../../../shared/library'

export { ImageFormatSchema, type ImageFormat } from '../../../shared/library'

export const IMAGE_EXTENSIONS: Readonly<Record<ImageFormat, string>> = Object.freeze({
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
})

/** Enough bytes to tell every format apart and to recognise the start of an HTML page. */
export const SNIFF_BYTES = 32

export type Sniffed = ImageFormat | 'html' | 'other'

function startsWith(head: Uint8Array, bytes: readonly number[], offset = 0): boolean {
  if (head.length < offset + bytes.length) return false
  return bytes.every((byte, index) => head[offset + index] === byte)
}

const ascii = (text: string): number[] => Array.from(text, (char) => char.charCodeAt(0))

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff]
const GIF87 = ascii('GIF87a')
const GIF89 = ascii('GIF89a')
const RIFF = ascii('RIFF')
const WEBP = ascii('WEBP')
const HTML_START = /^(?:\uFEFF)?\s*<(?:!doctype\s+html|html|head|body|title|meta|script|!--)/i

/** The format of a file from its first bytes (give at least SNIFF_BYTES when the file has them). */
export function sniffImage(head: Uint8Array): Sniffed {
  if (startsWith(head, PNG)) return 'png'
  if (startsWith(head, JPEG)) return 'jpeg'
  if (startsWith(head, GIF87) || startsWith(head, GIF89)) return 'gif'
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) return 'webp'
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head.subarray(0, SNIFF_BYTES))
  return HTML_START.test(text) ? 'html' : 'other'
}
