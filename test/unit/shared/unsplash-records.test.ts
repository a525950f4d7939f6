import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ValidationError } from '../../../src/shared/errors'
import { parseOrThrow } from '../../../src/shared/validation'
import {
  UnsplashFullPhotoSchema,
  UnsplashPhotoSchema,
  UnsplashRandomPhotosSchema,
  UnsplashSearchResultSchema,
  unsplashAspectRatio,
  unsplashResolution,
  withDerivedFields,
} from '../../../src/sources/unsplash/records'

type RawPhoto = Record<string, unknown> & {
  urls: Record<string, unknown>
  links: Record<string, unknown>
  user: Record<string, unknown>
}

function fixture<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`../../fixtures/unsplash/${name}`, import.meta.url), 'utf8')) as T
}

const photoFullMinimal = fixture<RawPhoto>('photo-full-minimal.json')
const photoFull = fixture<RawPhoto>('photo-full.json')
const randomArray = fixture<RawPhoto[]>('random-array.json')
const searchResult = fixture<{ total: number; total_pages: number; results: RawPhoto[] }>('search-result.json')

function fieldsOf(make: () => unknown): string[] {
  try {
    make()
  } catch (error) {
    if (error instanceof ValidationError) return error.issues.map((issue) => issue.field)
    throw error
  }
  throw new Error('expected a ValidationError')
}

describe('search result records (seed §2.2, docs/apis.md, Unsplash "Search and random")', () => {
  const parsed = parseOrThrow(UnsplashSearchResultSchema, searchResult)

  it('parses a page of 30 abbreviated records', () => {
    expect(parsed.total).toBe(10000)
    expect(parsed.total_pages).toBe(334)
    expect(parsed.results).toHaveLength(30)
  })

  it('keeps tags when a search result carries them and defaults them to [] when not', () => {
    const withTags = parsed.results.filter((photo) => photo.tags.length > 0)
    expect(withTags.length).toBeGreaterThan(0)
    expect(withTags[0]?.tags[0]).toEqual({ title: expect.any(String) })
    const raw = searchResult.results
    parsed.results.forEach((photo, index) => {
      if (raw[index]?.tags === undefined) expect(photo.tags).toEqual([])
    })
  })

  it('keeps null descriptions and colours as null', () => {
    expect(parsed.results.some((photo) => photo.color === null)).toBe(true)
    expect(parsed.results.some((photo) => photo.description === null)).toBe(true)
    expect(parsed.results.some((photo) => photo.description === null && photo.alt_description === null)).toBe(true)
  })

  it('strips fields the seed does not list and has no full-only fields', () => {
    const [first] = parsed.results
    expect(first).not.toHaveProperty('slug')
    expect(first).not.toHaveProperty('likes')
    expect(first).not.toHaveProperty('exif')
    expect(first?.urls).not.toHaveProperty('small_s3')
    expect(Object.keys(first?.user.links ?? {})).toEqual(['self', 'html', 'photos', 'portfolio'])
  })

  it('accepts both Z and numeric-offset timestamps', () => {
    const stamps = parsed.results.map((photo) => photo.created_at)
    expect(stamps.some((stamp) => stamp?.endsWith('Z'))).toBe(true)
    expect(stamps.some((stamp) => stamp?.endsWith('-04:00'))).toBe(true)
  })
})

