import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MediaItemSchema, type MediaItem } from '../../../src/shared/media'
import { MediaTypeFilter } from '../../../src/sources/reddit/enums'
import {
  redditListingToMediaItems,
  redditPostToMediaItems,
  type RedditMediaOptions,
} from '../../../src/sources/reddit/extract-media'
import { createRedditListingParams } from '../../../src/sources/reddit/params'
import { RedditListingSchema, RedditPostSchema, type RedditPost } from '../../../src/sources/reddit/records'

function listingFixture(name: string) {
  return RedditListingSchema.parse(JSON.parse(readFileSync(new URL(`../../fixtures/reddit/${name}`, import.meta.url), 'utf8')))
}

const page = listingFixture('listing-wallpapers.json')

/** The raw `data` of a fixture post, to parse as is or to vary in one field. */
function rawPost(id: string): Record<string, unknown> {
  const child = page.data.children.find((candidate) => (candidate.data as { id?: string }).id === id)
  if (child === undefined) throw new Error(`no post ${id} in the fixture`)
  return structuredClone(child.data) as Record<string, unknown>
}

function post(id: string, changes: Record<string, unknown> = {}): RedditPost {
  return RedditPostSchema.parse({ ...rawPost(id), ...changes })
}

const SFW: RedditMediaOptions = { includeNsfw: false, mediaType: 'ANY' }
const ALL: RedditMediaOptions = { includeNsfw: true, mediaType: 'ANY' }

function cards(id: string, options: RedditMediaOptions = SFW, changes: Record<string, unknown> = {}): MediaItem[] {
  return redditPostToMediaItems(post(id, changes), options)
}

const POSTS = {
  stickied: '1rx0a2b',
  directImage: '1ss7q8o',
  gallery: '1ss6k2m',
  crosspost: '1ss5j7d',
  imgurGifv: '1ss4h3x',
  imgurBare: '1ss3g8w',
  imgurAlbum: '1ss3c1v',
  video: '1ss2z5u',
  videoGif: '1ss2t4r',
  self: '1ss2p0q',
  removed: '1ss2m6n',
  nsfw: '1ss2h1k',
  linkWithPreview: '1ss2c9j',
  youtube: '1ss1x3h',
} as const

function urlsOf(card: MediaItem): string[] {
  return [card.thumbUrl, card.previewUrl, card.fullUrl, ...(card.pageUrl ? [card.pageUrl] : []), ...(card.author?.url ? [card.author.url] : [])]
}

