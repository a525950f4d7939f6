// "Previous wallpaper" and the "this wallpaper" actions on a real library (SQLite and files) with a
// recording desktop: each display goes back one step in its own history, repeated Previous keeps
// going back, a missing file or a blocked picture is passed over and said, nothing new is recorded,
// and Favourite and Block act on the picture showing (on a display, or the primary's).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { libraryFileName, libraryFileStem } from '../../src/main/core/downloads/file-name'
import { NotFoundError, WallpaperError } from '../../src/main/core/errors/errors'
import { createLibrary, type Library, type LibraryEntry } from '../../src/main/core/library/library'
import { localImageId, toLocalItem } from '../../src/main/core/local-folders/local-item'
import { previousWallpaper } from '../../src/main/core/rotation/previous-wallpaper'
import { showingNow } from '../../src/main/core/actions/showing-now'
import { blockThisWallpaper, favouriteThisWallpaper } from '../../src/main/core/actions/this-wallpaper'
import type { WallpaperSetter } from '../../src/main/core/wallpaper/wallpaper'
import type { DisplayInfo } from '../../src/shared/ipc'
import { bareItem } from '../support/media-item'

let dataDir: string
let library: Library
let clock: number
let sets: { file: string; display: string }[]
let refuse: boolean

const setter: WallpaperSetter = {
  backend: { id: 'custom', name: 'a recording desktop', perDisplay: true, limitation: null, desktop: null, reason: 'test', lockScreen: { support: 'none', detail: 'None here.' } },
  async set(file, options) {
    if (refuse) throw new WallpaperError('The desktop refused this wallpaper.')
    sets.push({ file, display: String(options?.display ?? 'all') })
    return { lockScreen: { done: 'off' } }
  },
  async setEach(each) {
    if (refuse) throw new WallpaperError('The desktop refused this wallpaper.')
    sets.push(...each)
    return { lockScreen: { done: 'off' } }
  },
  current: async () => null,
  displays: async () => [],
  // One process, one change at a time: nothing to wait for.
  exclusive: (task) => task(),
}

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tapestry-previous-'))
  await mkdir(path.join(dataDir, 'library'), { recursive: true })
  clock = Date.parse('2026-11-20T08:00:00.000Z')
  library = createLibrary({ dataDir, now: () => new Date((clock += 60_000)) })
  sets = []
  refuse = false
})
afterEach(async () => {
  library.close()
  await rm(dataDir, { recursive: true, force: true })
})

/** Downloads `id` into the library (a file where the downloader would put it) and records it set on `display`. */
async function setOn(id: string, display = 'all'): Promise<LibraryEntry> {
  const item = bareItem(id, `https://w.wallhaven.cc/full/${id}.jpg`, { title: `Picture ${id}`, author: { name: 'someone', url: 'https://wallhaven.cc/user/someone' } })
  const file = path.join(library.libraryDir, libraryFileName(libraryFileStem('wallhaven', id, 'original'), 'jpeg'))
  await writeFile(file, Buffer.alloc(64, 1))
  return library.add(item, { path: file, bytes: 64, format: 'jpeg', width: 1920, height: 1080 }, { setOn: display }).entry
}

const deps = () => ({ library, wallpaper: async () => setter, fit: 'fill' as const })
const back = (display?: string) => previousWallpaper(deps(), display)
const shownIds = () => Object.fromEntries(library.showing().map((shown) => [shown.display, library.get(shown.libraryId)?.id]))

