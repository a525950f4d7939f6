import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LIBRARY_FILE_NAME, libraryFileName, libraryFileStem, resolveInside, tempFileName } from '../../../src/main/core/downloads/file-name'
import { FilesystemError } from '../../../src/main/core/errors/errors'

const sources = ['wallhaven', 'unsplash', 'reddit'] as const
const formats = ['jpeg', 'png', 'webp', 'gif'] as const

describe('library file names', () => {
  it('are safe, inside the folder and within length limits for any id', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...sources),
        fc.string({ unit: 'binary', maxLength: 4000 }),
        fc.constantFrom(...formats),
        (source, id, format) => {
          const name = libraryFileName(libraryFileStem(source, id, 'original'), format)
          expect(name).toMatch(LIBRARY_FILE_NAME)
          expect(name.length).toBeLessThanOrEqual(100)
          expect(path.dirname(resolveInside('/lib', name))).toBe(path.resolve('/lib'))
        },
      ),
    )
  })

  it('differ for different items, variants and sources, and repeat for the same one', () => {
    const a = libraryFileStem('wallhaven', 'abc', 'original')
    expect(libraryFileStem('wallhaven', 'abc', 'original')).toBe(a)
    expect(libraryFileStem('reddit', 'abc', 'original')).not.toBe(a)
    expect(libraryFileStem('wallhaven', 'ABC', 'original')).not.toBe(a)
    expect(libraryFileStem('wallhaven', 'abc', '1920x1080-cover')).not.toBe(a)
    // Ids that clean up to the same text still differ by their hash.
    expect(libraryFileStem('wallhaven', 'a/b', 'original')).not.toBe(libraryFileStem('wallhaven', 'a\\b', 'original'))
  })

  it('keep a readable hint of the id', () => {
    expect(libraryFileName(libraryFileStem('wallhaven', '94x38z', 'original'), 'jpeg')).toMatch(/^wallhaven-94x38z-[0-9a-f]{16}\.jpg$/)
    expect(libraryFileStem('reddit', '../../etc/passwd', 'original')).toMatch(/^reddit-etc-passwd-[0-9a-f]{16}$/)
    expect(libraryFileStem('reddit', '\u202E\u0000..', 'original')).toMatch(/^reddit-[0-9a-f]{16}$/)
  })

  it('refuse to resolve anything that would leave the folder', () => {
    for (const name of ['../x.jpg', 'a/b.jpg', '..', '.', '', '/etc/passwd']) {
      expect(() => resolveInside('/lib', name)).toThrow(FilesystemError)
    }
  })

  it('make hidden .part temporary names', () => {
    expect(tempFileName()).toMatch(new RegExp(`^\\.${process.pid}-[0-9a-f]{24}\\.part$`))
    expect(tempFileName()).not.toBe(tempFileName())
  })
})
