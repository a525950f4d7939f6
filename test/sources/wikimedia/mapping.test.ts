import { describe, expect, it } from 'vitest'
import { MediaItemSchema } from '../../../src/shared/media'
import { wikimediaAttribution } from '../../../src/sources/wikimedia/attribution'
import { firstLink, htmlToText } from '../../../src/sources/wikimedia/html-text'
import { WikimediaFeaturedFeedSchema, WikimediaFileResponseSchema, type WikimediaImageInfo } from '../../../src/sources/wikimedia/records'
import { featuredImageToMediaItem, wikimediaFileId, wikimediaToMediaItem } from '../../../src/sources/wikimedia/to-media-item'

const UPLOAD = 'https://upload.wikimedia.org/wikipedia/commons'

/** One file's imageinfo as the second request's answer carries it. */
function info(fields: Record<string, unknown> = {}, metadata: Record<string, string> = {}): WikimediaImageInfo {
  const extmetadata = Object.fromEntries(Object.entries(metadata).map(([name, value]) => [name, { value, source: 'commons-desc-page', hidden: '' }]))
  const body = {
    query: {
      pages: [
        {
          title: 'File:Martial eagle (Polemaetus bellicosus).jpg',
          imageinfo: [
            {
              size: 5_210_112,
              width: 4000,
              height: 2667,
              url: `${UPLOAD}/6/6f/Martial_eagle_(Polemaetus_bellicosus).jpg`,
              descriptionurl: 'https://commons.wikimedia.org/wiki/File:Martial_eagle_(Polemaetus_bellicosus).jpg',
              mime: 'image/jpeg',
              thumburl: `${UPLOAD}/thumb/6/6f/Martial_eagle_(Polemaetus_bellicosus).jpg/1280px-Martial_eagle_(Polemaetus_bellicosus).jpg`,
              thumbwidth: 1280,
              thumbheight: 853,
              extmetadata,
              ...fields,
            },
          ],
        },
      ],
    },
  }
  return WikimediaFileResponseSchema.parse(body).pages[0]?.imageinfo as WikimediaImageInfo
}

const EAGLE_METADATA = {
  ObjectName: 'Martial eagle (Polemaetus bellicosus)',
  Artist: '<bdi><a href="https://www.wikidata.org/wiki/Q54800218" class="extiw" title="d:Q54800218"><span title="Scottish wildlife photographer">Charles J. Sharp</span></a>\n</bdi>',
  Credit: '<span class="int-own-work" lang="en">Own work</span>, from <a rel="nofollow" class="external text" href="https://www.sharpphotography.co.uk/">Sharp Photography, sharpphotography.co.uk</a>',
  LicenseShortName: 'CC BY-SA 4.0',
  LicenseUrl: 'https://creativecommons.org/licenses/by-sa/4.0',
  AttributionRequired: 'true',
}

describe('Commons metadata as plain text', () => {
  it('drops the markup, decodes entities and keeps what is hidden out', () => {
    expect(htmlToText('<p><a href="//en.wikipedia.org/wiki/Alfred_Buckham">Alfred G. Buckham</a> (1879 - 1956); restored by <a href="//en.wikipedia.org/wiki/User:Adam_Cuerden">Adam Cuerden</a>\n</p>')).toBe(
      'Alfred G. Buckham (1879 - 1956); restored by Adam Cuerden',
    )
    expect(htmlToText('Tom &amp; Jerry&#39;s &#x263A; &lt;b&gt;')).toBe("Tom & Jerry's ☺ <b>")
    expect(htmlToText('<span class="fn">Ann</span><span style="display: none;">vcard junk</span>')).toBe('Ann')
    expect(htmlToText('<p>\n</p>')).toBeNull()
    expect(htmlToText(null)).toBeNull()
  })

  it('makes the first link absolute, and refuses one that is not http(s)', () => {
    expect(firstLink('<a href="//commons.wikimedia.org/wiki/User:DerHexer" title="User:DerHexer">DerHexer</a>', 'https://commons.wikimedia.org/')).toBe('https://commons.wikimedia.org/wiki/User:DerHexer')
    expect(firstLink('<a href="/wiki/User:X">X</a>', 'https://commons.wikimedia.org/')).toBe('https://commons.wikimedia.org/wiki/User:X')
    expect(firstLink('<a href="javascript:alert(1)">X</a>', 'https://commons.wikimedia.org/')).toBeNull()
    expect(firstLink('Anonymous', 'https://commons.wikimedia.org/')).toBeNull()
  })
})

