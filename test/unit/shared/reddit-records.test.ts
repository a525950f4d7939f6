import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ValidationError } from '../../../src/shared/errors'
import { RedditListingSchema, RedditPostSchema } from '../../../src/shared/sources/reddit/records'
import { parseOrThrow } from '../../../src/shared/validation'

function fixture(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`../../fixtures/reddit/${name}`, import.meta.url), 'utf8'))
}

/** The smallest post Reddit could plausibly send: every field the schema requires, nothing else. */
const minimalPost = {
  id: '1ss7q8o',
  name: 't3_1ss7q8o',
  title: 'Misty morning',
  author: 'alpine_lens',
  subreddit: 'wallpapers',
  permalink: '/r/wallpapers/comments/1ss7q8o/misty_morning/',
  url: 'https://i.redd.it/8k2j3h4g5f6d1.jpeg',
  domain: 'i.redd.it',
  over_18: false,
  created_utc: 1781040312,
}

function failingFields(input: unknown): string[] {
  try {
    parseOrThrow(RedditPostSchema, input)
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError)
    return (error as ValidationError).issues.map((issue) => issue.field)
  }
  throw new Error('expected a ValidationError')
}

describe('RedditListingSchema (api-facts §3.4)', () => {
  it('reads the wallpapers page with its cursor and children', () => {
    const listing = RedditListingSchema.parse(fixture('listing-wallpapers.json'))
    expect(listing.data.after).toBe('t3_1ss1x3h')
    expect(listing.data.before).toBeNull()
    expect(listing.data.dist).toBe(listing.data.children.length)
    expect(listing.data.children.every((child) => child.kind === 't3')).toBe(true)
  })

  it('reads the last page, whose after is null', () => {
    expect(RedditListingSchema.parse(fixture('listing-last-page.json')).data.after).toBeNull()
  })

  it('reads a subreddit-search redirect: t5 children are recognised, not a failure', () => {
    const listing = RedditListingSchema.parse(fixture('listing-subreddit-search.json'))
    expect(listing.data.children.map((child) => child.kind)).toEqual(['t5', 't5', 't5'])
  })

  it('reads an empty listing with only children given', () => {
    expect(RedditListingSchema.parse({ kind: 'Listing', data: { children: [] } }).data).toEqual({ after: null, before: null, dist: null, children: [] })
  })

  it('rejects something that is not a Listing', () => {
    expect(RedditListingSchema.safeParse({ kind: 't3', data: { children: [] } }).success).toBe(false)
    expect(RedditListingSchema.safeParse({ message: 'Forbidden', error: 403, reason: 'private' }).success).toBe(false)
  })

  it('parses every post of every fixture with the post schema', () => {
    for (const name of ['listing-wallpapers.json', 'listing-last-page.json']) {
      for (const child of RedditListingSchema.parse(fixture(name)).data.children) {
        expect(RedditPostSchema.safeParse(child.data).success, `${name}: ${JSON.stringify(child.data).slice(0, 80)}`).toBe(true)
      }
    }
  })
})

describe('RedditPostSchema (api-facts §3.5)', () => {
  it('fills every optional field from a minimal post', () => {
    expect(RedditPostSchema.parse(minimalPost)).toEqual({
      ...minimalPost,
      url_overridden_by_dest: null,
      spoiler: false,
      stickied: false,
      is_self: false,
      is_video: false,
      is_gallery: false,
      post_hint: null,
      gallery_data: null,
      media_metadata: null,
      preview: null,
      media: null,
      secure_media: null,
      thumbnail: null,
      removed_by_category: null,
      crosspost_parent_list: [],
    })
  })

  it('names each broken required field', () => {
    const { over_18: _over18, ...withoutNsfw } = minimalPost
    expect(failingFields({ ...withoutNsfw, id: 42 })).toEqual(['id', 'over_18'])
    expect(failingFields({ ...minimalPost, preview: { images: [{ source: { url: 'x', width: '1920', height: 1080 } }] } })).toEqual([
      'preview.images.0.source.width',
    ])
  })

  it('accepts float epoch seconds from older data', () => {
    expect(RedditPostSchema.parse({ ...minimalPost, created_utc: 1586766332.5 }).created_utc).toBe(1586766332.5)
  })

  it('drops fields it does not use', () => {
    const post = RedditPostSchema.parse({ ...minimalPost, ups: 5, gildings: {}, all_awardings: [] })
    expect(post).not.toHaveProperty('ups')
    expect(post).not.toHaveProperty('gildings')
  })

  it('reads gallery data and media metadata, including a failed entry with nothing but a status', () => {
    const post = RedditPostSchema.parse({
      ...minimalPost,
      is_gallery: true,
      gallery_data: {
        items: [
          { media_id: 'aaa', id: 1, caption: 'first' },
          { media_id: 'bbb', id: 2 },
        ],
      },
      media_metadata: {
        aaa: { status: 'valid', e: 'Image', m: 'image/jpg', s: { x: 10, y: 20, u: 'https://preview.redd.it/aaa.jpg' }, p: [] },
        bbb: { status: 'failed' },
        ccc: { status: 'valid', e: 'AnimatedImage', m: 'image/gif', s: { x: 10, y: 20, gif: 'https://i.redd.it/ccc.gif', mp4: 'https://x/ccc.mp4' } },
      },
    })
    expect(post.gallery_data?.items[1]).toEqual({ media_id: 'bbb', id: 2, caption: null, outbound_url: null })
    expect(post.media_metadata?.bbb).toEqual({ status: 'failed', e: null, m: null, s: null, p: [] })
    expect(post.media_metadata?.ccc?.s).toEqual({ x: 10, y: 20, u: null, gif: 'https://i.redd.it/ccc.gif', mp4: 'https://x/ccc.mp4' })
  })

  it('reads hosted video and embeds in media / secure_media', () => {
    const post = RedditPostSchema.parse({
      ...minimalPost,
      secure_media: { reddit_video: { fallback_url: 'https://v.redd.it/x/CMAF_720.mp4?source=fallback', width: 1280, height: 720, is_gif: true, duration: 8 } },
      media: { type: 'youtube.com', oembed: { provider_name: 'YouTube', html: '<iframe></iframe>' } },
    })
    expect(post.secure_media?.reddit_video).toEqual({ fallback_url: 'https://v.redd.it/x/CMAF_720.mp4?source=fallback', width: 1280, height: 720, is_gif: true })
    expect(post.media).toEqual({ reddit_video: null, type: 'youtube.com', oembed: { provider_name: 'YouTube', title: null, thumbnail_url: null } })
  })

  it('reads crosspost parents with the same schema, recursively', () => {
    const parent = { ...minimalPost, id: '1ss2k9d', name: 't3_1ss2k9d', crosspost_parent_list: [{ ...minimalPost, id: 'zzz1', name: 't3_zzz1' }] }
    const post = RedditPostSchema.parse({ ...minimalPost, crosspost_parent_list: [parent] })
    expect(post.crosspost_parent_list[0]?.id).toBe('1ss2k9d')
    expect(post.crosspost_parent_list[0]?.crosspost_parent_list[0]?.id).toBe('zzz1')
    expect(post.crosspost_parent_list[0]?.is_gallery).toBe(false)
  })

  it('takes null where Reddit sends null for optional objects', () => {
    const post = RedditPostSchema.parse({ ...minimalPost, gallery_data: null, media_metadata: null, media: null, secure_media: null, removed_by_category: null, post_hint: null })
    expect(post.gallery_data).toBeNull()
    expect(post.media_metadata).toBeNull()
  })
})
