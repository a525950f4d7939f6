// Link posts, clips and .gifv posts as real listings hold them (each record trimmed from a post of a
// public client's recorded listing; one NSFW clip given a neutral title): which make cards, and of
// what kind. A link's preview is a picture only where the link is one; a clip is Reddit's MP4 of it
// or nothing, never its still typed as an image.
import { describe, expect, it } from 'vitest'
import { MediaItemSchema, type MediaItem } from '../../../src/shared/media'
import { redditListingToMediaItems, redditPostToMediaItems, type RedditMediaOptions } from '../../../src/sources/reddit/extract-media'
import { createRedditListingParams } from '../../../src/sources/reddit/params'
import { RedditListingSchema, RedditPostSchema } from '../../../src/sources/reddit/records'

const RECORDS = {
  /** news: trimmed from a real listing post. */
  newsLink: {"id": "kzj67c", "title": "'Make the dream exist.' How L.A.’s Amanda Gorman became Biden's inauguration poet", "author": "BlankVerse", "permalink": "/r/LosAngeles/comments/kzj67c/make_the_dream_exist_how_las_amanda_gorman_became/", "subreddit": "LosAngeles", "url": "https://www.latimes.com/entertainment-arts/books/story/2021-01-17/amanda-gorman-biden-inauguration-poet", "url_overridden_by_dest": "https://www.latimes.com/entertainment-arts/books/story/2021-01-17/amanda-gorman-biden-inauguration-poet", "domain": "latimes.com", "over_18": false, "spoiler": false, "stickied": false, "is_self": false, "is_video": false, "post_hint": "link", "preview": {"images": [{"source": {"url": "https://external-preview.redd.it/st91YqRFvQTTCFq7ZbfScSsegMrwc06FXB8KLwn0x28.jpg?auto=webp&s=7b126f2315aa5434ad6af6405e193b7da1f156e9", "width": 1200, "height": 630}, "resolutions": [{"url": "https://external-preview.redd.it/st91YqRFvQTTCFq7ZbfScSsegMrwc06FXB8KLwn0x28.jpg?width=108&crop=smart&auto=webp&s=b83fbbcfad8c100c9875a95810f1e81be4d50481", "width": 108, "height": 56}, {"url": "https://external-preview.redd.it/st91YqRFvQTTCFq7ZbfScSsegMrwc06FXB8KLwn0x28.jpg?width=216&crop=smart&auto=webp&s=580f08ec5366b3b04153abc240e7d8650214a911", "width": 216, "height": 113}, {"url": "https://external-preview.redd.it/st91YqRFvQTTCFq7ZbfScSsegMrwc06FXB8KLwn0x28.jpg?width=320&crop=smart&auto=webp&s=9084c795592c9861095833f8a7a0f47594068709", "width": 320, "height": 168}]}]}, "media": null, "secure_media": null, "thumbnail": "https://b.thumbs.redditmedia.com/rjrgTmflu291SM0xsNSzIwjxxFG6IAUjJq75Qyb-ohY.jpg", "removed_by_category": null},
  /** news-small: trimmed from a real listing post. */
  smallNewsLink: {"id": "1skh7qo", "title": "Nvidia Is Negotiating To Buy A Large PC Oriented Company", "author": "dendritee", "permalink": "/r/wallstreetbets/comments/1skh7qo/nvidia_is_negotiating_to_buy_a_large_pc_oriented/", "subreddit": "wallstreetbets", "url": "https://www.semiaccurate.com/2026/04/13/nvidia-is-negotiating-to-buy-a-large-pc-oriented-company/", "url_overridden_by_dest": "https://www.semiaccurate.com/2026/04/13/nvidia-is-negotiating-to-buy-a-large-pc-oriented-company/", "domain": "semiaccurate.com", "over_18": false, "spoiler": false, "stickied": false, "is_self": false, "is_video": false, "post_hint": "link", "preview": {"images": [{"source": {"url": "https://external-preview.redd.it/_0uUjMuV8-Vbm1AOYWA1jQ5g7xcrEss82XyPh4Vcg5w.jpeg?auto=webp&s=fb00685d1ff034463a123829cd8f6f2ca5ec8bc7", "width": 265, "height": 200}, "resolutions": [{"url": "https://external-preview.redd.it/_0uUjMuV8-Vbm1AOYWA1jQ5g7xcrEss82XyPh4Vcg5w.jpeg?width=108&crop=smart&auto=webp&s=12f47391828a76db521cff577216122a033fddb9", "width": 108, "height": 81}, {"url": "https://external-preview.redd.it/_0uUjMuV8-Vbm1AOYWA1jQ5g7xcrEss82XyPh4Vcg5w.jpeg?width=216&crop=smart&auto=webp&s=e12beb7d4a08d78d8ea9700aa020e4916f36624e", "width": 216, "height": 163}]}]}, "media": null, "secure_media": null, "thumbnail": "https://external-preview.redd.it/_0uUjMuV8-Vbm1AOYWA1jQ5g7xcrEss82XyPh4Vcg5w.jpeg?width=140&height=105&auto=webp&s=5fadeb08a5c33001832eaf3f71a0e994b553c871", "removed_by_category": null},
  /** gfycat: trimmed from a real listing post. */
  gfycatClip: {"id": "hkz18c", "title": "Ah-choo!", "author": "invisible_cat0091", "permalink": "/r/StoppedWorking/comments/hkz18c/ahchoo/", "subreddit": "StoppedWorking", "url": "https://gfycat.com/dangerousgleamingfirefly", "url_overridden_by_dest": "https://gfycat.com/dangerousgleamingfirefly", "domain": "gfycat.com", "over_18": false, "spoiler": false, "stickied": false, "is_self": false, "is_video": false, "post_hint": "rich:video", "preview": {"images": [{"source": {"url": "https://external-preview.redd.it/YHQKv_S-_qgGBdK9-dsHEYH1GSWNsO2ho4k_gXjCIpw.jpg?auto=webp&s=fe6c7f725462ef10730684ec9852fef46f45a9e2", "width": 340, "height": 255}, "resolutions": [{"url": "https://external-preview.redd.it/YHQKv_S-_qgGBdK9-dsHEYH1GSWNsO2ho4k_gXjCIpw.jpg?width=108&crop=smart&auto=webp&s=929c341874fdb50dda11be414d4d276de866a09f", "width": 108, "height": 81}, {"url": "https://external-preview.redd.it/YHQKv_S-_qgGBdK9-dsHEYH1GSWNsO2ho4k_gXjCIpw.jpg?width=216&crop=smart&auto=webp&s=d0e08abce9d139061b69921b4816a74b2d647d16", "width": 216, "height": 162}, {"url": "https://external-preview.redd.it/YHQKv_S-_qgGBdK9-dsHEYH1GSWNsO2ho4k_gXjCIpw.jpg?width=320&crop=smart&auto=webp&s=7ef38e616766c717774e2ac82dab56c411c26130", "width": 320, "height": 240}]}], "reddit_video_preview": {"fallback_url": "https://v.redd.it/07kqctcllp851/DASH_480.mp4", "width": 640, "height": 480, "is_gif": true}}, "media": {"type": "gfycat.com", "oembed": {"provider_name": "Gfycat", "type": "video"}}, "secure_media": {"type": "gfycat.com", "oembed": {"provider_name": "Gfycat", "type": "video"}}, "thumbnail": "https://b.thumbs.redditmedia.com/FcIE3q3spozlbYdpz21o-edS08IpPG0MrbxzZR5cNyk.jpg", "removed_by_category": null},
  /** gfycat-old: trimmed from a real listing post. */
  gfycatWithoutClip: {"id": "4shgef", "title": "WipEout 3 - PSX - Porto Kora [GIF]", "author": "JefflaSnuskGubbe", "permalink": "/r/RetroGamePorn/comments/4shgef/wipeout_3_psx_porto_kora_gif/", "subreddit": "RetroGamePorn", "url": "https://gfycat.com/SameAptIndianabat", "domain": "gfycat.com", "over_18": false, "stickied": false, "is_self": false, "post_hint": "link", "preview": {"images": [{"source": {"url": "https://i.redditmedia.com/QoeTtTGCnY5wwVwyXorP_ac3TK2wj_oKlUUAdNleLyQ.gif?fm=jpg&s=a551ff2c9a31cab4f3962fafd4df215e", "width": 400, "height": 300}, "resolutions": [{"url": "https://i.redditmedia.com/QoeTtTGCnY5wwVwyXorP_ac3TK2wj_oKlUUAdNleLyQ.gif?fit=crop&crop=faces%2Centropy&arh=2&w=108&fm=jpg&s=725de90560bbe052aae28e82564eb573", "width": 108, "height": 81}, {"url": "https://i.redditmedia.com/QoeTtTGCnY5wwVwyXorP_ac3TK2wj_oKlUUAdNleLyQ.gif?fit=crop&crop=faces%2Centropy&arh=2&w=216&fm=jpg&s=7b7990e98f5659b3c2e9e5d2cda916c1", "width": 216, "height": 162}, {"url": "https://i.redditmedia.com/QoeTtTGCnY5wwVwyXorP_ac3TK2wj_oKlUUAdNleLyQ.gif?fit=crop&crop=faces%2Centropy&arh=2&w=320&fm=jpg&s=e813f5dd8a517196c6ca1e2c3a3a624a", "width": 320, "height": 240}]}]}, "media": null, "secure_media": null, "thumbnail": "http://b.thumbs.redditmedia.com/tb00sGcZXTG-IvmO6SqRlKHgj7eXnlvFovPSRigP2bg.jpg"},
  /** redgifs-no-clip: trimmed from a real listing post. */
  redgifsWithoutClip: {"id": "kzj66e", "title": "Slow motion clip", "author": "clip_poster", "permalink": "/r/gifs/comments/kzj66e/slow_motion_clip/", "subreddit": "gifs", "url": "https://redgifs.com/watch/digitalinexperiencedkatydid", "url_overridden_by_dest": "https://redgifs.com/watch/digitalinexperiencedkatydid", "domain": "redgifs.com", "over_18": false, "spoiler": false, "stickied": false, "is_self": false, "is_video": false, "post_hint": "rich:video", "preview": {"images": [{"source": {"url": "https://external-preview.redd.it/c5mosIU7JpJBat0koQ_pWkZyZ7Fw866jk0wWsGfFP24.jpg?auto=webp&s=294e454ecae29e612c38b2f9e55e4a5a412ce45b", "width": 250, "height": 444}, "resolutions": [{"url": "https://external-preview.redd.it/c5mosIU7JpJBat0koQ_pWkZyZ7Fw866jk0wWsGfFP24.jpg?width=108&crop=smart&auto=webp&s=f39150d939df4d4177f922ec3289fd32efa54837", "width": 108, "height": 191}, {"url": "https://external-preview.redd.it/c5mosIU7JpJBat0koQ_pWkZyZ7Fw866jk0wWsGfFP24.jpg?width=216&crop=smart&auto=webp&s=b3ea8463982a7d8ea20fc9ec80d57e8c834412ab", "width": 216, "height": 383}]}]}, "media": {"type": "redgifs.com", "oembed": {"provider_name": "RedGIFS", "type": "video"}}, "secure_media": {"type": "redgifs.com", "oembed": {"provider_name": "RedGIFS", "type": "video"}}, "thumbnail": "https://b.thumbs.redditmedia.com/HxQnEZ3X1ZvI63-83WSVtZReckRP9PaetluEJmK2ydQ.jpg", "removed_by_category": null},
  /** imgur-gifv: trimmed from a real listing post. */
  imgurGifv: {"id": "hl4zjb", "title": "japanese ghost firework", "author": "ImaginaryCheetah", "permalink": "/r/blackmagicfuckery/comments/hl4zjb/japanese_ghost_firework/", "subreddit": "blackmagicfuckery", "url": "https://i.imgur.com/rAToeQl.gifv", "url_overridden_by_dest": "https://i.imgur.com/rAToeQl.gifv", "domain": "i.imgur.com", "over_18": false, "spoiler": false, "stickied": false, "is_self": false, "is_video": false, "post_hint": "link", "preview": {"images": [{"source": {"url": "https://external-preview.redd.it/5JCrfwmzlVabk1QVXB1NogX_9zWzFokucSjaogqH4tE.jpg?auto=webp&s=75a882a98b1ce5a6f600916a37d55acdb8bbfe8a", "width": 720, "height": 720}, "resolutions": [{"url": "https://external-preview.redd.it/5JCrfwmzlVabk1QVXB1NogX_9zWzFokucSjaogqH4tE.jpg?width=108&crop=smart&auto=webp&s=037139a8299aa1094172c6f51a1960558b187ab2", "width": 108, "height": 108}, {"url": "https://external-preview.redd.it/5JCrfwmzlVabk1QVXB1NogX_9zWzFokucSjaogqH4tE.jpg?width=216&crop=smart&auto=webp&s=b090c4e7d51670a90e0d0adc66e36353707ddd08", "width": 216, "height": 216}, {"url": "https://external-preview.redd.it/5JCrfwmzlVabk1QVXB1NogX_9zWzFokucSjaogqH4tE.jpg?width=320&crop=smart&auto=webp&s=01d154f995895d55b772a393a290cb2c8417ef9c", "width": 320, "height": 320}]}], "reddit_video_preview": {"fallback_url": "https://v.redd.it/urt67m12ir851/DASH_720.mp4", "width": 720, "height": 720, "is_gif": true}}, "media": null, "secure_media": null, "thumbnail": "https://a.thumbs.redditmedia.com/gFOXT9R8ROwr8yTyls007tNai_-FroRfxiZpXXM2L20.jpg", "removed_by_category": null},
  /** reddituploads: trimmed from a real listing post. */
  redditUploads: {"id": "4t8hao", "title": "[OC] [1920 x 1080] Beautiful Rainbow at Tangalooma Island, Australia", "author": "OutrageousAccent", "permalink": "/r/ruralporn/comments/4t8hao/oc_1920_x_1080_beautiful_rainbow_at_tangalooma/", "subreddit": "ruralporn", "url": "https://i.reddituploads.com/71937ce758854c29a0fd7ee0aff1da90?fit=max&h=1536&w=1536&s=8d66a72295b1669f899a864ce264c687", "domain": "i.reddituploads.com", "over_18": false, "stickied": false, "is_self": false, "post_hint": "link", "preview": {"images": [{"source": {"url": "https://i.redditmedia.com/6DpW125sfEFLmEyBx49ySM_XScLBzQt1NiGCbb0Jdxw.jpg?s=8f74fd1da1dd0052c018777ee0a2700d", "width": 1536, "height": 1152}, "resolutions": [{"url": "https://i.redditmedia.com/6DpW125sfEFLmEyBx49ySM_XScLBzQt1NiGCbb0Jdxw.jpg?fit=crop&crop=faces%2Centropy&arh=2&w=108&s=17d001d6b6fa97eedbf05642f04cfa68", "width": 108, "height": 81}, {"url": "https://i.redditmedia.com/6DpW125sfEFLmEyBx49ySM_XScLBzQt1NiGCbb0Jdxw.jpg?fit=crop&crop=faces%2Centropy&arh=2&w=216&s=c8a483f8495b5edfde770ac2fb49723b", "width": 216, "height": 162}, {"url": "https://i.redditmedia.com/6DpW125sfEFLmEyBx49ySM_XScLBzQt1NiGCbb0Jdxw.jpg?fit=crop&crop=faces%2Centropy&arh=2&w=320&s=15ed2053b1abc234c3fed734de2db3ca", "width": 320, "height": 240}]}]}, "media": null, "secure_media": null, "thumbnail": "http://b.thumbs.redditmedia.com/9kd9IDewnxGj-qAPU8aahMK8nOjPA2tVKll1H8hfmxU.jpg"},
} as const