describe('the wallpapers fixture, post by post (docs/apis.md, Reddit "Posts and their media")', () => {
  it('a direct i.redd.it image: the original, sized from the preview source', () => {
    expect(cards(POSTS.directImage)).toEqual([
      {
        source: 'reddit',
        id: '1ss7q8o',
        title: 'Misty morning in the Dolomites [3840x2160]',
        width: 3840,
        height: 2160,
        resolution: '3840x2160',
        aspectRatio: 1.78,
        thumbUrl: expect.stringMatching(/^https:\/\/preview\.redd\.it\/8k2j3h4g5f6d1\.jpeg\?width=320&crop=smart&auto=webp&s=[0-9a-f]{40}$/),
        previewUrl: expect.stringMatching(/^https:\/\/preview\.redd\.it\/8k2j3h4g5f6d1\.jpeg\?width=1080&/),
        fullUrl: 'https://i.redd.it/8k2j3h4g5f6d1.jpeg',
        pageUrl: 'https://www.reddit.com/r/wallpapers/comments/1ss7q8o/misty_morning_in_the_dolomites_3840x2160/',
        author: { name: 'u/alpine_lens', url: 'https://www.reddit.com/user/alpine_lens' },
        nsfw: false,
        mediaType: 'image',
        color: null,
        blurHash: null,
        fileSize: null,
        colors: [],
        tags: [],
        sizeKnown: true,
        purity: null,
        spoiler: false,
        community: 'wallpapers',
        licence: null,
        credit: null,
        sponsored: false,
      },
    ])
  })

  describe('a gallery of 3', () => {
    const gallery = cards(POSTS.gallery)

    it('gives one card per usable item, in gallery order, skipping the failed one', () => {
      expect(gallery.map((card) => card.id)).toEqual(['1ss6k2m_k3v9x2m1q8sf1', '1ss6k2m_z8c5b1y3h9gf1'])
    })

    it('numbers each title by its place in the gallery, newlines collapsed', () => {
      expect(gallery.map((card) => card.title)).toEqual([
        'Tokyo after rain: three frames from last night (1/3)',
        'Tokyo after rain: three frames from last night (3/3)',
      ])
    })

    it('an Image item: the i.redd.it original with the extension from its MIME type, sized from s', () => {
      expect(gallery[0]).toMatchObject({
        fullUrl: 'https://i.redd.it/k3v9x2m1q8sf1.png',
        mediaType: 'image',
        width: 2560,
        height: 1440,
        pageUrl: 'https://www.reddit.com/r/wallpaper/comments/1ss6k2m/tokyo_after_rain_three_frames_from_last_night/',
      })
      expect(gallery[0]?.previewUrl).toMatch(/^https:\/\/preview\.redd\.it\/k3v9x2m1q8sf1\.png\?width=1080&format=png8&s=/)
      expect(gallery[0]?.thumbUrl).toMatch(/^https:\/\/preview\.redd\.it\/k3v9x2m1q8sf1\.png\?width=320&format=png8&s=/)
    })

    it('an AnimatedImage item (gif and mp4, no u): the mp4, as a GIF', () => {
      expect(gallery[1]).toMatchObject({ mediaType: 'gif', width: 1280, height: 720 })
      expect(gallery[1]?.fullUrl).toMatch(/^https:\/\/preview\.redd\.it\/z8c5b1y3h9gf1\.gif\?format=mp4&s=[0-9a-f]{40}$/)
      expect(gallery[1]?.previewUrl).toMatch(/z8c5b1y3h9gf1\.gif\?width=1080&format=png8/)
    })

    it('falls back to s.gif when an AnimatedImage has no mp4', () => {
      const raw = rawPost(POSTS.gallery)
      const metadata = raw.media_metadata as Record<string, { s: Record<string, unknown> }>
      delete metadata.z8c5b1y3h9gf1?.s.mp4
      expect(redditPostToMediaItems(RedditPostSchema.parse(raw), SFW)[1]?.fullUrl).toBe('https://i.redd.it/z8c5b1y3h9gf1.gif')
    })
  })

  it('a crosspost: the parent image, with the crosspost’s own id, title and page, crediting the original poster', () => {
    expect(cards(POSTS.crosspost)).toEqual([
      expect.objectContaining({
        id: '1ss5j7d',
        title: 'Lofoten in late September (x-post r/EarthPorn)',
        pageUrl: 'https://www.reddit.com/r/wallpapers/comments/1ss5j7d/lofoten_in_late_september_xpost_rearthporn/',
        fullUrl: 'https://i.redd.it/q4r7t2w9e1xd1.jpeg',
        width: 5464,
        height: 3640,
        mediaType: 'image',
        author: { name: 'u/fjord_walker', url: 'https://www.reddit.com/user/fjord_walker' },
        nsfw: false,
      }),
    ])
  })

  it('an imgur .gifv: the .mp4 beside it, as a GIF', () => {
    expect(cards(POSTS.imgurGifv)).toEqual([
      expect.objectContaining({ id: '1ss4h3x', fullUrl: 'https://i.imgur.com/Xk3bQ9r.mp4', mediaType: 'gif', width: 1920, height: 1080 }),
    ])
  })

  it('an extensionless imgur link: i.imgur.com/<id>.jpg; a deleted author gives no credit', () => {
    expect(cards(POSTS.imgurBare)).toEqual([
      expect.objectContaining({ id: '1ss3g8w', fullUrl: 'https://i.imgur.com/Lm7pQ2s.jpg', mediaType: 'image', width: 2560, height: 1440, author: null }),
    ])
  })

  it('an imgur album is skipped, even with a preview', () => {
    expect(post(POSTS.imgurAlbum).preview).not.toBeNull()
    expect(cards(POSTS.imgurAlbum)).toEqual([])
    expect(cards(POSTS.imgurAlbum, SFW, { url: 'https://imgur.com/gallery/Zx81KqP', url_overridden_by_dest: 'https://imgur.com/gallery/Zx81KqP' })).toEqual([])
  })

  it('a v.redd.it video: secure_media’s fallback mp4 as a VIDEO, its size, a still from the preview', () => {
    const [card, ...rest] = cards(POSTS.video)
    expect(rest).toEqual([])
    expect(card).toMatchObject({
      id: '1ss2z5u',
      fullUrl: 'https://v.redd.it/h7n2c9x4k1ud1/CMAF_1080.mp4?source=fallback',
      mediaType: 'video',
      width: 1920,
      height: 1080,
    })
    expect(card?.previewUrl).toMatch(/^https:\/\/external-preview\.redd\.it\/.+\.png\?width=1080&/)
  })

  it('a v.redd.it is_gif with no secure_media: media’s fallback mp4 as a GIF', () => {
    expect(post(POSTS.videoGif).secure_media).toBeNull()
    expect(cards(POSTS.videoGif)).toEqual([
      expect.objectContaining({ fullUrl: 'https://v.redd.it/m2b8v5z1q3td1/CMAF_720.mp4?source=fallback', mediaType: 'gif', width: 1080, height: 1920 }),
    ])
  })

  it.each([
    ['a self post', POSTS.self],
    ['a stickied post', POSTS.stickied],
    ['a removed post', POSTS.removed],
    ['a YouTube rich:video link (its preview is a small still of a video)', POSTS.youtube],
  ])('%s gives no card', (_, id) => {
    expect(cards(id, ALL)).toEqual([])
  })

  it('an NSFW image is left out unless NSFW is included, and is flagged when it is', () => {
    expect(cards(POSTS.nsfw, SFW)).toEqual([])
    expect(cards(POSTS.nsfw, ALL)).toEqual([
      expect.objectContaining({ id: '1ss2h1k', fullUrl: 'https://i.redd.it/w5e2r8t4y7od1.png', nsfw: true, width: 2560, height: 1600 }),
    ])
  })

  it('a link post with only a preview: the preview source, with &amp; undone', () => {
    const [card] = cards(POSTS.linkWithPreview)
    expect(JSON.stringify(rawPost(POSTS.linkWithPreview).preview)).toContain('&amp;')
    expect(card).toMatchObject({ id: '1ss2c9j', mediaType: 'image', width: 2048, height: 1365 })
    expect(card?.fullUrl).toMatch(/^https:\/\/external-preview\.redd\.it\/[\w-]+\.jpg\?auto=webp&s=[0-9a-f]{40}$/)
    expect(card?.thumbUrl).toMatch(/\?width=320&crop=smart&auto=webp&s=/)
  })
})

