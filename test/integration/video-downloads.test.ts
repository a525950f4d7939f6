// A video post (Reddit's v.redd.it fallback MP4, Imgur's .mp4) can be downloaded to keep: its bytes
// must really be a video container, it lands in the library like a picture (.part file, atomic
// rename, cleanup on refusal), and it never becomes a wallpaper nor enters rotation's pool.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { UpstreamError, ValidationError } from '../../src/main/core/errors/errors'
import { createDownloader } from '../../src/main/core/downloads/downloads'
import { sniffVideo } from '../../src/main/core/downloads/video-format'
import { createWallpaperActions, type WallpaperActionsDeps } from '../../src/main/core/actions/wallpaper-actions'
import { rotationFilter } from '../../src/main/core/rotation/screen'
import { LIBRARY_FILE_NAME, type LibraryEntry } from '../../src/shared/library'
import { MediaItemSchema, type MediaItem, type OnlineMediaItem } from '../../src/shared/media'
import { FakeServer } from '../fakes/fake-server'
import { imageBytes } from '../fakes/images'
import { minimalMp4, mp4Box } from '../fakes/videos'

const box = mp4Box
const MP4 = minimalMp4()
const JPEG = imageBytes('jpg', 320, 200)
const HTML = '<!doctype html><html><head><title>Video removed</title></head><body>Gone.</body></html>'

const host = new FakeServer('video host')
host.route('GET', '/DASH_720.mp4', (_request, respond) => respond.bytes(200, MP4, 'video/mp4'))
host.route('GET', '/page.mp4', (_request, respond) => respond.text(200, HTML, 'video/mp4'))
host.route('GET', '/picture.mp4', (_request, respond) => respond.bytes(200, JPEG, 'video/mp4'))
host.route('GET', '/picture.jpg', (_request, respond) => respond.bytes(200, JPEG, 'image/jpeg'))

/** A valid Reddit card; `changes` replace fields. */
function sampleItem(source: 'reddit', changes: Partial<MediaItem> = {}): MediaItem {
  return MediaItemSchema.parse({
    source,
    id: `${source}1`,
    title: 'A clip of the sea',
    width: 1920,
    height: 1080,
    resolution: '1920x1080',
    aspectRatio: 1.78,
    thumbUrl: 'http://127.0.0.1:9/img/320x180.jpg',
    previewUrl: 'http://127.0.0.1:9/img/960x540.jpg',
    fullUrl: 'http://127.0.0.1:9/img/1920x1080.jpg',
    pageUrl: 'https://www.reddit.com/r/wallpapers/comments/1/',
    author: null,
    nsfw: false,
    mediaType: 'image',
    color: null,
    blurHash: null,
    fileSize: null,
    colors: [],
    tags: [],
    ...changes,
  })
}

let libraryDir: string
beforeAll(async () => {
  await host.start()
})
afterAll(async () => {
  await host.stop()
})
beforeEach(async () => {
  libraryDir = await mkdtemp(path.join(tmpdir(), 'tapestry-video-'))
})
afterEach(async () => {
  await rm(libraryDir, { recursive: true, force: true })
})

function video(name: string, id = 'v1'): OnlineMediaItem {
  return sampleItem('reddit', { id, mediaType: 'video', fullUrl: `${host.url}/${name}` }) as OnlineMediaItem
}

describe('downloading a video', () => {
  it('keeps a real MP4 under a library name ending .mp4, with no .part left', async () => {
    const downloader = createDownloader({ libraryDir, timeoutMs: 2_000 })
    const result = await downloader.download(video('DASH_720.mp4'))
    expect(result.format).toBe('mp4')
    expect(result.fileName).toMatch(LIBRARY_FILE_NAME)
    expect(result.fileName.endsWith('.mp4')).toBe(true)
    expect(result.bytes).toBe(MP4.length)
    expect(result.width).toBeNull()
    expect(await readFile(result.path)).toEqual(MP4)
    expect(await readdir(libraryDir)).toEqual([result.fileName])
    // A second download finds the library copy and fetches nothing.
    const again = await downloader.download(video('DASH_720.mp4'))
    expect(again).toMatchObject({ reused: true, fileName: result.fileName, format: 'mp4' })
  })

  it('refuses an HTML page or a JPEG sent as the video, in a plain sentence, leaving nothing behind', async () => {
    const downloader = createDownloader({ libraryDir, timeoutMs: 2_000 })
    const page = downloader.download(video('page.mp4', 'v2'))
    await expect(page).rejects.toBeInstanceOf(UpstreamError)
    await expect(page).rejects.toThrow("Reddit's image server sent a web page instead of the video.")
    const picture = downloader.download(video('picture.mp4', 'v3'))
    await expect(picture).rejects.toThrow(/sent something that is not a video Tapestry can keep \(an MP4, MOV, WebM or Matroska file\)\./)
    expect(await readdir(libraryDir)).toEqual([])
  })

  it('refuses a video over the size cap, leaving nothing behind', async () => {
    const downloader = createDownloader({ libraryDir, timeoutMs: 2_000, maxBytes: 1024 })
    await expect(downloader.download(video('DASH_720.mp4', 'v4'))).rejects.toThrow(/sent a video larger than the 1 KB limit/)
    expect(await readdir(libraryDir)).toEqual([])
  })

  it('still refuses a picture item whose bytes are a video', async () => {
    const downloader = createDownloader({ libraryDir, timeoutMs: 2_000 })
    const item = sampleItem('reddit', { id: 'p1', fullUrl: `${host.url}/DASH_720.mp4` })
    await expect(downloader.download(item)).rejects.toThrow(/not an image/)
    expect(await readdir(libraryDir)).toEqual([])
  })

  it('tells the containers apart by their first bytes, refusing HEIF and AVIF pictures', () => {
    const ftyp = (brand: string) => box('ftyp', Buffer.from(`${brand}\u0000\u0000\u0000\u0000`, 'latin1'))
    expect(sniffVideo(MP4)).toBe('mp4')
    expect(sniffVideo(ftyp('qt  '))).toBe('mov')
    expect(sniffVideo(ftyp('heic'))).toBeNull()
    expect(sniffVideo(ftyp('avif'))).toBeNull()
    const ebml = (docType: string) => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x80 | docType.length]), Buffer.from(docType, 'latin1')])
    expect(sniffVideo(ebml('webm'))).toBe('webm')
    expect(sniffVideo(ebml('matroska'))).toBe('mkv')
    expect(sniffVideo(JPEG)).toBeNull()
    expect(sniffVideo(Buffer.from(HTML))).toBeNull()
  })
})

