import { describe, expect, it } from 'vitest'
import { MediaItemSchema, UNKNOWN_SIZE } from '../../../src/shared/media'
import { ArticArtworkSchema, ArticSearchResponseSchema, DEFAULT_IIIF_URL } from '../../../src/sources/artic/records'
import { ARTIC_PUBLIC_DOMAIN, articToMediaItem } from '../../../src/sources/artic/to-media-item'

const IIIF = 'https://www.artic.edu/iiif/2'
const artwork = {
  id: 16568,
  title: 'Water Lilies',
  image_id: '3c27b499-af56-f0d5-93b5-a7f2f1ad5813',
  artist_id: 35809,
  artist_title: 'Claude Monet',
  artist_display: 'Claude Monet\nFrench, 1840–1926',
  date_display: '1906',
  thumbnail: { lqip: 'data:image/gif;base64,R0lGOD', width: 8808, height: 8460, alt_text: 'A pond.' },
  is_public_domain: true,
  copyright_notice: null,
  color: { h: 200, l: 50, s: 100, percentage: 0.1, population: 9 },
  classification_title: 'oil on canvas',
  style_title: 'Impressionism',
}

function card(record: unknown, assumePublicDomain = true) {
  return articToMediaItem(ArticArtworkSchema.parse(record), IIIF, assumePublicDomain)
}

describe('Art Institute work → card', () => {
  it('builds IIIF links at the sizes the server allows, 1686 for public domain, and credits the artist', () => {
    const item = card(artwork)
    expect(MediaItemSchema.parse(item)).toEqual(item)
    expect(item).toMatchObject({
      source: 'artic',
      id: '16568',
      title: 'Water Lilies',
      thumbUrl: `${IIIF}/${artwork.image_id}/full/400,/0/default.jpg`,
      previewUrl: `${IIIF}/${artwork.image_id}/full/843,/0/default.jpg`,
      fullUrl: `${IIIF}/${artwork.image_id}/full/1686,/0/default.jpg`,
      width: 1686,
      height: 1619,
      resolution: '1686x1619',
      sizeKnown: true,
      pageUrl: 'https://www.artic.edu/artworks/16568',
      author: { name: 'Claude Monet', url: 'https://www.artic.edu/artists/35809' },
      licence: ARTIC_PUBLIC_DOMAIN,
      credit: 'Art Institute of Chicago',
      mediaType: 'image',
      nsfw: false,
      color: '#00aaff',
      tags: ['oil on canvas', 'Impressionism'],
    })
  })

  it('never asks for more than the picture has', () => {
    const small = card({ ...artwork, thumbnail: { width: 700, height: 500 } })
    expect(small).toMatchObject({ width: 700, height: 500, fullUrl: expect.stringContaining('/full/700,/'), previewUrl: expect.stringContaining('/full/700,/'), thumbUrl: expect.stringContaining('/full/400,/') })
  })

  it('keeps a work in copyright at 843 wide, without a licence, with its notice', () => {
    const item = card({ ...artwork, is_public_domain: false, copyright_notice: '© Estate of the artist' })
    expect(item).toMatchObject({ fullUrl: expect.stringContaining('/full/843,/'), width: 843, licence: null, credit: '© Estate of the artist; Art Institute of Chicago' })
  })

  it('reads is_public_domain from the search when the answer does not say', () => {
    const { is_public_domain: _pd, ...unsaid } = artwork
    expect(card(unsaid, true)?.licence).toEqual(ARTIC_PUBLIC_DOMAIN)
    expect(card(unsaid, false)?.licence).toBeNull()
  })

  it('takes the name from artist_display’s first line, and has no size without thumbnail', () => {
    const item = card({ id: 303, title: 'Panel\nFragment', image_id: 'abc-1', artist_display: "Georgia O'Keeffe\nAmerican, 1887–1986", thumbnail: null })
    expect(item).toMatchObject({ title: 'Panel Fragment', author: { name: "Georgia O'Keeffe", url: null }, fullUrl: `${IIIF}/abc-1/full/1686,/0/default.jpg`, ...UNKNOWN_SIZE })
  })

  it('makes no card of a work with no picture', () => {
    expect(card({ ...artwork, image_id: null })).toBeNull()
  })
})

describe('Art Institute answers, read tolerantly', () => {
  it('counts a work it cannot read (no id, no image_id asked) and keeps the page', () => {
    const body = { data: [artwork, { title: 'no id', image_id: 'x' }, { id: 5, title: 'image_id not asked' }, { ...artwork, id: 7, color: 'red', thumbnail: 'big' }] }
    const page = ArticSearchResponseSchema.parse(body)
    expect(page.artworks.map((entry) => entry.id)).toEqual([16568, 7])
    expect(page.artworks[1]).toMatchObject({ color: null, thumbnail: null })
    expect(page.skipped).toBe(2)
    // No config block (answers before 2021): the documented IIIF root.
    expect(page.iiifUrl).toBe(DEFAULT_IIIF_URL)
    expect(page.pagination).toBeNull()
  })

  it('takes the IIIF root from config, without a trailing slash', () => {
    expect(ArticSearchResponseSchema.parse({ data: [], config: { iiif_url: 'https://www-test.artic.edu/iiif/2/' } }).iiifUrl).toBe('https://www-test.artic.edu/iiif/2')
  })
})