describe('the whole page', () => {
  const pageIds = (options: Parameters<typeof createRedditListingParams>[0]) =>
    redditListingToMediaItems(page, createRedditListingParams(options)).items.map((card) => card.id)

  it('gives every usable card in listing order, the cursor, and no non-post children', () => {
    const result = redditListingToMediaItems(page, createRedditListingParams({ communities: 'wallpapers+wallpaper' }))
    expect(result.items.map((card) => card.id)).toEqual([
      '1ss7q8o',
      '1ss6k2m_k3v9x2m1q8sf1',
      '1ss6k2m_z8c5b1y3h9gf1',
      '1ss5j7d',
      '1ss4h3x',
      '1ss3g8w',
      '1ss2z5u',
      '1ss2t4r',
      '1ss2c9j',
    ])
    expect(result.after).toBe('t3_1ss1x3h')
    expect(result.nonPostChildren).toBe(0)
    expect(result.unreadablePosts).toBe(0)
  })

  it('adds the NSFW post only when include_nsfw is on', () => {
    expect(pageIds({ communities: 'wallpapers' })).not.toContain('1ss2h1k')
    expect(pageIds({ communities: 'wallpapers', include_nsfw: true })).toContain('1ss2h1k')
  })

  it.each([
    ['IMAGE', ['1ss7q8o', '1ss6k2m_k3v9x2m1q8sf1', '1ss5j7d', '1ss3g8w', '1ss2h1k', '1ss2c9j']],
    ['GIF', ['1ss6k2m_z8c5b1y3h9gf1', '1ss4h3x', '1ss2t4r']],
    ['VIDEO', ['1ss2z5u']],
  ] as const)('media_type %s keeps only its cards', (media_type, expected) => {
    expect(pageIds({ communities: 'wallpapers', media_type, include_nsfw: true })).toEqual(expected)
  })

  it('media_type ANY keeps every card', () => {
    const all = pageIds({ communities: 'wallpapers', include_nsfw: true })
    expect(all).toHaveLength(10)
    for (const media_type of ['IMAGE', 'GIF', 'VIDEO'] as const) {
      for (const id of pageIds({ communities: 'wallpapers', media_type, include_nsfw: true })) expect(all).toContain(id)
    }
  })

  it('every card is a valid MediaItem with http(s) URLs only, whatever the options', () => {
    for (const include_nsfw of [false, true]) {
      for (const media_type of MediaTypeFilter.members) {
        for (const name of ['listing-wallpapers.json', 'listing-last-page.json']) {
          const { items } = redditListingToMediaItems(listingFixture(name), createRedditListingParams({ communities: 'wallpapers', include_nsfw, media_type }))
          for (const card of items) {
            expect(MediaItemSchema.parse(card)).toEqual(card)
            for (const url of urlsOf(card)) {
              expect(url).toMatch(/^https:\/\//)
              expect(url).not.toContain('&amp;')
            }
          }
        }
      }
    }
  })

  it('the last page has no cursor', () => {
    const result = redditListingToMediaItems(listingFixture('listing-last-page.json'), createRedditListingParams({ communities: 'wallpapers' }))
    expect(result.after).toBeNull()
    expect(result.items.map((card) => card.id)).toEqual(['1qz8d4f', '1qz7b2e'])
  })

  it('a subreddit-search redirect gives no cards and counts its t5 children', () => {
    const result = redditListingToMediaItems(listingFixture('listing-subreddit-search.json'), createRedditListingParams({ communities: 'wallpaperz' }))
    expect(result).toEqual({ items: [], after: null, nonPostChildren: 3, unreadablePosts: 0 })
  })

  it('leaves out a t3 child it cannot read, and counts it, instead of failing the page', () => {
    const broken = { kind: 'Listing', data: { ...page.data, children: [{ kind: 't3', data: { id: 'x' } }, ...page.data.children] } }
    const result = redditListingToMediaItems(RedditListingSchema.parse(broken), createRedditListingParams({ communities: 'wallpapers' }))
    expect(result.unreadablePosts).toBe(1)
    expect(result.items).toHaveLength(9)
  })
})

describe('rules on varied posts', () => {
  it('collapses newlines in titles', () => {
    expect(cards(POSTS.directImage, SFW, { title: 'Misty\r\nmorning \n\n in the Dolomites\n' })[0]?.title).toBe('Misty morning in the Dolomites')
  })

  it('an image post without a preview still gives a card, of unknown size, showing the original', () => {
    const [card, ...rest] = cards(POSTS.directImage, SFW, { preview: undefined, thumbnail: 'default' })
    expect(rest).toEqual([])
    expect(card).toMatchObject({
      id: '1ss7q8o',
      fullUrl: 'https://i.redd.it/8k2j3h4g5f6d1.jpeg',
      thumbUrl: 'https://i.redd.it/8k2j3h4g5f6d1.jpeg',
      previewUrl: 'https://i.redd.it/8k2j3h4g5f6d1.jpeg',
      mediaType: 'image',
      sizeKnown: false,
      width: 1,
      height: 1,
      resolution: '1x1',
      aspectRatio: 1,
    })
    expect(MediaItemSchema.parse(card)).toEqual(card)
    // The post's own thumbnail, when it is a URL, is the grid's picture.
    const thumbnail = 'https://b.thumbs.redditmedia.com/abc.jpg'
    expect(cards(POSTS.directImage, SFW, { preview: null, thumbnail })[0]?.thumbUrl).toBe(thumbnail)
  })

  it('a preview without a usable size, or one that cannot be read, leaves the size unknown', () => {
    const raw = rawPost(POSTS.directImage)
    const preview = raw.preview as { images: { source: { width: unknown } }[] }
    if (preview.images[0]) preview.images[0].source.width = 0
    expect(redditPostToMediaItems(RedditPostSchema.parse(raw), SFW)).toEqual([expect.objectContaining({ sizeKnown: false, fullUrl: 'https://i.redd.it/8k2j3h4g5f6d1.jpeg' })])
    if (preview.images[0]) preview.images[0].source.width = '3840'
    expect(redditPostToMediaItems(RedditPostSchema.parse(raw), SFW)).toEqual([expect.objectContaining({ sizeKnown: false, fullUrl: 'https://i.redd.it/8k2j3h4g5f6d1.jpeg' })])
  })

  it('a video with no size anywhere gives no card: there is no picture to show for it', () => {
    const raw = rawPost(POSTS.video)
    const media = raw.secure_media as { reddit_video: Record<string, unknown> }
    delete media.reddit_video.width
    delete media.reddit_video.height
    expect(redditPostToMediaItems(RedditPostSchema.parse({ ...raw, preview: null }), SFW)).toEqual([])
  })

  it('a spoiler is a card flagged as a spoiler; so is a crosspost of one', () => {
    expect(cards(POSTS.directImage, SFW, { spoiler: true, thumbnail: 'spoiler' })).toEqual([expect.objectContaining({ id: '1ss7q8o', spoiler: true })])
    expect(cards(POSTS.directImage)[0]?.spoiler).toBe(false)
    const crosspost = rawPost(POSTS.crosspost)
    const [parent] = crosspost.crosspost_parent_list as Record<string, unknown>[]
    const xpost = RedditPostSchema.parse({ ...crosspost, crosspost_parent_list: [{ ...parent, spoiler: true }] })
    expect(redditPostToMediaItems(xpost, SFW)[0]?.spoiler).toBe(true)
  })

  it('a card names the community it was posted in: a crosspost its own, not the original’s', () => {
    expect(cards(POSTS.crosspost)[0]?.community).toBe('wallpapers')
    expect((rawPost(POSTS.crosspost).crosspost_parent_list as Record<string, unknown>[])[0]?.subreddit).toBe('EarthPorn')
    expect(cards(POSTS.directImage, SFW, { subreddit: undefined })[0]?.community).toBeNull()
  })

  it('Reddit gives no purity: nsfw alone says over_18', () => {
    expect(cards(POSTS.nsfw, ALL)[0]).toMatchObject({ nsfw: true, purity: null })
  })

  it('skips a card whose media URL is not http(s)', () => {
    const raw = rawPost(POSTS.linkWithPreview)
    const preview = raw.preview as { images: { source: { url: string } }[] }
    if (preview.images[0]) preview.images[0].source.url = 'data:image/jpeg;base64,AAAA'
    expect(redditPostToMediaItems(RedditPostSchema.parse(raw), SFW)).toEqual([])
  })

  it('resolves a relative url against www.reddit.com (here a link to a post, so the preview is used)', () => {
    const [card] = cards(POSTS.linkWithPreview, SFW, { url: '/r/pics/comments/1ss0000/a_post/', url_overridden_by_dest: null, domain: 'reddit.com' })
    expect(card?.fullUrl).toMatch(/^https:\/\/external-preview\.redd\.it\//)
  })

  it('reads the link from url when url_overridden_by_dest is missing', () => {
    expect(cards(POSTS.directImage, SFW, { url_overridden_by_dest: null, post_hint: null })[0]?.fullUrl).toBe('https://i.redd.it/8k2j3h4g5f6d1.jpeg')
  })

  it('treats a .gif on i.redd.it as a GIF', () => {
    const [card] = cards(POSTS.directImage, SFW, { url: 'https://i.redd.it/8k2j3h4g5f6d1.gif', url_overridden_by_dest: 'https://i.redd.it/8k2j3h4g5f6d1.gif' })
    expect(card).toMatchObject({ fullUrl: 'https://i.redd.it/8k2j3h4g5f6d1.gif', mediaType: 'gif' })
  })

  it('uses the post thumbnail when it is a URL and the preview has no resolutions, else the preview source', () => {
    const raw = rawPost(POSTS.directImage)
    const preview = raw.preview as { images: { resolutions: unknown[] }[] }
    if (preview.images[0]) preview.images[0].resolutions = []
    const withThumbnail = redditPostToMediaItems(RedditPostSchema.parse(raw), SFW)[0]
    expect(withThumbnail?.thumbUrl).toBe(raw.thumbnail)
    const withoutThumbnail = redditPostToMediaItems(RedditPostSchema.parse({ ...raw, thumbnail: 'default' }), SFW)[0]
    expect(withoutThumbnail?.thumbUrl).toMatch(/^https:\/\/preview\.redd\.it\/8k2j3h4g5f6d1\.jpeg\?auto=webp&s=/)
    expect(withoutThumbnail?.previewUrl).toBe(withoutThumbnail?.thumbUrl)
  })

  it('a crosspost of an NSFW post counts as NSFW', () => {
    const crosspost = rawPost(POSTS.crosspost)
    const [parent] = crosspost.crosspost_parent_list as Record<string, unknown>[]
    const nsfwParent = RedditPostSchema.parse({ ...crosspost, crosspost_parent_list: [{ ...parent, over_18: true }] })
    expect(redditPostToMediaItems(nsfwParent, SFW)).toEqual([])
    expect(redditPostToMediaItems(nsfwParent, ALL)[0]?.nsfw).toBe(true)
  })

  it('a crosspost of a removed or text post gives no card', () => {
    const crosspost = rawPost(POSTS.crosspost)
    const [parent] = crosspost.crosspost_parent_list as Record<string, unknown>[]
    for (const change of [{ removed_by_category: 'deleted' }, { is_self: true }]) {
      const xpost = RedditPostSchema.parse({ ...crosspost, crosspost_parent_list: [{ ...parent, ...change }] })
      expect(redditPostToMediaItems(xpost, ALL)).toEqual([])
    }
  })

  it('a crosspost of a gallery takes the gallery from its parent, under the crosspost’s id', () => {
    const gallery = rawPost(POSTS.gallery)
    const xpost = post(POSTS.crosspost, { is_gallery: true, crosspost_parent_list: [gallery] })
    expect(redditPostToMediaItems(xpost, SFW).map((card) => card.id)).toEqual(['1ss5j7d_k3v9x2m1q8sf1', '1ss5j7d_z8c5b1y3h9gf1'])
  })

  it('a gallery without its data (a crosspost whose parent is missing) gives no card', () => {
    expect(cards(POSTS.gallery, SFW, { gallery_data: null, media_metadata: null })).toEqual([])
  })

  it('a gallery whose gallery_data is null is read from media_metadata, in its order', () => {
    const fromData = cards(POSTS.gallery)
    const fromMetadata = cards(POSTS.gallery, SFW, { gallery_data: null })
    expect(fromMetadata.map((card) => card.id)).toEqual(fromData.map((card) => card.id))
    expect(fromMetadata.map((card) => card.fullUrl)).toEqual(fromData.map((card) => card.fullUrl))
    // Numbered by media_metadata's entries, the failed one included.
    expect(fromMetadata.map((card) => card.title.slice(-5))).toEqual(['(1/3)', '(3/3)'])
  })

  it('a gallery whose gallery_data cannot be read falls back to media_metadata', () => {
    expect(cards(POSTS.gallery, SFW, { gallery_data: { items: [{ id: 1 }] } }).map((card) => card.id)).toEqual(['1ss6k2m_k3v9x2m1q8sf1', '1ss6k2m_z8c5b1y3h9gf1'])
  })

  it('one media_metadata entry that cannot be read is left out; the rest of the gallery stands', () => {
    const raw = rawPost(POSTS.gallery)
    const metadata = raw.media_metadata as Record<string, Record<string, unknown>>
    const broken = RedditPostSchema.parse({ ...raw, media_metadata: { ...metadata, k3v9x2m1q8sf1: { e: 'Image', s: 'oops' } } })
    expect(redditPostToMediaItems(broken, SFW).map((card) => card.id)).toEqual(['1ss6k2m_z8c5b1y3h9gf1'])
  })

  it('a gallery picture whose s has no size is a card of unknown size', () => {
    const raw = rawPost(POSTS.gallery)
    const metadata = raw.media_metadata as Record<string, { s: Record<string, unknown> }>
    delete metadata.k3v9x2m1q8sf1?.s.x
    const [first] = redditPostToMediaItems(RedditPostSchema.parse(raw), SFW)
    expect(first).toMatchObject({ id: '1ss6k2m_k3v9x2m1q8sf1', fullUrl: 'https://i.redd.it/k3v9x2m1q8sf1.png', sizeKnown: false })
  })

  it('a gallery of one has no (1/1) in its title; an unprocessed item or one without s is skipped', () => {
    const raw = rawPost(POSTS.gallery)
    const gallery = raw.gallery_data as { items: unknown[] }
    const single = RedditPostSchema.parse({ ...raw, gallery_data: { items: gallery.items.slice(0, 1) } })
    expect(redditPostToMediaItems(single, SFW).map((card) => card.title)).toEqual(['Tokyo after rain: three frames from last night'])
    const metadata = raw.media_metadata as Record<string, Record<string, unknown>>
    const unusable = RedditPostSchema.parse({
      ...raw,
      media_metadata: { ...metadata, k3v9x2m1q8sf1: { ...metadata.k3v9x2m1q8sf1, status: 'unprocessed' }, z8c5b1y3h9gf1: { ...metadata.z8c5b1y3h9gf1, s: undefined } },
    })
    expect(redditPostToMediaItems(unusable, SFW)).toEqual([])
  })

  it('a gallery Image of an unknown MIME type uses its s.u', () => {
    const raw = rawPost(POSTS.gallery)
    const metadata = raw.media_metadata as Record<string, Record<string, unknown>>
    const avif = RedditPostSchema.parse({ ...raw, media_metadata: { ...metadata, k3v9x2m1q8sf1: { ...metadata.k3v9x2m1q8sf1, m: 'image/avif' } } })
    expect(redditPostToMediaItems(avif, SFW)[0]?.fullUrl).toMatch(/^https:\/\/preview\.redd\.it\/k3v9x2m1q8sf1\.png\?width=2560&format=png&auto=webp&s=/)
  })

  it('a hosted video with no reddit_video gives no card', () => {
    expect(cards(POSTS.video, SFW, { media: null, secure_media: null })).toEqual([])
  })

  it('imgur on other hosts: m.imgur.com .gifv and i.imgur.com .png', () => {
    expect(cards(POSTS.imgurGifv, SFW, { url_overridden_by_dest: 'https://m.imgur.com/Xk3bQ9r.gifv' })[0]?.fullUrl).toBe('https://m.imgur.com/Xk3bQ9r.mp4')
    expect(cards(POSTS.imgurBare, SFW, { url_overridden_by_dest: 'https://i.imgur.com/Lm7pQ2s.png' })[0]).toMatchObject({
      fullUrl: 'https://i.imgur.com/Lm7pQ2s.png',
      mediaType: 'image',
    })
  })

  it('the media-type filter applies to single posts too', () => {
    expect(cards(POSTS.video, { includeNsfw: false, mediaType: 'IMAGE' })).toEqual([])
    expect(cards(POSTS.video, { includeNsfw: false, mediaType: 'VIDEO' })).toHaveLength(1)
    expect(cards(POSTS.gallery, { includeNsfw: false, mediaType: 'GIF' }).map((card) => card.id)).toEqual(['1ss6k2m_z8c5b1y3h9gf1'])
  })
})
