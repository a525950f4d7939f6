import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ValidationError } from '../../../src/shared/errors'
import { RedditListingSchema, RedditPostSchema, readRedditPost } from '../../../src/sources/reddit/records'
import { parseOrThrow } from '../../../src/shared/validation'

function fixture(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`../../fixtures/reddit/${name}`, import.meta.url), 'utf8'))
}

/** A small post as Reddit sends one: the fields extraction reads that every post has, and a few it does not read. */
const minimalPost = {
  id: '1ss7q8o',
  title: 'Misty morning',
  author: 'alpine_lens',
  permalink: '/r/wallpapers/comments/1ss7q8o/misty_morning/',
  url: 'https://i.redd.it/8k2j3h4g5f6d1.jpeg',
  domain: 'i.redd.it',
  subreddit: 'wallpapers',
  over_18: false,
}
const unreadFields = { name: 't3_1ss7q8o', subreddit_id: 't5_2qmjl', created_utc: 1781040312 }

function failingFields(input: unknown): string[] {
  try {
    parseOrThrow(RedditPostSchema, input)
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError)
    return (error as ValidationError).issues.map((issue) => issue.field)
  }
  throw new Error('expected a ValidationError')
}

describe('RedditListingSchema (docs/apis.md, Reddit "Listings")', () => {
  it('reads the wallpapers page with its cursor and children', () => {
    const listing = RedditListingSchema.parse(fixture('listing-wallpapers.json'))
    expect(listing.data.after).toBe('t3_1ss1x3h')
    expect(listing.data.children).toHaveLength(14)
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
    expect(RedditListingSchema.parse({ kind: 'Listing', data: { children: [] } }).data).toEqual({ after: null, children: [] })
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

describe('RedditPostSchema (docs/apis.md, Reddit "Posts and their media")', () => {
  it('fills every optional field from a minimal post, and keeps none it does not read', () => {
    expect(RedditPostSchema.parse({ ...minimalPost, ...unreadFields })).toEqual({
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

  it('names each broken required field: the id, the page and over_18', () => {
    const { over_18: _over18, ...withoutNsfw } = minimalPost
    expect(failingFields({ ...withoutNsfw, id: 42 })).toEqual(['id', 'over_18'])
    expect(failingFields({ ...minimalPost, permalink: null })).toEqual(['permalink'])
  })

  it('reads a preview that cannot be read as no preview, not a broken post', () => {
    expect(RedditPostSchema.parse({ ...minimalPost, preview: { images: [{ source: { url: 'x', width: '1920', height: 1080 } }] } }).preview).toEqual({ images: [], reddit_video_preview: null })
    expect(RedditPostSchema.parse({ ...minimalPost, preview: 'none' }).preview).toBeNull()
    // A clip's MP4 that cannot be read is no clip; the preview's pictures stand.
    const clip = { fallback_url: 42, width: 640, height: 480, is_gif: true }
    expect(RedditPostSchema.parse({ ...minimalPost, preview: { images: [], reddit_video_preview: clip } }).preview).toEqual({ images: [], reddit_video_preview: null })
    const readableClip = { ...clip, fallback_url: 'https://v.redd.it/07kqctcllp851/DASH_480.mp4' }
    expect(RedditPostSchema.parse({ ...minimalPost, preview: { images: [], reddit_video_preview: readableClip } }).preview?.reddit_video_preview).toEqual(readableClip)
  })

  it.each([
    ['name, subreddit_id and created_utc missing', {}],
    ['created_utc as text, name null', { created_utc: '1586766332', name: null }],
    ['a gallery item with its id as text and a caption object', { gallery_data: { items: [{ media_id: 'abc', id: '7', caption: { text: 'x' } }] } }],
    ['preview.enabled as text and variants of another shape', { preview: { images: [], enabled: 'yes', variants: [] } }],
    ['an embed of another shape', { media: { type: 7, oembed: 'youtube' } }],
  ])('never fails on a field extraction does not read (%s)', (_case, change) => {
    expect(readRedditPost({ ...minimalPost, ...change })?.id).toBe('1ss7q8o')
  })

  it.each([
    ['title null', { title: null }, { title: '' }],
    ['author missing', { author: undefined }, { author: '' }],
    ['subreddit missing', { subreddit: undefined }, { subreddit: '' }],
    ['domain null', { domain: null }, { domain: '' }],
    ['spoiler null', { spoiler: null }, { spoiler: false }],
    ['is_gallery null', { is_gallery: null }, { is_gallery: false }],
    ['thumbnail a number', { thumbnail: 140 }, { thumbnail: null }],
    ['a video without its size', { secure_media: { reddit_video: { fallback_url: 'https://v.redd.it/x/CMAF_720.mp4', width: '1280' } } }, { secure_media: { reddit_video: { width: null, height: null, is_gif: false } } }],
    ['a rendition without its width', { preview: { images: [{ source: { url: 'https://x/y.jpg', width: 10, height: 10 }, resolutions: [{ url: 'https://x/z.jpg' }] }] } }, { preview: { images: [{ resolutions: [] }] } }],
    ['gallery_data without media ids', { gallery_data: { items: [{ id: 1 }] } }, { gallery_data: null }],
  ])('reads a malformed optional field (%s) as its fallback', (_case, change, expected) => {
    expect(RedditPostSchema.parse({ ...minimalPost, ...change })).toMatchObject(expected)
    expect(readRedditPost({ ...minimalPost, ...change })).toMatchObject(expected)
  })

  it('reads a well-formed post the same whichever way: strictly first, leniently only when that fails', () => {
    for (const name of ['listing-wallpapers.json', 'listing-last-page.json']) {
      for (const child of RedditListingSchema.parse(fixture(name)).data.children) {
        expect(readRedditPost(child.data)).toEqual(RedditPostSchema.parse(child.data))
      }
    }
  })

  it('reads a post it cannot read at all as null', () => {
    expect(readRedditPost({ ...minimalPost, over_18: undefined })).toBeNull()
    expect(readRedditPost('not a post')).toBeNull()
  })

  it('reads a media_metadata entry that cannot be read as null, keeping the others', () => {
    const post = RedditPostSchema.parse({ ...minimalPost, media_metadata: { a: { status: 'valid', e: 'Image', s: { x: 10, y: 10, u: 'https://i.redd.it/a.jpg' } }, b: 'broken' } })
    expect(post.media_metadata?.['b']).toBeNull()
    expect(post.media_metadata?.['a']?.s).toMatchObject({ x: 10, y: 10 })
  })

  it('drops fields it does not use', () => {
    const post = RedditPostSchema.parse({ ...minimalPost, ...unreadFields, ups: 5, gildings: {}, all_awardings: [] })
    for (const field of ['ups', 'gildings', 'name', 'subreddit_id', 'created_utc']) expect(post).not.toHaveProperty(field)
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
    expect(post.gallery_data?.items).toEqual([{ media_id: 'aaa' }, { media_id: 'bbb' }])
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
    expect(post.media).toEqual({ reddit_video: null, oembed: { provider_name: 'YouTube', html: '<iframe></iframe>' } })
  })

  it('reads crosspost parents with the same schema, recursively', () => {
    const parent = { ...minimalPost, id: '1ss2k9d', crosspost_parent_list: [{ ...minimalPost, id: 'zzz1' }] }
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