type RecordName = keyof typeof RECORDS
const ALL: RedditMediaOptions = { includeNsfw: true, mediaType: 'ANY' }

function record(name: RecordName, changes: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...(structuredClone(RECORDS[name]) as Record<string, unknown>), ...changes }
}

function cards(name: RecordName, changes: Record<string, unknown> = {}, options: RedditMediaOptions = ALL): MediaItem[] {
  const items = redditPostToMediaItems(RedditPostSchema.parse(record(name, changes)), options)
  for (const item of items) MediaItemSchema.parse(item)
  return items
}

function withoutPreview(thumbnail: string): Record<string, unknown> {
  return { preview: undefined, thumbnail }
}

describe('link posts whose only picture is the page’s share card', () => {
  it('a news article (post_hint link, 1200×630 preview) gives no card', () => {
    expect(RECORDS.newsLink.post_hint).toBe('link')
    expect(cards('newsLink')).toEqual([])
  })

  it('nor does one with a 460×259 card, or a 265×200 one', () => {
    const [image] = RECORDS.newsLink.preview.images
    const preview = { images: [{ ...image, source: { ...image.source, width: 460, height: 259 } }] }
    expect(cards('newsLink', { preview })).toEqual([])
    expect(cards('smallNewsLink')).toEqual([])
  })

  it('a listing of them gives no card to rotate', () => {
    const listing = RedditListingSchema.parse({
      kind: 'Listing',
      data: { after: null, children: [record('newsLink'), record('smallNewsLink'), record('redditUploads')].map((data) => ({ kind: 't3', data })) },
    })
    const { items } = redditListingToMediaItems(listing, createRedditListingParams({ communities: 'popular', include_nsfw: true }))
    expect(items.map((item) => item.id)).toEqual([RECORDS.redditUploads.id])
  })

  it('a link to Reddit’s old image host keeps its picture, the preview', () => {
    expect(cards('redditUploads')).toEqual([
      expect.objectContaining({ id: '4t8hao', mediaType: 'image', width: 1536, height: 1152, fullUrl: RECORDS.redditUploads.preview.images[0].source.url }),
    ])
  })

  it('a link to a picture file on another site keeps the preview of it', () => {
    const [card] = cards('newsLink', { url_overridden_by_dest: 'https://cdn.example.org/photos/harbour.jpg', domain: 'cdn.example.org', post_hint: null })
    expect(card).toMatchObject({ mediaType: 'image', width: 1200, height: 630 })
  })
})