describe('previous, one picture on all displays', () => {
  it('goes back one step at a time from the library’s files, records nothing, and then says there is nothing earlier', async () => {
    const a = await setOn('a')
    const b = await setOn('b')
    await setOn('c')

    const first = await back()
    expect(first).toMatchObject({ restored: [{ display: 'all', libraryId: b.libraryId, item: { id: 'b' }, credit: 'Wallpaper by someone on Wallhaven' }], skipped: [] })
    expect(sets).toEqual([{ file: library.pathOf(b), display: 'all' }])
    // A second Previous goes further back: it does not bounce back to c.
    expect((await back()).restored.map((shown) => shown.item.id)).toEqual(['a'])
    expect(sets.at(-1)).toEqual({ file: library.pathOf(a), display: 'all' })
    await expect(back()).rejects.toMatchObject({ kind: 'not_found', message: 'There is no earlier wallpaper in the history to go back to.' })
    // The history still says what was set, and nothing else.
    expect(library.history().items.map((record) => record.id)).toEqual(['c', 'b', 'a'])
    expect(shownIds()).toEqual({ all: 'a' })
  })

  it('after a new set, goes back through the history as it reads: the newest before the new one', async () => {
    await setOn('a')
    await setOn('b')
    await setOn('c')
    await back()
    await back()
    await setOn('d')
    expect((await back()).restored.map((shown) => shown.item.id)).toEqual(['c'])
  })

  it('passes over a picture whose file is gone, and one blocked since, and says so', async () => {
    const a = await setOn('a')
    const b = await setOn('b')
    await setOn('c')
    await setOn('d')
    await rm(library.pathOf(b))
    library.block({ source: 'wallhaven', id: 'c', title: 'Picture c' })
    const result = await back()
    expect(result.restored).toMatchObject([{ display: 'all', libraryId: a.libraryId }])
    expect(result.skipped).toEqual([
      { display: 'all', source: 'wallhaven', id: 'c', title: 'Picture c', reason: 'blocked' },
      { display: 'all', source: 'wallhaven', id: 'b', title: 'Picture b', reason: 'file-missing' },
    ])
    expect(sets).toEqual([{ file: library.pathOf(a), display: 'all' }])
  })

  it('says why there is nothing to go back to when every earlier file is gone', async () => {
    const a = await setOn('a')
    await setOn('b')
    await rm(library.pathOf(a))
    await expect(back()).rejects.toThrow('There is no earlier wallpaper to go back to: the one before is no longer in the library or blocked.')
    await expect(previousWallpaper({ library, wallpaper: async () => setter, fit: 'fill' })).rejects.toBeInstanceOf(NotFoundError)
  })

  it('passes over the same picture set twice in a row: going back to it would change nothing', async () => {
    await setOn('a')
    await setOn('b')
    await setOn('b')
    expect((await back()).restored.map((shown) => shown.item.id)).toEqual(['a'])
  })

  it('keeps its place when the desktop refuses, and with a dry run changes nothing', async () => {
    await setOn('a')
    await setOn('b')
    refuse = true
    await expect(back()).rejects.toBeInstanceOf(WallpaperError)
    expect(shownIds()).toEqual({ all: 'b' })
    refuse = false
    expect((await previousWallpaper(deps(), 'all', { dryRun: true })).restored.map((shown) => shown.item.id)).toEqual(['a'])
    expect(sets).toEqual([])
    expect(shownIds()).toEqual({ all: 'b' })
    expect((await back()).restored.map((shown) => shown.item.id)).toEqual(['a'])
  })

  it('goes back from what was set before each display’s place was kept (an older release, library.json)', async () => {
    await setOn('a')
    await setOn('b')
    await setOn('b')
    const older = new Database(path.join(dataDir, 'library.db'))
    older.exec('UPDATE current_wallpaper SET history_seq = NULL')
    older.close()
    expect(library.showing()).toEqual([{ display: 'all', libraryId: expect.any(String), historySeq: null, item: null }])
    expect((await back()).restored.map((shown) => shown.item.id)).toEqual(['a'])
    await expect(back()).rejects.toBeInstanceOf(NotFoundError)
  })

  it('says there is nothing to go back from before anything was set', async () => {
    await expect(back()).rejects.toBeInstanceOf(NotFoundError)
    await expect(back('HDMI-1')).rejects.toThrow('Tapestry has set no wallpaper on display HDMI-1: there is nothing to go back from.')
  })
})