describe('full photo records', () => {
  it('parses photo-full.json with exif, location and tags', () => {
    const photo = parseOrThrow(UnsplashFullPhotoSchema, photoFull)
    expect(photo.id).toBe('TAxlQ07_I9A')
    expect(photo.downloads).toBe(51145)
    expect(photo.public_domain).toBe(false)
    expect(photo.exif).toEqual({
      make: 'SONY',
      model: 'ILCE-7RM3',
      name: 'SONY, ILCE-7RM3',
      exposure_time: '1/200',
      aperture: '8.0',
      focal_length: '24.0',
      iso: 100,
    })
    expect(photo.tags.map((tag) => tag.title)).toEqual(['mountain', 'snow', 'vestrahorn', 'iceland'])
    expect(photo.tags[0]).toEqual({ title: 'mountain' })
  })

  it('reads the 0,0 position of an unknown place as no position', () => {
    const photo = parseOrThrow(UnsplashFullPhotoSchema, photoFull)
    expect(photo.location).toEqual({ city: null, country: 'Iceland', position: null })
  })

  it('keeps a real position', () => {
    const [photo] = parseOrThrow(UnsplashRandomPhotosSchema, randomArray)
    expect(photo?.location?.position).toEqual({ latitude: -24.7275, longitude: 15.3413 })
  })

  it.each([
    [{ latitude: 0, longitude: 12.5 }, { latitude: 0, longitude: 12.5 }],
    [{ latitude: null, longitude: null }, null],
    [{}, null],
  ])('position %j becomes %j', (position, expected) => {
    const photo = parseOrThrow(UnsplashFullPhotoSchema, { ...photoFull, location: { city: 'Vík', position } })
    expect(photo.location).toEqual({ city: 'Vík', country: null, position: expected })
  })

  it('fills every default of a minimal full record', () => {
    const photo = parseOrThrow(UnsplashFullPhotoSchema, photoFullMinimal)
    expect(photo).toMatchObject({
      color: null,
      blur_hash: null,
      description: null,
      alt_description: null,
      exif: null,
      location: null,
      public_domain: null,
      downloads: 802,
      tags: [],
    })
    expect(photo.user).toMatchObject({ username: 'v2osk', links: null, profile_image: null, last_name: null, bio: null, location: null })
  })

  it('fills the seed defaults of the smallest possible record', () => {
    const { user, ...photo } = photoFullMinimal
    const smallest = {
      ...photo,
      updated_at: undefined,
      downloads: undefined,
      user: { id: user.id, username: user.username, name: user.name },
    }
    expect(parseOrThrow(UnsplashFullPhotoSchema, smallest)).toMatchObject({
      updated_at: null,
      downloads: null,
      public_domain: null,
      exif: null,
      location: null,
      tags: [],
      user: {
        first_name: null,
        last_name: null,
        bio: null,
        location: null,
        portfolio_url: null,
        instagram_username: null,
        twitter_username: null,
        total_collections: 0,
        profile_image: null,
        links: null,
      },
    })
  })

  it('defaults every exif field to null', () => {
    const photo = parseOrThrow(UnsplashFullPhotoSchema, { ...photoFull, exif: { iso: 400 } })
    expect(photo.exif).toEqual({ make: null, model: null, name: null, exposure_time: null, aperture: null, focal_length: null, iso: 400 })
  })

  it('parses the array /photos/random returns when count is sent', () => {
    const photos = parseOrThrow(UnsplashRandomPhotosSchema, randomArray)
    expect(photos).toHaveLength(1)
    expect(photos[0]?.id).toBe('mXq-4Ee8b_Q')
  })

  it('rejects an empty random array', () => {
    expect(() => parseOrThrow(UnsplashRandomPhotosSchema, [])).toThrow(ValidationError)
  })

  it('reads the single object /photos/random returns without count as an array of one', () => {
    const [photo] = randomArray
    const photos = parseOrThrow(UnsplashRandomPhotosSchema, photo)
    expect(photos.map((read) => read.id)).toEqual(['mXq-4Ee8b_Q'])
  })
})

describe('broken records name the failing field', () => {
  const [first] = searchResult.results
  if (first === undefined) throw new Error('fixture has no results')

  it('missing urls.raw', () => {
    const broken = structuredClone(first)
    delete broken.urls.raw
    expect(fieldsOf(() => parseOrThrow(UnsplashPhotoSchema, broken))).toEqual(['urls.raw'])
  })

  it('width as a string', () => {
    expect(fieldsOf(() => parseOrThrow(UnsplashPhotoSchema, { ...first, width: '5355' }))).toEqual(['width'])
  })

  it('user missing', () => {
    const { user: _user, ...broken } = first
    expect(fieldsOf(() => parseOrThrow(UnsplashPhotoSchema, broken))).toEqual(['user'])
  })

  it.each([
    ['height', 0],
    ['id', ''],
    ['links', null],
  ])('%s = %j', (field, value) => {
    expect(fieldsOf(() => parseOrThrow(UnsplashPhotoSchema, { ...first, [field]: value }))).toEqual([field])
  })

  it('a username of the wrong type, by its path', () => {
    expect(fieldsOf(() => parseOrThrow(UnsplashPhotoSchema, { ...first, user: { ...first.user, username: 7 } }))).toEqual(['user.username'])
  })
})

