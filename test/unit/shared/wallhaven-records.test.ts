import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ValidationError } from '../../../src/shared/errors'
import {
  WallhavenSearchResponseSchema,
  WallhavenWallpaperResponseSchema,
  WallhavenWallpaperSchema,
} from '../../../src/shared/sources/wallhaven/records'
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

describe('search response (api-facts §1.5)', () => {
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

  it('rejects a per_page that is not a number', () => {
    const body = fixture('search-empty.json')
    expect(failingFields(WallhavenSearchResponseSchema, { ...body, meta: { ...(body.meta as object), per_page: 'lots' } })).toEqual(['meta.per_page'])
  })

  it('tolerates fields it does not know', () => {
    const item = { ...firstItem('search-nature.json'), ai_generated: false, thumbs: { ...(firstItem('search-nature.json').thumbs as object), xl: 'https://th.wallhaven.cc/xl/x.jpg' } }
    const parsed = WallhavenWallpaperSchema.parse(item)
    expect(parsed).not.toHaveProperty('ai_generated')
  })

  it.each([
    ['id', (item: Record<string, unknown>) => ({ ...item, id: undefined }), 'data.0.id'],
    ['dimension_x as a string', (item: Record<string, unknown>) => ({ ...item, dimension_x: '1920' }), 'data.0.dimension_x'],
    ['ratio as a number', (item: Record<string, unknown>) => ({ ...item, ratio: 1.78 }), 'data.0.ratio'],
    ['purity outside the three', (item: Record<string, unknown>) => ({ ...item, purity: 'nsfl' }), 'data.0.purity'],
    ['path that is not a web URL', (item: Record<string, unknown>) => ({ ...item, path: 'file:///etc/passwd' }), 'data.0.path'],
    ['thumbs without original', (item: Record<string, unknown>) => ({ ...item, thumbs: { large: 'https://th.wallhaven.cc/lg/x.jpg', small: 'https://th.wallhaven.cc/small/x.jpg' } }), 'data.0.thumbs.original'],
    ['views as a string', (item: Record<string, unknown>) => ({ ...item, views: '5316' }), 'data.0.views'],
  ])('rejects a wallpaper with a broken %s, naming the field', (_case, breakItem, field) => {
    const body = fixture('search-nature.json')
    const [first, ...rest] = body.data as Record<string, unknown>[]
    const broken = { ...body, data: [breakItem(first as Record<string, unknown>), ...rest] }
    expect(failingFields(WallhavenSearchResponseSchema, broken)).toEqual([field])
  })

  it('names each broken field of a sample at once', () => {
    const { id: _id, ...withoutId } = firstItem('search-nature.json')
    expect(failingFields(WallhavenWallpaperSchema, { ...withoutId, dimension_x: '1920', ratio: 1.78 })).toEqual(['id', 'dimension_x', 'ratio'])
  })
})

describe('wallpaper detail (api-facts §1.6)', () => {
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

  it('rejects a tag without a name, naming it', () => {
    const body = fixture('wallpaper-detail.json')
    const data = body.data as { tags: Record<string, unknown>[] }
    const broken = { data: { ...data, tags: [{ ...data.tags[0], name: undefined }] } }
    expect(failingFields(WallhavenWallpaperResponseSchema, broken)).toEqual(['data.tags.0.name'])
  })
})