describe('previous, through pictures from the person’s own folders', () => {
  /** A picture in an added folder, in the folder index, set where it lies. */
  async function setLocal(name: string) {
    const folder = path.join(dataDir, 'Pictures')
    const file = path.join(folder, name)
    await mkdir(folder, { recursive: true })
    await writeFile(file, Buffer.alloc(64, 2))
    const id = localImageId(file)
    library.local.put([{ path: file, folder, relativePath: name, id, bytes: 64, modifiedMs: 1, format: 'jpeg', width: 1920, height: 1080 }])
    const item = toLocalItem(library.local.image(id) as NonNullable<ReturnType<typeof library.local.image>>)
    library.recordLocalSet(item, 'all')
    return { file, item }
  }

  it('goes back to a folder picture where it lies, credits it, and passes one whose file is gone', async () => {
    const beach = await setLocal('beach.jpg')
    const hills = await setLocal('hills.jpg')
    await setOn('a')
    expect(showingNow(library).map((shown) => [shown.display, shown.item.id])).toEqual([['all', 'a']])

    const result = await back()
    expect(result.restored).toMatchObject([{ display: 'all', item: { source: 'local', id: hills.item.id }, credit: 'From your folders' }])
    expect(sets.at(-1)).toEqual({ file: hills.file, display: 'all' })
    expect(showingNow(library)).toMatchObject([{ display: 'all', item: { id: hills.item.id }, credit: 'From your folders' }])

    await rm(beach.file)
    await expect(back()).rejects.toThrow('There is no earlier wallpaper to go back to: the one before is no longer in the library or blocked.')
  })
})

describe('previous, a picture per display', () => {
  it('takes each display back one step in its own history: what was set on it, and what was set on all', async () => {
    await setOn('a')
    await setOn('b')
    await setOn('h1', 'HDMI-1')
    await setOn('e1', 'eDP-1')
    expect(shownIds()).toEqual({ all: 'b', 'HDMI-1': 'h1', 'eDP-1': 'e1' })

    const result = await back()
    // The picture on all displays first, then each display's own on top of it.
    expect(result.restored.map((shown) => [shown.display, shown.item.id])).toEqual([
      ['all', 'a'],
      ['HDMI-1', 'b'],
      ['eDP-1', 'b'],
    ])
    expect(sets.map((set) => set.display)).toEqual(['all', 'HDMI-1', 'eDP-1'])
    expect(shownIds()).toEqual({ all: 'a', 'HDMI-1': 'b', 'eDP-1': 'b' })

    // One display alone keeps going back; the others stay.
    sets = []
    expect((await back('HDMI-1')).restored.map((shown) => [shown.display, shown.item.id])).toEqual([['HDMI-1', 'a']])
    expect(sets.map((set) => set.display)).toEqual(['HDMI-1'])
    expect(shownIds()).toEqual({ all: 'a', 'HDMI-1': 'a', 'eDP-1': 'b' })
    await expect(back('HDMI-1')).rejects.toThrow('There is no earlier wallpaper on display HDMI-1 in the history to go back to.')
  })

  it('with a step that sets each display by name, every display goes back to its own picture before', async () => {
    for (const [hdmi, edp] of [
      ['h1', 'e1'],
      ['h2', 'e2'],
      ['h3', 'e3'],
    ]) {
      await setOn(hdmi as string, 'HDMI-1')
      await setOn(edp as string, 'eDP-1')
    }
    expect((await back()).restored.map((shown) => [shown.display, shown.item.id])).toEqual([
      ['HDMI-1', 'h2'],
      ['eDP-1', 'e2'],
    ])
    expect((await back()).restored.map((shown) => [shown.display, shown.item.id])).toEqual([
      ['HDMI-1', 'h1'],
      ['eDP-1', 'e1'],
    ])
    await expect(back()).rejects.toBeInstanceOf(NotFoundError)
  })

  it('goes back on a display that only ever had the picture set on all', async () => {
    await setOn('a')
    await setOn('b')
    expect((await back('HDMI-1')).restored.map((shown) => [shown.display, shown.item.id])).toEqual([['HDMI-1', 'a']])
    expect(shownIds()).toEqual({ all: 'b', 'HDMI-1': 'a' })
  })

  it('a file gone on one display’s way back is passed over there only', async () => {
    const a = await setOn('a')
    await setOn('b')
    const h1 = await setOn('h1', 'HDMI-1')
    await setOn('h2', 'HDMI-1')
    await rm(library.pathOf(h1))
    const result = await back('HDMI-1')
    expect(result.restored.map((shown) => shown.item.id)).toEqual(['b'])
    expect(result.skipped).toEqual([{ display: 'HDMI-1', source: 'wallhaven', id: 'h1', title: 'Picture h1', reason: 'file-missing' }])
    expect(library.pathOf(a)).toBeTruthy()
  })
})

