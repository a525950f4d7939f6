import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MediaItemSchema, UNKNOWN_SIZE, aspectRatio, formatResolution, resolutionLabel, withKnownSize } from '../../../src/shared/media'

describe('derived values (seed §2.2)', () => {
  it('writes a resolution as "<width>x<height>"', () => {
    expect(formatResolution(5355, 3479)).toBe('5355x3479')
  })

  it.each([
    [1920, 1080, 1.78],
    [5355, 3479, 1.54],
    [1080, 1920, 0.56],
    [201, 200, 1.01],
    [1000, 1000, 1],
    [3440, 1440, 2.39],
  ])('aspect ratio of %i x %i is %d', (width, height, expected) => {
    expect(aspectRatio(width, height)).toBe(expected)
  })

  it('always has at most two decimals and stays within half a hundredth of the quotient', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }), (width, height) => {
        const ratio = aspectRatio(width, height)
        expect(Math.abs(ratio - width / height)).toBeLessThanOrEqual(0.005 + 1e-9)
        expect(Number.isInteger(Math.round(ratio * 100)) && Math.abs(ratio * 100 - Math.round(ratio * 100)) < 1e-6).toBe(true)
      }),
    )
  })
})

describe('MediaItemSchema', () => {
  const item = {
    source: 'wallhaven',
    id: 'p29ke3',
    title: 'Wallpaper p29ke3',
    width: 1920,
    height: 1080,
    resolution: '1920x1080',
    aspectRatio: 1.78,
    thumbUrl: 'https://th.wallhaven.cc/orig/p2/p29ke3.jpg',
    previewUrl: 'https://th.wallhaven.cc/lg/p2/p29ke3.jpg',
    fullUrl: 'https://w.wallhaven.cc/full/p2/wallhaven-p29ke3.jpg',
    pageUrl: 'https://wallhaven.cc/w/p29ke3',
    author: null,
    nsfw: false,
    mediaType: 'image',
    color: '#000000',
    blurHash: null,
    fileSize: 390342,
    colors: ['#000000'],
    tags: [],
  }

  it('accepts a complete card', () => {
    const complete = { ...item, sizeKnown: true, purity: 'sketchy', spoiler: true, community: 'wallpapers', licence: { name: 'CC BY-SA 4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0' }, credit: 'Photo by someone', sponsored: true }
    expect(MediaItemSchema.parse(complete)).toEqual(complete)
  })

  it('reads a card stored by the first release (no sizeKnown, purity, spoiler, community, licence, credit or sponsored) with their defaults', () => {
    expect(MediaItemSchema.parse(item)).toEqual({ ...item, sizeKnown: true, purity: null, spoiler: false, community: null, licence: null, credit: null, sponsored: false })
  })

  it('refuses a purity Wallhaven does not have', () => {
    expect(MediaItemSchema.safeParse({ ...item, purity: 'nsfl' }).success).toBe(false)
  })

  it('accepts a card of unknown size: the 1×1 placeholder', () => {
    const unknown = MediaItemSchema.parse({ ...item, ...UNKNOWN_SIZE })
    expect(unknown).toMatchObject({ width: 1, height: 1, resolution: '1x1', aspectRatio: 1, sizeKnown: false })
    expect(resolutionLabel(unknown)).toBe('size unknown')
    expect(resolutionLabel(MediaItemSchema.parse(item))).toBe('1920x1080')
  })

  it('takes the real size once a file has told it', () => {
    const unknown = MediaItemSchema.parse({ ...item, ...UNKNOWN_SIZE })
    const known = withKnownSize(unknown, 3840, 2160)
    expect(known).toMatchObject({ width: 3840, height: 2160, resolution: '3840x2160', aspectRatio: 1.78, sizeKnown: true })
    expect(MediaItemSchema.parse(known)).toEqual(known)
  })

  it.each(['javascript:alert(1)', 'file:///etc/passwd', 'data:image/png;base64,AAAA', 'not a url'])('rejects a %s link', (url) => {
    const result = MediaItemSchema.safeParse({ ...item, fullUrl: url })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['fullUrl'])
  })
})