describe('gfycat and redgifs clips', () => {
  it('a gfycat clip is Reddit’s MP4 of it, a GIF card at the clip’s size, with the still as its preview', () => {
    const [card, ...rest] = cards('gfycatClip')
    expect(rest).toEqual([])
    expect(card).toMatchObject({
      id: 'hkz18c',
      fullUrl: 'https://v.redd.it/07kqctcllp851/DASH_480.mp4',
      mediaType: 'gif',
      width: 640,
      height: 480,
      sizeKnown: true,
    })
    expect(card?.thumbUrl).toMatch(/^https:\/\/external-preview\.redd\.it\/YHQKv_S-_qgGBdK9-dsHEYH1GSWNsO2ho4k_gXjCIpw\.jpg\?width=320&/)
  })

  it('a clip Reddit made no MP4 for gives no card: its preview is a still, never an image card', () => {
    expect(RECORDS.gfycatWithoutClip.preview.images[0].source.width).toBe(400)
    expect(cards('gfycatWithoutClip')).toEqual([])
    expect(cards('redgifsWithoutClip')).toEqual([])
  })

  it('a redgifs clip with Reddit’s MP4 is a GIF card; one marked as no GIF a video', () => {
    const clip = { fallback_url: 'https://v.redd.it/crfzyuiy0zb61/DASH_720.mp4', width: 450, height: 720, is_gif: true }
    const preview = { ...record('redgifsWithoutClip').preview as object, reddit_video_preview: clip }
    expect(cards('redgifsWithoutClip', { preview })).toEqual([expect.objectContaining({ fullUrl: clip.fallback_url, mediaType: 'gif', width: 450, height: 720 })])
    const video = { ...preview, reddit_video_preview: { ...clip, is_gif: false } }
    expect(cards('redgifsWithoutClip', { preview: video })[0]?.mediaType).toBe('video')
  })

  it('a link straight to a clip’s file is that file, as a GIF', () => {
    const url = 'https://thumbs.gfycat.com/SameAptIndianabat-size_restricted.gif'
    expect(cards('gfycatWithoutClip', { url, url_overridden_by_dest: url, domain: 'thumbs.gfycat.com' })).toEqual([
      expect.objectContaining({ fullUrl: url, mediaType: 'gif', width: 400, height: 300 }),
    ])
  })

  it('an images-only search leaves every clip out', () => {
    expect(cards('gfycatClip', {}, { includeNsfw: true, mediaType: 'IMAGE' })).toEqual([])
  })
})