describe("a file's author, licence and credit", () => {
  it('credit the author and the licence, as Commons words it, where the licence asks', () => {
    expect(wikimediaAttribution(info({}, EAGLE_METADATA).extmetadata)).toEqual({
      author: { name: 'Charles J. Sharp', url: 'https://www.wikidata.org/wiki/Q54800218' },
      licence: { name: 'CC BY-SA 4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0' },
      credit: 'Charles J. Sharp, CC BY-SA 4.0, via Wikimedia Commons',
    })
  })

  it("use the author's own wording where the file gives one", () => {
    const { credit } = wikimediaAttribution(info({}, { ...EAGLE_METADATA, Attribution: 'DerHexer, Wikimedia Commons, CC-by-sa 4.0' }).extmetadata)
    expect(credit).toBe('DerHexer, Wikimedia Commons, CC-by-sa 4.0')
  })

  it('ask no credit line of a public-domain file, and make its licence link absolute', () => {
    const attribution = wikimediaAttribution(
      info({}, { Artist: '<p>Alfred G. Buckham\n</p>', LicenseShortName: 'PD-US', LicenseUrl: '//en.wikipedia.org/wiki/File:Aerial_View_of_Edinburgh.jpg' }).extmetadata,
    )
    expect(attribution).toEqual({
      author: { name: 'Alfred G. Buckham', url: null },
      licence: { name: 'PD-US', url: 'https://en.wikipedia.org/wiki/File:Aerial_View_of_Edinburgh.jpg' },
      credit: null,
    })
  })

  it('treat a licence that does not say as asking, naming the source when there is no author', () => {
    const { credit, author } = wikimediaAttribution(info({}, { Credit: '<span>Own work</span>', LicenseShortName: 'CC BY 3.0' }).extmetadata)
    expect(author).toBeNull()
    expect(credit).toBe('Own work, CC BY 3.0, via Wikimedia Commons')
  })
})

