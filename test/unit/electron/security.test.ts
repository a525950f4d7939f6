import { describe, expect, it } from 'vitest'
import { isAllowedExternalLink, isSamePage, libraryIdFromUrl } from '../../../src/main/electron/security'

describe('external links', () => {
  it.each([
    'https://unsplash.com/@ana?utm_source=tapestry&utm_medium=referral',
    'https://wallhaven.cc/w/p29ke3',
    'https://www.reddit.com/r/wallpapers/comments/abc/x/',
    // The sources added since, each by its definition's linkHosts: a Commons file page and its licence,
    // an artwork at the Art Institute, an APOD day, a Pexels photographer, a Bing search.
    'https://commons.wikimedia.org/wiki/File:Example.jpg',
    'https://creativecommons.org/licenses/by-sa/4.0',
    'https://www.artic.edu/artworks/27992',
    'https://apod.nasa.gov/apod/ap240606.html',
    'https://www.pexels.com/@someone',
    'https://www.bing.com/search?q=Lake',
  ])('opens %s in the browser', (url) => expect(isAllowedExternalLink(url)).toBe(true))

  it.each([
    'http://unsplash.com/',
    'https://unsplash.com.evil.com/',
    'https://user:pass@wallhaven.cc/',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'https://example.com/',
    'https://api.pexels.com/v1/photos/1',
    'not a url',
  ])('refuses %s', (url) => expect(isAllowedExternalLink(url)).toBe(false))
})

describe('navigation and the library protocol', () => {
  it('allows hash changes on our page only', () => {
    expect(isSamePage('file:///app/index.html#/settings', 'file:///app/index.html')).toBe(true)
    expect(isSamePage('https://evil.example/', 'file:///app/index.html')).toBe(false)
    expect(isSamePage('file:///app/other.html', 'file:///app/index.html')).toBe(false)
  })

  it('serves library images by opaque id only', () => {
    expect(libraryIdFromUrl('tapestry://library/a1b2-C3_d4')).toBe('a1b2-C3_d4')
    for (const url of ['tapestry://library/../../etc/passwd', 'tapestry://library/%2e%2e%2fsecrets.json', 'tapestry://other/abc', 'file:///etc/passwd', 'tapestry://library/']) {
      expect(libraryIdFromUrl(url)).toBeNull()
    }
  })
})