describe('imgur .gifv posts', () => {
  it('are the .mp4 beside the .gifv, as a GIF at the preview’s size', () => {
    expect(cards('imgurGifv')).toEqual([
      expect.objectContaining({ id: 'hl4zjb', fullUrl: 'https://i.imgur.com/rAToeQl.mp4', mediaType: 'gif', width: 720, height: 720, sizeKnown: true }),
    ])
  })

  it('without a preview still make their card, of unknown size, shown by Reddit’s thumbnail and imgur’s still', () => {
    const thumbnail = RECORDS.imgurGifv.thumbnail
    const [card, ...rest] = cards('imgurGifv', withoutPreview(thumbnail))
    expect(rest).toEqual([])
    expect(card).toMatchObject({
      fullUrl: 'https://i.imgur.com/rAToeQl.mp4',
      mediaType: 'gif',
      sizeKnown: false,
      width: 1,
      height: 1,
      thumbUrl: thumbnail,
      previewUrl: 'https://i.imgur.com/rAToeQlh.jpg',
    })
  })

  it('without a preview or a thumbnail are shown by imgur’s still alone', () => {
    const [card] = cards('imgurGifv', withoutPreview('default'))
    expect(card).toMatchObject({ fullUrl: 'https://i.imgur.com/rAToeQl.mp4', thumbUrl: 'https://i.imgur.com/rAToeQlh.jpg', previewUrl: 'https://i.imgur.com/rAToeQlh.jpg' })
  })

  it('are never typed as images, whatever the post hint says', () => {
    for (const post_hint of ['link', 'image', null]) expect(cards('imgurGifv', { post_hint }).map((card) => card.mediaType)).toEqual(['gif'])
  })
})