describe('one broken record never sinks a page', () => {
  it('leaves out a search result without its download_location and counts it; the others stand', () => {
    const broken = structuredClone(searchResult)
    const third = broken.results[2]
    if (third === undefined) throw new Error('fixture has too few results')
    delete third.links.download_location
    const page = parseOrThrow(UnsplashSearchResultSchema, broken)
    expect(page.skipped).toBe(1)
    expect(page.results.map((photo) => photo.id)).toEqual(searchResult.results.filter((_, index) => index !== 2).map((photo) => photo['id']))
  })

  it('counts nothing on a page where every record can be read', () => {
    expect(parseOrThrow(UnsplashSearchResultSchema, searchResult).skipped).toBe(0)
  })

  it('still fails a page whose paging cannot be read', () => {
    expect(fieldsOf(() => parseOrThrow(UnsplashSearchResultSchema, { ...searchResult, total_pages: '334' }))).toEqual(['total_pages'])
  })
})

describe('fields a card does not need never fail a record', () => {
  const [first] = searchResult.results
  if (first === undefined) throw new Error('fixture has no results')

  it.each([
    ['created_at in another format', { created_at: '2023-03-07 05:09:25' }, { created_at: null }],
    ['updated_at a number', { updated_at: 1678165765 }, { updated_at: null }],
    ['color a number', { color: 0x594040 }, { color: null }],
    ['description an object', { description: { en: 'x' } }, { description: null }],
    ['a tag without its title', { tags: [{ type: 'search' }, { title: 'snow' }] }, { tags: [{ title: 'snow' }] }],
    ['tags null', { tags: null }, { tags: [] }],
  ])('%s', (_case, change, expected) => {
    expect(parseOrThrow(UnsplashPhotoSchema, { ...first, ...change })).toMatchObject(expected)
  })

  it.each([
    ['urls.full and urls.thumb missing', (photo: RawPhoto) => ({ ...photo, urls: { raw: photo.urls.raw, regular: photo.urls.regular, small: photo.urls.small } })],
    ['links.self and links.download not URLs', (photo: RawPhoto) => ({ ...photo, links: { ...photo.links, self: 'self', download: null } })],
    ['the user name missing', (photo: RawPhoto) => ({ ...photo, user: { ...photo.user, name: undefined } })],
    ['the user id a number', (photo: RawPhoto) => ({ ...photo, user: { ...photo.user, id: 42 } })],
    ['a profile image size missing', (photo: RawPhoto) => ({ ...photo, user: { ...photo.user, profile_image: { small: 'https://images.unsplash.com/a' } } })],
    ['the user links without html', (photo: RawPhoto) => ({ ...photo, user: { ...photo.user, links: { self: 'https://api.unsplash.com/users/x' } } })],
    ['total_collections null', (photo: RawPhoto) => ({ ...photo, user: { ...photo.user, total_collections: null } })],
  ])('%s', (_case, change) => {
    const photo = parseOrThrow(UnsplashPhotoSchema, change(first))
    expect(photo.id).toBe(first['id'])
  })

  it.each([
    ['exif.iso as text', { exif: { iso: '400', make: 'Canon' } }, { exif: { iso: null, make: 'Canon' } }],
    ['exif a string', { exif: 'none' }, { exif: null }],
    ['location.position.latitude as text', { location: { city: 'Vík', position: { latitude: '63.4', longitude: -19.0 } } }, { location: { city: 'Vík', position: { latitude: null, longitude: -19 } } }],
    ['downloads negative', { downloads: -1 }, { downloads: null }],
    ['public_domain as text', { public_domain: 'no' }, { public_domain: null }],
  ])('a full record with %s', (_case, change, expected) => {
    expect(parseOrThrow(UnsplashFullPhotoSchema, { ...photoFull, ...change })).toMatchObject(expected)
  })
})

describe('derived values', () => {
  const photo = parseOrThrow(UnsplashFullPhotoSchema, photoFull)

  it('resolution and aspect ratio of 5355x3479', () => {
    expect(unsplashResolution(photo)).toBe('5355x3479')
    expect(unsplashAspectRatio(photo)).toBe(1.54)
  })

  it('withDerivedFields returns the record followed by resolution and aspect_ratio', () => {
    const printed = withDerivedFields(photo)
    expect(printed).toEqual({ ...photo, resolution: '5355x3479', aspect_ratio: 1.54 })
    expect(Object.keys(printed).slice(-2)).toEqual(['resolution', 'aspect_ratio'])
    expect(photo).not.toHaveProperty('resolution')
  })

  it('a portrait photo', () => {
    expect(withDerivedFields(parseOrThrow(UnsplashFullPhotoSchema, photoFullMinimal))).toMatchObject({ resolution: '3000x4500', aspect_ratio: 0.67 })
  })
})