describe('a video is never a wallpaper', () => {
  function actionsWith(entry: LibraryEntry | undefined) {
    const setter = { set: vi.fn(), setEach: vi.fn(), exclusive: <T>(work: () => Promise<T>) => work() }
    const download = vi.fn()
    const recordSet = vi.fn()
    const deps = {
      downloader: () => ({ libraryDir, download }),
      library: () => ({ get: () => entry, pathOf: () => path.join(libraryDir, entry?.fileName ?? 'x'), recordSet }),
      wallpaper: async () => setter,
      unsplash: () => ({}),
      localFolders: () => ({}),
      displays: async () => [],
      events: { emit: vi.fn() },
    } as unknown as WallpaperActionsDeps
    return { actions: createWallpaperActions(deps), setter, download, recordSet }
  }

  const downloadedVideo = (item: MediaItem): LibraryEntry => ({
    libraryId: 'lib-video',
    source: 'reddit',
    id: item.id,
    title: item.title,
    author: null,
    credit: { text: 'Posted on Reddit', pageUrl: 'https://www.reddit.com/r/wallpapers/', authorUrl: null, sourceUrl: 'https://www.reddit.com/' },
    width: 1920,
    height: 1080,
    fileName: 'reddit-v1-0123456789abcdef.mp4',
    bytes: MP4.length,
    format: 'mp4',
    downloadedAt: '2026-11-26T12:00:00.000Z',
    lastUsedAt: '2026-11-26T12:00:00.000Z',
    item: item as OnlineMediaItem,
  })

  it('refuses to set a video card, before anything is downloaded or recorded', async () => {
    const { actions, setter, download } = actionsWith(undefined)
    const set = actions.setWallpaper(video('DASH_720.mp4'))
    await expect(set).rejects.toBeInstanceOf(ValidationError)
    await expect(set).rejects.toThrow(/is a video: Tapestry can download it to keep, but only pictures can be wallpapers/)
    await expect(actions.setEach([{ display: 'all', item: video('DASH_720.mp4') }])).rejects.toBeInstanceOf(ValidationError)
    await expect(actions.fetch(video('DASH_720.mp4'), 'all', undefined)).rejects.toBeInstanceOf(ValidationError)
    expect(download).not.toHaveBeenCalled()
    expect(setter.set).not.toHaveBeenCalled()
    expect(setter.setEach).not.toHaveBeenCalled()
  })

  it('refuses to set a downloaded video from the library (Set again, rotation’s stand-in)', async () => {
    const entry = downloadedVideo(video('DASH_720.mp4'))
    const { actions, setter, recordSet } = actionsWith(entry)
    await expect(actions.setFromLibrary(entry.libraryId)).rejects.toThrow(/only pictures can be wallpapers/)
    // Even with a card that claims to be a picture: the file's format decides.
    const { actions: claimed, setter: claimedSetter } = actionsWith({ ...entry, item: { ...entry.item, mediaType: 'image' } })
    await expect(claimed.setFromLibrary(entry.libraryId)).rejects.toBeInstanceOf(ValidationError)
    expect(setter.set).not.toHaveBeenCalled()
    expect(claimedSetter.set).not.toHaveBeenCalled()
    expect(recordSet).not.toHaveBeenCalled()
  })

  it('leaves videos out of rotation’s pool, pictures in', () => {
    const library = { recentIds: () => [], isBlocked: () => false } as unknown as Parameters<typeof rotationFilter>[1]
    const rotation = { includeNsfw: false, historyWindow: 0 } as unknown as Parameters<typeof rotationFilter>[0]
    const acceptable = rotationFilter(rotation, library, undefined)
    expect(acceptable(video('DASH_720.mp4'))).toBe(false)
    expect(acceptable(sampleItem('reddit', { id: 'p2', fullUrl: `${host.url}/picture.jpg` }))).toBe(true)
  })
})

describe('a GIF post whose host sends an MP4', () => {
  it('is downloaded as the MP4 it is; a GIF file stays a GIF; anything else is refused', async () => {
    const downloader = createDownloader({ libraryDir, timeoutMs: 2_000 })
    const animation = (name: string, id: string) => sampleItem('reddit', { id, mediaType: 'gif', fullUrl: `${host.url}/${name}` })
    const mp4 = await downloader.download(animation('DASH_720.mp4', 'g1'))
    expect(mp4.format).toBe('mp4')
    const jpeg = await downloader.download(animation('picture.jpg', 'g2'))
    expect(jpeg.format).toBe('jpeg')
    await expect(downloader.download(animation('page.mp4', 'g3'))).rejects.toThrow(/web page instead of an image/)
    expect((await readdir(libraryDir)).sort()).toEqual([mp4.fileName, jpeg.fileName].sort())
  })
})
