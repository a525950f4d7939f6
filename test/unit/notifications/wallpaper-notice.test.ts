import { describe, expect, it } from 'vitest'
import { creditLine } from '../../../src/main/core/library/credit'
import { toLocalItem } from '../../../src/main/core/local-folders/local-item'
import { wallpaperNotice } from '../../../src/main/core/notifications/wallpaper-notice'
import type { ShowingNow } from '../../../src/shared/ipc'
import type { MediaItem } from '../../../src/shared/media'
import { bareItem } from '../../support/media-item'

const unsplash = bareItem('Dwu85P9SOIk', 'https://images.unsplash.com/photo-1', {
  source: 'unsplash',
  title: 'Fjord at dusk',
  author: { name: 'Ana Ruiz', url: 'https://unsplash.com/@ana' },
  pageUrl: 'https://unsplash.com/photos/Dwu85P9SOIk',
})
const wallhaven = bareItem('x8k2p1', 'https://w.wallhaven.cc/full/x8/wallhaven-x8k2p1.jpg', { title: 'Neon city', author: { name: 'kiri', url: 'https://wallhaven.cc/user/kiri' } })
const reddit = bareItem('1ss7q8o', 'https://i.redd.it/abc.jpg', { source: 'reddit', title: 'Rocks & <b>sea</b> [3840x2160]', author: { name: 'u_tide', url: 'https://www.reddit.com/user/u_tide' } })
const local = toLocalItem({ path: '/home/ana/Pictures/beach.jpg', folder: '/home/ana/Pictures', relativePath: 'holiday/beach.jpg', id: 'a'.repeat(32), bytes: 1234, modifiedMs: 1, format: 'jpeg', width: 1920, height: 1080 })

/** As showingNow gives it: the card and the credit line the library makes. */
const on = (display: string, item: MediaItem, libraryId = `lib-${item.id}`): ShowingNow => ({ display, libraryId, item, credit: creditLine(item) })

describe('what a "Now showing" notification says', () => {
  it('Unsplash: the title, and the credit in the guidelines’ words', () => {
    expect(wallpaperNotice([on('all', unsplash)], 'darwin')).toEqual({ title: 'Now showing: Fjord at dusk', body: 'Photo by Ana Ruiz on Unsplash', actions: ['favourite', 'block'], item: unsplash })
  })

  it('each source’s own credit, and a picture from the person’s folders', () => {
    expect(wallpaperNotice([on('all', wallhaven)], 'win32')?.body).toBe('Wallpaper by kiri on Wallhaven')
    expect(wallpaperNotice([on('all', { ...wallhaven, author: null })], 'win32')?.body).toBe('From Wallhaven')
    expect(wallpaperNotice([on('all', local)], 'darwin')).toMatchObject({ title: 'Now showing: holiday/beach.jpg', body: 'From your folders', item: local })
  })

  it('one notification for a change on several displays: one picture on all is one line; different pictures, one line a display and no buttons', () => {
    expect(wallpaperNotice([on('HDMI-1', unsplash, 'a'), on('DP-1', unsplash, 'a')], 'darwin')).toMatchObject({ title: 'Now showing: Fjord at dusk', actions: ['favourite', 'block'] })
    expect(wallpaperNotice([on('HDMI-1', unsplash), on('DP-1', wallhaven)], 'darwin')).toEqual({
      title: 'Now showing on 2 displays',
      body: 'HDMI-1: Fjord at dusk — Photo by Ana Ruiz on Unsplash\nDP-1: Neon city — Wallpaper by kiri on Wallhaven',
      actions: [],
      item: null,
    })
  })

  it('offers Favourite and Block only where Electron shows buttons (macOS, Windows); on Linux none, and the body is escaped for markup', () => {
    expect(wallpaperNotice([on('all', unsplash)], 'win32')?.actions).toEqual(['favourite', 'block'])
    const linux = wallpaperNotice([on('all', reddit)], 'linux')
    expect(linux).toMatchObject({ title: 'Now showing: Rocks & <b>sea</b> [3840x2160]', body: 'Posted by u_tide on Reddit', actions: [], item: reddit })
    expect(wallpaperNotice([on('HDMI-1', reddit), on('DP-1', unsplash)], 'linux')?.body).toBe(
      'HDMI-1: Rocks &amp; &lt;b&gt;sea&lt;/b&gt; [3840x2160] — Posted by u_tide on Reddit\nDP-1: Fjord at dusk — Photo by Ana Ruiz on Unsplash',
    )
  })

  it('cuts a long title, says Untitled for none, and says nothing for no change', () => {
    const long = wallpaperNotice([on('all', { ...reddit, title: 'x'.repeat(300) })], 'darwin')
    expect([...(long?.title ?? '')].length).toBe('Now showing: '.length + 80)
    expect(long?.title.endsWith('…')).toBe(true)
    expect(wallpaperNotice([on('all', { ...wallhaven, title: '  ' })], 'darwin')?.title).toBe('Now showing: Untitled')
    expect(wallpaperNotice([], 'darwin')).toBeNull()
  })
})
