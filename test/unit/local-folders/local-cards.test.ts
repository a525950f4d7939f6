// A picture of the person's own crosses the process boundary as a card of source 'local': an
// opaque id, tapestry: URLs for exactly that id, no page and no author — and nothing else may ride
// on it. Online cards keep their http(s)-only rule.
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { isQuarterTurn, jpegOrientation } from '../../../src/main/core/local-folders/exif-orientation'
import { isInside, normalFolder } from '../../../src/main/core/local-folders/folder-to-add'
import { localImageId, toLocalItem } from '../../../src/main/core/local-folders/local-item'
import { FolderPathSchema, createLocalSearchParams, withLocalPage } from '../../../src/shared/local-folders'
import { localImageUrl, parseLocalImageUrl } from '../../../src/shared/local-image-url'
import { LocalMediaItemSchema, MediaItemSchema } from '../../../src/shared/media'

const id = localImageId('/home/ana/Pictures/beach.jpg')
const card = toLocalItem({ path: '/home/ana/Pictures/beach.jpg', folder: '/home/ana/Pictures', relativePath: 'beach.jpg', id, bytes: 1234, modifiedMs: 1, format: 'jpeg', width: 1920, height: 1080 })

describe('a local card', () => {
  it('has a stable 128-bit id from its path, and says nothing of the path but its name in the folder', () => {
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    expect(localImageId('/home/ana/Pictures/beach.jpg')).toBe(id)
    expect(localImageId('/home/ana/Pictures/beach2.jpg')).not.toBe(id)
    expect(MediaItemSchema.parse(card)).toEqual(card)
    expect(JSON.stringify(card)).not.toContain('/home/ana')
    expect(card).toMatchObject({ title: 'beach.jpg', thumbUrl: `tapestry://thumb/${id}`, previewUrl: `tapestry://thumb/${id}`, fullUrl: `tapestry://local/${id}`, pageUrl: null, author: null })
  })

  it.each([
    ['an http thumbnail', { thumbUrl: 'https://example.com/x.jpg' }, 'thumbUrl'],
    ['another picture’s URL', { fullUrl: localImageUrl('local', 'f'.repeat(32)) }, 'fullUrl'],
    ['a file:// URL', { fullUrl: 'file:///etc/passwd' }, 'fullUrl'],
    ['a page', { pageUrl: 'https://example.com/' }, 'pageUrl'],
    ['an author', { author: { name: 'Someone', url: null } }, 'author'],
    ['an id that is a path', { id: '../../etc/passwd' }, 'id'],
  ])('refuses %s', (_what, change, field) => {
    const result = LocalMediaItemSchema.safeParse({ ...card, ...change })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field)
  })

  it('keeps tapestry: off online cards', () => {
    const online = { ...card, source: 'wallhaven', pageUrl: 'https://wallhaven.cc/w/abc' }
    expect(MediaItemSchema.safeParse(online).success).toBe(false)
  })
})

describe('tapestry://thumb|local/<id>', () => {
  it('reads the kind and id of exactly these URLs', () => {
    expect(parseLocalImageUrl(`tapestry://thumb/${id}`)).toEqual({ kind: 'thumb', id })
    expect(parseLocalImageUrl(`tapestry://local/${id}`)).toEqual({ kind: 'local', id })
    for (const url of [`tapestry://library/${id}`, `tapestry://thumb/${id}?x=1`, `tapestry://thumb/${id}/..`, `tapestry://thumb/${id.toUpperCase()}`, `https://thumb/${id}`, 'tapestry://thumb/..%2Fsecrets.json', 'not a url']) {
      expect(parseLocalImageUrl(url), url).toBeNull()
    }
  })
})

describe('the local search and folder paths', () => {
  it('fills defaults, pages with every other field kept, and names a bad field', () => {
    const params = createLocalSearchParams({ query: '  beach ' })
    expect(params).toEqual({ query: 'beach', folder: null, sort: 'NAME', page: 1, per_page: 60 })
    expect(Object.isFrozen(params)).toBe(true)
    expect(withLocalPage(params, 3)).toEqual({ ...params, page: 3 })
    expect(() => createLocalSearchParams({ per_page: 0 })).toThrow(/per_page/)
    expect(() => createLocalSearchParams({ folder: 'Pictures' } as never)).toThrow(/folder: must be an absolute path/)
  })

  it('takes absolute POSIX, Windows and UNC paths without control characters', () => {
    for (const good of ['/home/ana/Pictures', 'C:\\Users\\ana\\Pictures', 'D:/Photos', '\\\\server\\share']) expect(FolderPathSchema.safeParse(good).success, good).toBe(true)
    for (const bad of ['', 'Pictures', './Pictures', '~/Pictures', '/home/ana/\u0007bell']) expect(FolderPathSchema.safeParse(bad).success, bad).toBe(false)
  })

  it('keeps a folder without its trailing separator, and knows one inside another', () => {
    expect(normalFolder('/home/ana/Pictures/')).toBe('/home/ana/Pictures')
    expect(normalFolder('/')).toBe('/')
    expect(isInside('/home/ana/Pictures/2019', '/home/ana/Pictures')).toBe(true)
    expect(isInside('/home/ana/Pictures', '/home/ana/Pictures')).toBe(false)
    expect(isInside('/home/ana/Pictures2', '/home/ana/Pictures')).toBe(false)
  })
})

describe('EXIF orientation', () => {
  it('reads the tag a camera writes, and 1 when there is none or the header is cut short', async () => {
    const make = (orientation?: number) => {
      const image = sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } })
      return (orientation === undefined ? image : image.withMetadata({ orientation })).jpeg().toBuffer()
    }
    expect(jpegOrientation(await make(6))).toBe(6)
    expect(jpegOrientation(await make(3))).toBe(3)
    expect(jpegOrientation(await make())).toBe(1)
    expect(jpegOrientation(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x00]))).toBe(1)
    expect([5, 6, 7, 8].every(isQuarterTurn)).toBe(true)
    expect([1, 2, 3, 4].some(isQuarterTurn)).toBe(false)
  })
})