describe('favourite and block this wallpaper', () => {
  const displays = (primary: string) => async (): Promise<DisplayInfo[]> => [
    { id: 'eDP-1', name: 'eDP-1', width: 1920, height: 1080, primary: primary === 'eDP-1' },
    { id: 'HDMI-1', name: 'HDMI-1', width: 2560, height: 1440, primary: primary === 'HDMI-1' },
  ]

  it('favourites the one picture on every display, and says when nothing is showing', async () => {
    await expect(favouriteThisWallpaper({ library, displays: displays('eDP-1') })).rejects.toBeInstanceOf(NotFoundError)
    await setOn('a')
    expect(await favouriteThisWallpaper({ library, displays: displays('eDP-1') })).toMatchObject({ source: 'wallhaven', id: 'a', item: { title: 'Picture a' } })
    expect(library.isFavourite('wallhaven', 'a')).toBe(true)
  })

  it('where the displays differ: the chosen display’s, else the primary display’s', async () => {
    await setOn('a')
    await setOn('h1', 'HDMI-1')
    expect((await favouriteThisWallpaper({ library, displays: displays('HDMI-1') })).id).toBe('h1')
    expect((await favouriteThisWallpaper({ library, displays: displays('eDP-1') })).id).toBe('a')
    expect((await favouriteThisWallpaper({ library, displays: displays('HDMI-1') }, 'eDP-1')).id).toBe('a')
    // 'all' is the picture set on all displays, whichever display is the primary.
    expect((await favouriteThisWallpaper({ library, displays: displays('HDMI-1') }, 'all')).id).toBe('a')
    await expect(favouriteThisWallpaper({ library, displays: displays('HDMI-1') }, 'DP-3')).resolves.toMatchObject({ id: 'a' })
  })

  it('blocks the picture showing and names the displays that showed it, for rotation to move on from', async () => {
    await setOn('a')
    await setOn('h1', 'HDMI-1')
    await setOn('e1', 'eDP-1')
    const blocked = await blockThisWallpaper({ library, displays: displays('eDP-1') })
    expect(blocked).toMatchObject({ blocked: { source: 'wallhaven', id: 'e1', title: 'Picture e1' }, displays: ['eDP-1'] })
    expect(library.isBlocked('wallhaven', 'e1')).toBe(true)
    // Where the desktop names no primary display: the one set on all displays.
    expect((await blockThisWallpaper({ library, displays: async () => [] })).blocked.id).toBe('a')
    expect((await blockThisWallpaper({ library, displays: displays('eDP-1') }, 'HDMI-1')).displays).toEqual(['HDMI-1'])
  })

  it('with a picture per display and no primary named, means the newest set', async () => {
    await setOn('h1', 'HDMI-1')
    await setOn('e1', 'eDP-1')
    expect(await blockThisWallpaper({ library, displays: async () => Promise.reject(new Error('no desktop')) })).toMatchObject({ blocked: { id: 'e1' }, displays: ['eDP-1'] })
  })
})
