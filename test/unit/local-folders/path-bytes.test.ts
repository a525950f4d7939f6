// File names as bytes (Linux names need not be UTF-8): every name kept as a string that gives the
// same bytes back, UTF-8 names unchanged, two names never one string, and a readable form for people.
import { describe, expect, it } from 'vitest'
import { fromBytes, fsPath, readableName, toBytes } from '../../../src/main/core/local-folders/path-bytes'

/** A pseudo-random byte string (no NUL or '/', as in a name), the same every run. */
function names(count: number): Buffer[] {
  let seed = 42
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31)
  return Array.from({ length: count }, () => {
    const bytes = Buffer.alloc(1 + (next() % 12))
    for (let index = 0; index < bytes.length; index++) {
      // Mostly high bytes (the hard part), some ASCII, some of the escape range's own UTF-8 (EF 9E/9F xx).
      const pick = next() % 10
      bytes[index] = pick < 6 ? 0x80 + (next() % 128) : pick < 8 ? 0x41 + (next() % 26) : [0xef, 0x9e, 0x9f][next() % 3] as number
    }
    return bytes
  })
}

describe('names as bytes', () => {
  it('gives every name its own bytes back, and no two names the same string (10,000 names)', () => {
    const seen = new Map<string, string>()
    for (const bytes of names(10_000)) {
      const text = fromBytes(bytes)
      expect(toBytes(text).equals(bytes)).toBe(true)
      const before = seen.get(text)
      if (before !== undefined) expect(before).toBe(bytes.toString('hex'))
      seen.set(text, bytes.toString('hex'))
    }
  })

  it('leaves UTF-8 names as they are, so their paths and ids do not change', () => {
    for (const name of ['plain.jpg', 'été/à la plage.png', '海.webp', '😀.gif', '%41 and \\ and ?.jpg']) {
      expect(fromBytes(Buffer.from(name))).toBe(name)
      expect(fsPath(`/home/ana/${name}`)).toBe(`/home/ana/${name}`)
    }
  })

  it('hands the file system the bytes, and people Latin-1 letters (C1 controls as U+FFFD)', () => {
    const cafe = fromBytes(Buffer.from('/pics/caf\xe9.jpg', 'latin1'))
    expect(fsPath(cafe)).toEqual(Buffer.from('/pics/caf\xe9.jpg', 'latin1'))
    expect(readableName(cafe)).toBe('/pics/café.jpg')
    // 0x9B alone is a terminal's CSI: never handed on as it is.
    expect(readableName(fromBytes(Buffer.from('\x9b31m.jpg', 'latin1')))).toBe('\ufffd31m.jpg')
    // A name's own character from the escape range reads as itself.
    expect(readableName(fromBytes(Buffer.concat([Buffer.from('\uf7e9'), Buffer.from([0xff])])))).toBe('\uf7e9ÿ')
  })
})