describe('a Commons file as a card', () => {
  it('downloads the original photograph and shows standard-width thumbnails', () => {
    const card = wikimediaToMediaItem('File:Martial eagle (Polemaetus bellicosus).jpg', info({}, EAGLE_METADATA))
    expect(card).not.toBeNull()
    expect(MediaItemSchema.parse(card)).toEqual(card)
    expect(card).toMatchObject({
      source: 'wikimedia',
      id: 'Martial_eagle_(Polemaetus_bellicosus).jpg',
      title: 'Martial eagle (Polemaetus bellicosus)',
      width: 4000,
      height: 2667,
      sizeKnown: true,
      fileSize: 5_210_112,
      thumbUrl: `${UPLOAD}/thumb/6/6f/Martial_eagle_(Polemaetus_bellicosus).jpg/500px-Martial_eagle_(Polemaetus_bellicosus).jpg`,
      previewUrl: `${UPLOAD}/thumb/6/6f/Martial_eagle_(Polemaetus_bellicosus).jpg/1280px-Martial_eagle_(Polemaetus_bellicosus).jpg`,
      fullUrl: `${UPLOAD}/6/6f/Martial_eagle_(Polemaetus_bellicosus).jpg`,
      pageUrl: 'https://commons.wikimedia.org/wiki/File:Martial_eagle_(Polemaetus_bellicosus).jpg',
      mediaType: 'image',
      nsfw: false,
      credit: 'Charles J. Sharp, CC BY-SA 4.0, via Wikimedia Commons',
    })
  })

  it('uses the original itself when it is narrower than the preview (Commons never scales a photograph up)', () => {
    const original = `${UPLOAD}/1/12/Small.png`
    const card = wikimediaToMediaItem('File:Small.png', info({ width: 900, height: 600, url: original, thumburl: original, mime: 'image/png' }))
    expect(card).toMatchObject({ thumbUrl: original, previewUrl: original, fullUrl: original, width: 900, height: 600, title: 'Small' })
  })

  it('renders a drawing (SVG) as a PNG 3840 wide, sized to match', () => {
    const card = wikimediaToMediaItem(
      'File:Map of the day.svg',
      info({ width: 512, height: 288, mime: 'image/svg+xml', url: `${UPLOAD}/a/ab/Map_of_the_day.svg`, thumburl: `${UPLOAD}/thumb/a/ab/Map_of_the_day.svg/1280px-Map_of_the_day.svg.png` }),
    )
    expect(card).toMatchObject({
      fullUrl: `${UPLOAD}/thumb/a/ab/Map_of_the_day.svg/3840px-Map_of_the_day.svg.png`,
      thumbUrl: `${UPLOAD}/thumb/a/ab/Map_of_the_day.svg/500px-Map_of_the_day.svg.png`,
      width: 3840,
      height: 2160,
      fileSize: null,
      mediaType: 'image',
    })
  })

  it('makes a video a video card, with its still as thumbnail', () => {
    const card = wikimediaToMediaItem(
      'File:Film.webm',
      info({ width: 1920, height: 1080, mime: 'video/webm', url: `${UPLOAD}/c/cd/Film.webm`, thumburl: `${UPLOAD}/thumb/c/cd/Film.webm/1280px--Film.webm.jpg` }),
    )
    expect(card).toMatchObject({ mediaType: 'video', fullUrl: `${UPLOAD}/c/cd/Film.webm`, thumbUrl: `${UPLOAD}/thumb/c/cd/Film.webm/500px--Film.webm.jpg` })
  })

  it('makes no card of a sound, a document, or a file the answer says too little of', () => {
    expect(wikimediaToMediaItem('File:Song.ogg', info({ mime: 'application/ogg' }))).toBeNull()
    expect(wikimediaToMediaItem('File:Scan.tif', info({ mime: 'image/tiff' }))).toBeNull()
    expect(wikimediaToMediaItem('File:Eagle.jpg', info({ url: undefined }))).toBeNull()
    expect(wikimediaToMediaItem('File:Eagle.jpg', info({ width: undefined }))).toBeNull()
  })

  it('keeps ids within what a card allows, distinct for distinct long names', () => {
    const long = (tail: string) => `File:${'A very long title of a picture of the day '.repeat(5)}${tail}.jpg`
    const [one, two] = [wikimediaFileId(long('one')), wikimediaFileId(long('two'))]
    expect(one.length).toBeLessThanOrEqual(128)
    expect(one).not.toBe(two)
    expect(wikimediaFileId('File:NNC-US-1849-G$1-Liberty head (Ty1).jpg')).toBe('NNC-US-1849-G$1-Liberty_head_(Ty1).jpg')
  })

  it("reads a Wikipedia featured feed's picture as a card of its file", () => {
    const image = WikimediaFeaturedFeedSchema.parse({
      image: {
        title: 'File:Birchwood Slavnoe 2012 G1.jpg',
        image: { source: `${UPLOAD}/a/a0/Birchwood_Slavnoe_2012_G1.jpg`, width: 5184, height: 3456 },
        thumbnail: { source: `${UPLOAD}/thumb/a/a0/Birchwood_Slavnoe_2012_G1.jpg/640px-Birchwood_Slavnoe_2012_G1.jpg`, width: 640, height: 427 },
      },
    })
    const card = featuredImageToMediaItem(image as NonNullable<typeof image>)
    expect(MediaItemSchema.parse(card)).toEqual(card)
    expect(card).toMatchObject({ id: 'Birchwood_Slavnoe_2012_G1.jpg', title: 'Birchwood Slavnoe 2012 G1', width: 5184, height: 3456, pageUrl: 'https://commons.wikimedia.org/wiki/File:Birchwood_Slavnoe_2012_G1.jpg' })
  })
})
