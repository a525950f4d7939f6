// File names are bytes. On Linux a name need not be UTF-8 (a Latin-1 "caf\xE9.jpg" copied from an
// old disk or a camera), and Node, asked for names as strings, turns each such byte into U+FFFD: a
// name that opens nothing, so those pictures were silently missing. Folders are read with names as
// bytes, and a path is kept as a string all the same (the index, the ids, the comparisons), in a
// form that gives the bytes back exactly:
//
// - a name that is UTF-8 is itself, so every other path (and every id made of one) is unchanged;
// - each byte that is not part of UTF-8 becomes one character of U+F780–U+F7FF (a private-use range
//   no keyboard types), and so does each byte of a name's own character from that range, so two
//   different names never share a string.
//
// fsPath gives what the file system calls take (the bytes, where a path has such characters), and
// readableName what a person reads: such bytes as the Latin-1 letters they most likely are.

import { isUtf8 } from 'node:buffer'

const ESCAPE_FIRST = 0xf780
const ESCAPE_LAST = 0xf7ff
const ESCAPED = /[\uF780-\uF7FF]/

function escapeByte(byte: number): string {
  return String.fromCharCode(ESCAPE_FIRST + byte - 0x80)
}

/** How many bytes the UTF-8 sequence starting at `at` takes, or 0 when it is not one. */
function sequenceLength(bytes: Uint8Array, at: number): number {
  const first = bytes[at] as number
  if (first < 0x80) return 1
  const length = first >= 0xc2 && first <= 0xdf ? 2 : first >= 0xe0 && first <= 0xef ? 3 : first >= 0xf0 && first <= 0xf4 ? 4 : 0
  if (length === 0 || at + length > bytes.length) return 0
  for (let index = 1; index < length; index++) if (((bytes[at + index] as number) & 0xc0) !== 0x80) return 0
  // No overlong forms, no surrogates, nothing past U+10FFFF.
  const second = bytes[at + 1] as number
  if (first === 0xe0 && second < 0xa0) return 0
  if (first === 0xed && second > 0x9f) return 0
  if (first === 0xf0 && second < 0x90) return 0
  if (first === 0xf4 && second > 0x8f) return 0
  return length
}

/** A name or path read as bytes, as a string that gives the same bytes back (toBytes). */
export function fromBytes(bytes: Uint8Array): string {
  // Nearly every name: UTF-8 with nothing from the escape range, itself.
  if (isUtf8(bytes)) {
    const plain = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8')
    if (!ESCAPED.test(plain)) return plain
  }
  let text = ''
  let at = 0
  while (at < bytes.length) {
    const length = sequenceLength(bytes, at)
    if (length === 0) {
      text += escapeByte(bytes[at] as number)
      at += 1
      continue
    }
    const char = Buffer.from(bytes.subarray(at, at + length)).toString('utf8')
    const code = char.charCodeAt(0)
    // A character of the escape range itself is written byte by byte, so it cannot pass for an escape.
    text += code >= ESCAPE_FIRST && code <= ESCAPE_LAST ? Array.from(bytes.subarray(at, at + length), escapeByte).join('') : char
    at += length
  }
  return text
}

/** The bytes a string made by fromBytes (or any ordinary path) stands for. */
export function toBytes(text: string): Buffer {
  const parts: Buffer[] = []
  let plain = ''
  for (const char of text) {
    const code = char.charCodeAt(0)
    if (code >= ESCAPE_FIRST && code <= ESCAPE_LAST) {
      if (plain !== '') parts.push(Buffer.from(plain, 'utf8'))
      plain = ''
      parts.push(Buffer.of(code - ESCAPE_FIRST + 0x80))
    } else plain += char
  }
  if (plain !== '') parts.push(Buffer.from(plain, 'utf8'))
  return Buffer.concat(parts)
}

/** Whether `text` stands for bytes that are not UTF-8 (so file system calls need toBytes). */
export function hasRawBytes(text: string): boolean {
  return ESCAPED.test(text)
}

/** What the file system calls take for this path: itself, or its bytes when it has raw ones. */
export function fsPath(text: string): string | Buffer {
  return hasRawBytes(text) ? toBytes(text) : text
}

/**
 * The path for a person to read (a card's title, a sentence): its UTF-8 as it is, other bytes as the
 * Latin-1 letters they most likely are, those of C1 controls (0x80–0x9F, which drive a terminal) as
 * U+FFFD.
 */
export function readableName(text: string): string {
  if (!hasRawBytes(text)) return text
  const bytes = toBytes(text)
  let readable = ''
  let at = 0
  while (at < bytes.length) {
    const length = sequenceLength(bytes, at)
    if (length > 0) {
      readable += bytes.subarray(at, at + length).toString('utf8')
      at += length
      continue
    }
    const byte = bytes[at] as number
    readable += byte < 0xa0 ? '\uFFFD' : String.fromCharCode(byte)
    at += 1
  }
  return readable
}
