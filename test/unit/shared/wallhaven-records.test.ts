import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ValidationError } from '../../../src/shared/errors'
import {
  WallhavenSearchResponseSchema,
  WallhavenWallpaperResponseSchema,
  WallhavenWallpaperSchema,
} from '../../../src/sources/wallhaven/records'
import { parseOrThrow } from '../../../src/shared/validation'

function fixture(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`../../fixtures/wallhaven/${name}`, import.meta.url), 'utf8')) as Record<string, unknown>
}

function firstItem(name: string): Record<string, unknown> {
  return (fixture(name).data as Record<string, unknown>[])[0] as Record<string, unknown>
}

function failingFields(schema: Parameters<typeof parseOrThrow>[0], input: unknown): string[] {
  try {
    parseOrThrow(schema, input)
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError)
    return (error as ValidationError).issues.map((issue) => issue.field)
  }
  throw new Error('expected the sample to be rejected')
}

describe('search response (docs/apis.md, Wallhaven "Search results and the wallpaper record")', () => {
  it('parses a full page of a keyword search', () => {
    const response = WallhavenSearchResponseSchema.parse(fixture('search-nature.json'))
    expect(response.data).toHaveLength(24)
    expect(response.meta).toEqual({ current_page: 1, last_page: 258, per_page: 24, total: 6185, query: 'nature', seed: null })
    expect(new Set(response.data.map((item) => item.id)).size).toBe(24)
    const [first] = response.data
    expect(typeof first?.ratio).toBe('string')
    expect(first?.path).toMatch(/^https:\/\/w\.wallhaven\.cc\/full\/[a-z0-9]{2}\/wallhaven-[a-z0-9]{6}\.(jpg|png)$/)
    expect(first?.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  })

  it('parses a random page carrying its seed', () => {
    const response = WallhavenSearchResponseSchema.parse(fixture('search-random-seed.json'))
    expect(response.meta.seed).toBe('Xk3m9Q')
    expect(response.meta.query).toBeNull()
    expect(response.data.length).toBeGreaterThan(0)
  })

  it('parses an empty result', () => {
    const response = WallhavenSearchResponseSchema.parse(fixture('search-empty.json'))
    expect(response.data).toEqual([])
    expect(response.meta.total).toBe(0)
  })

  it('parses an id: search, whose meta.query is an object', () => {
    const response = WallhavenSearchResponseSchema.parse(fixture('search-id-query.json'))
    expect(response.meta.query).toEqual({ id: 1, tag: 'anime' })
    expect(response.data.every((item) => item.category === 'anime')).toBe(true)
  })

  it('accepts per_page as a numeric string and returns a number', () => {
    const body = fixture('search-empty.json')
    const response = WallhavenSearchResponseSchema.parse({ ...body, meta: { ...(body.meta as object), per_page: '24' } })
    expect(response.meta.per_page).toBe(24)
  })

  it('accepts an empty meta.query and a collection listing without query or seed', () => {
    const body = fixture('search-empty.json')
    expect(WallhavenSearchResponseSchema.parse({ ...body, meta: { ...(body.meta as object), query: '' } }).meta.query).toBe('')
    const collection = WallhavenSearchResponseSchema.parse({ data: [], meta: { current_page: 1, last_page: 1, per_page: 24, total: 0 } })
    expect(collection.meta).toMatchObject({ query: null, seed: null })
  })

  it('reads a per_page that is not a number as null: Tapestry does not use it', () => {
    const body = fixture('search-empty.json')
    expect(WallhavenSearchResponseSchema.parse({ ...body, meta: { ...(body.meta as object), per_page: 'lots' } }).meta.per_page).toBeNull()
  })

  it('tolerates fields it does not know', () => {
    const item = { ...firstItem('search-nature.json'), ai_generated: false, thumbs: { ...(firstItem('search-nature.json').thumbs as object), xl: 'https://th.wallhaven.cc/xl/x.jpg' } }
    const parsed = WallhavenWallpaperSchema.parse(item)
    expect(parsed).not.toHaveProperty('ai_generated')
  })

  it.each([
    ['id', (item: Record<string, unknown>) => ({ ...item, id: undefined }), 'id'],
    ['dimension_x as a string', (item: Record<string, unknown>) => ({ ...item, dimension_x: '1920' }), 'dimension_x'],
    ['purity outside the three', (item: Record<string, unknown>) => ({ ...item, purity: 'nsfl' }), 'purity'],
    ['path that is not a web URL', (item: Record<string, unknown>) => ({ ...item, path: 'file:///etc/passwd' }), 'path'],
    ['thumbs without original', (item: Record<string, unknown>) => ({ ...item, thumbs: { large: 'https://th.wallhaven.cc/lg/x.jpg', small: 'https://th.wallhaven.cc/small/x.jpg' } }), 'thumbs.original'],
  ])('skips and counts a wallpaper with a broken %s; the rest of the page stands', (_case, breakItem, field) => {
    const body = fixture('search-nature.json')
    const [first, ...rest] = body.data as Record<string, unknown>[]
    const broken = breakItem(first as Record<string, unknown>)
    const page = WallhavenSearchResponseSchema.parse({ ...body, data: [broken, ...rest] })
    expect(page.skipped).toBe(1)
    expect(page.data.map((item) => item.id)).toEqual(rest.map((item) => item['id']))
    // The item itself still says what is wrong with it.
    expect(failingFields(WallhavenWallpaperSchema, broken)).toEqual([field])
  })

  it.each([
    ['views as a string', { views: '5316' }, { views: null }],
    ['favorites missing', { favorites: undefined }, { favorites: null }],
    ['ratio as a number', { ratio: 1.78 }, { ratio: null }],
    ['created_at in another format', { created_at: '2016-06-06T19:12:31Z' }, { created_at: null }],
    ['category outside the three', { category: 'memes' }, { category: null }],
    ['short_url null', { short_url: null }, { short_url: null }],
    ['file_size as text', { file_size: '390342' }, { file_size: null }],
    ['file_type null', { file_type: null }, { file_type: '' }],
    ['one colour without its #', { colors: ['#000000', 'abbcda'] }, { colors: ['#000000'] }],
    ['colors null', { colors: null }, { colors: [] }],
    ['thumbs.small missing', { thumbs: { large: 'https://th.wallhaven.cc/lg/x.jpg', original: 'https://th.wallhaven.cc/orig/x.jpg' } }, { thumbs: { large: 'https://th.wallhaven.cc/lg/x.jpg', original: 'https://th.wallhaven.cc/orig/x.jpg', small: null } }],
  ])('reads a field a card does not need (%s) as its fallback, never failing', (_case, change, expected) => {
    const parsed = WallhavenWallpaperSchema.parse({ ...firstItem('search-nature.json'), ...change })
    expect(parsed).toMatchObject(expected)
  })

  it('names each broken field of a sample at once', () => {
    const { id: _id, ...withoutId } = firstItem('search-nature.json')
    expect(failingFields(WallhavenWallpaperSchema, { ...withoutId, dimension_x: '1920', path: 'file:///etc/passwd' })).toEqual(['id', 'dimension_x', 'path'])
  })

  it('still fails a page whose paging cannot be read', () => {
    const body = fixture('search-nature.json')
    expect(failingFields(WallhavenSearchResponseSchema, { ...body, meta: { ...(body.meta as object), last_page: 'many' } })).toEqual(['meta.last_page'])
    expect(failingFields(WallhavenSearchResponseSchema, { ...body, data: null })).toEqual(['data'])
  })
})

describe('wallpaper detail (docs/apis.md, Wallhaven "Search results and the wallpaper record")', () => {
  it('parses the uploader and tags', () => {
    const { data } = WallhavenWallpaperResponseSchema.parse(fixture('wallpaper-detail.json'))
    expect(data.uploader?.username).toBe('alpine_light')
    expect(data.uploader?.avatar?.['128px']).toMatch(/^https:\/\/wallhaven\.cc\/images\/user\/avatar\/128\//)
    expect(data.tags.map((tag) => tag.name)).toEqual(['nature', 'landscape', 'mountains', 'lake', 'sunrise', 'reflection'])
    expect(data.tags[3]).toEqual({ id: 2729, name: 'lake', alias: '', category_id: 13, category: 'Nature', purity: 'sfw', created_at: '2014-07-11 10:31:02' })
  })

  it('fills an absent uploader and tags with their defaults', () => {
    const { data } = WallhavenWallpaperResponseSchema.parse({ data: firstItem('search-nature.json') })
    expect(data.uploader).toBeNull()
    expect(data.tags).toEqual([])
  })

  it('leaves out a tag without a name and keeps the others', () => {
    const body = fixture('wallpaper-detail.json')
    const data = body.data as { tags: Record<string, unknown>[] }
    const broken = { data: { ...data, tags: [{ ...data.tags[0], name: undefined }, ...data.tags.slice(1)] } }
    expect(WallhavenWallpaperResponseSchema.parse(broken).data.tags.map((tag) => tag.name)).toEqual(['landscape', 'mountains', 'lake', 'sunrise', 'reflection'])
  })

  it('keeps a tag whose unused fields are missing or malformed', () => {
    const body = fixture('wallpaper-detail.json')
    const data = body.data as { tags: Record<string, unknown>[] }
    const tags = [{ name: 'lake', id: '2729', category_id: null, purity: 'unknown', created_at: 'yesterday' }]
    expect(WallhavenWallpaperResponseSchema.parse({ data: { ...data, tags } }).data.tags).toEqual([
      { id: null, name: 'lake', alias: '', category_id: null, category: null, purity: null, created_at: null },
    ])
  })

  it.each([
    ['a size missing', (avatar: Record<string, unknown>) => ({ ...avatar, '20px': undefined })],
    ['a size null', (avatar: Record<string, unknown>) => ({ ...avatar, '32px': null })],
    ['null', () => null],
    ['not a URL', (avatar: Record<string, unknown>) => ({ ...avatar, '200px': '/images/user/avatar/200/default.png' })],
  ])('keeps the uploader (the credit) when the avatar, which is never used, is %s', (_case, breakAvatar) => {
    const body = fixture('wallpaper-detail.json')
    const data = body.data as { uploader: { avatar: Record<string, unknown> } }
    const broken = { data: { ...data, uploader: { ...data.uploader, avatar: breakAvatar(data.uploader.avatar), group: null } } }
    const { uploader } = WallhavenWallpaperResponseSchema.parse(broken).data
    expect(uploader).toEqual({ username: 'alpine_light', group: null, avatar: null })
  })

  it('reads an uploader without a username as no uploader, not a failure', () => {
    const body = fixture('wallpaper-detail.json')
    const broken = { data: { ...(body.data as object), uploader: { group: 'User' } } }
    expect(WallhavenWallpaperResponseSchema.parse(broken).data.uploader).toBeNull()
  })
})
