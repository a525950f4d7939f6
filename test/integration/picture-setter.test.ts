// Every change on its way to the desktop: smart fill cuts a picture to its display's shape (a crop
// kept in the library, counted by the quota, reused, evicted first and never while its picture is on
// show), and the picture that stands for the change — the primary display's — goes to the lock
// screen and to the after-change command, once per change.
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AfterChangeRuns } from '../../src/main/core/after-change/after-change-runs'
import { libraryFileName, libraryFileStem } from '../../src/main/core/downloads/file-name'
import { createLibrary, type Library } from '../../src/main/core/library/library'
import { localImageId } from '../../src/main/core/local-folders/local-item'
import { createPictureSetter, type PictureSetter } from '../../src/main/core/actions/picture-setter'
import type { SetOutcome, SetWallpaperOptionsInput, WallpaperSetter } from '../../src/main/core/wallpaper/wallpaper'
import type { AfterChangeValues } from '../../src/shared/after-change-command'
import type { DisplayInfo } from '../../src/shared/ipc'
import type { OnlineMediaItem } from '../../src/shared/media'
import { writePicture } from '../support/local-pictures'
import type { Said } from '../../src/main/core/i18n/sentence'

let dataDir: string
let library: Library
let pictures: string
let calls: { kind: 'set' | 'setEach'; files: string[]; options: Partial<SetWallpaperOptionsInput> }[]
let changes: { values: AfterChangeValues; lockScreenError: string | Said | null }[]
let outcome: SetOutcome

/** A landscape primary display and a portrait one. */
const DISPLAYS: DisplayInfo[] = [
  { id: 'eDP-1', name: 'eDP-1', width: 1920, height: 1080, primary: true },
  { id: 'HDMI-1', name: 'HDMI-1', width: 1080, height: 1920, primary: false },
]

const desktop: WallpaperSetter = {
  backend: { id: 'gnome', name: 'GNOME', perDisplay: true, limitation: null, desktop: 'GNOME', reason: 'test', lockScreen: { support: 'sets', detail: 'Yes.' } },
  async set(file, options = {}) {
    calls.push({ kind: 'set', files: [file], options })
    return outcome
  },
  async setEach(sets, options = {}) {
    calls.push({ kind: 'setEach', files: sets.map((set) => set.file), options })
    return outcome
  },
  current: async () => null,
  displays: async () => [],
  // One process, one change at a time: nothing to wait for.
  exclusive: (task) => task(),
}

const afterChange: AfterChangeRuns = {
  changed: async (values, lockScreenError) => {
    changes.push({ values, lockScreenError })
  },
  lastError: () => null,
  settled: async () => undefined,
}

function setter(displays: DisplayInfo[] = DISPLAYS): PictureSetter {
  return createPictureSetter({ setter: desktop, library: () => library, displays: async () => displays, afterChange })
}

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tapestry-picture-setter-'))
  pictures = path.join(dataDir, 'Pictures')
  library = createLibrary({ dataDir })
  calls = []
  changes = []
  outcome = { lockScreen: { done: 'set' } }
})
afterEach(async () => {
  library.close()
  await rm(dataDir, { recursive: true, force: true })
})

const wide = () => writePicture(path.join(pictures, 'wide.jpg'), { width: 1800, height: 600 })
const crops = () => library.crops

describe('smart fill', () => {
  it('sets a crop sized for the display, with fill, kept in the library and reused', async () => {
    const file = await wide()
    const picture = { source: 'local', id: 'abc', libraryId: 'local-abc' }
    await setter().set(file, { display: 'HDMI-1', fit: 'smart', picture })

    const [call] = calls
    const cropped = call?.files[0] as string
    expect(path.dirname(cropped)).toBe(library.libraryDir)
    expect(path.basename(cropped)).toMatch(/^crop-[0-9a-f]{16}\.jpg$/)
    expect(call?.options).toMatchObject({ display: 'HDMI-1', fit: 'fill' })
    expect(await sharp(cropped).metadata()).toMatchObject({ width: 1080, height: 1920 })
    expect(library.usage()).toMatchObject({ files: 1, bytes: (await stat(cropped)).size })

    const written = (await stat(cropped)).mtimeMs
    await setter().set(file, { display: 'HDMI-1', fit: 'smart', picture })
    expect(calls[1]?.files[0]).toBe(cropped)
    expect((await stat(cropped)).mtimeMs).toBe(written)
    expect(crops().use(path.basename(cropped))).toBe(true)
  })

  it('sets a picture of the display’s shape, a fit other than smart, or one on displays of different shapes as it is', async () => {
    const file = await wide()
    const same = await writePicture(path.join(pictures, 'same.jpg'), { width: 3840, height: 2160 })
    await setter().set(same, { display: 'eDP-1', fit: 'smart' })
    await setter().set(file, { display: 'HDMI-1', fit: 'fill' })
    await setter().set(file, { display: 'all', fit: 'smart' })
    expect(calls.map((call) => [call.files[0], call.options.fit])).toEqual([
      [same, 'fill'],
      [file, 'fill'],
      [file, 'fill'],
    ])
    expect(library.usage().files).toBe(0)
  })

  it('on displays of one shape, crops for the largest', async () => {
    const file = await wide()
    await setter([DISPLAYS[0] as DisplayInfo, { id: 'DP-2', name: 'DP-2', width: 2560, height: 1440, primary: false }]).set(file, { fit: 'smart' })
    expect(await sharp(calls[0]?.files[0] as string).metadata()).toMatchObject({ width: 2560, height: 1440 })
  })

  it('sets a picture sharp cannot read as it is, and the set goes on', async () => {
    const broken = path.join(pictures, 'broken.jpg')
    await writePicture(path.join(pictures, 'x.jpg'), { width: 10, height: 10 })
    await writeFile(broken, 'not a picture')
    await setter().set(broken, { display: 'HDMI-1', fit: 'smart' })
    expect(calls[0]?.files[0]).toBe(broken)
  })
})

describe('what stands for a change', () => {
  it('one picture on all displays: the lock screen gets it (the default), the command is told it once', async () => {
    const file = await wide()
    await setter().set(file, { fit: 'fill', picture: { source: 'wallhaven', id: 'x8k2p1' } })
    expect(calls[0]?.options.lockScreen).toBeUndefined()
    expect(changes).toEqual([{ values: { file, display: 'all', source: 'wallhaven', id: 'x8k2p1' }, lockScreenError: null }])
  })

  it('a display other than the primary: the lock screen is left, the command still runs', async () => {
    const file = await wide()
    await setter().set(file, { display: 'HDMI-1', fit: 'fill' })
    expect(calls[0]?.options.lockScreen).toBe(false)
    // A file of the person's own: the id it has in a folder, never its name (which may start with -).
    expect(changes.map((change) => change.values)).toEqual([{ file, display: 'HDMI-1', source: 'file', id: localImageId(file) }])
    expect(localImageId(file)).toMatch(/^[0-9a-f]{32}$/)
  })

  it('several displays at once: the primary display’s picture, cut for it, once', async () => {
    const portrait = await wide()
    const landscape = await writePicture(path.join(pictures, 'land.jpg'), { width: 1920, height: 1080 })
    await setter().setEach(
      [
        { file: portrait, display: 'HDMI-1', picture: { source: 'reddit', id: 'p' } },
        { file: landscape, display: 'eDP-1', picture: { source: 'unsplash', id: 'l' } },
      ],
      { fit: 'smart' },
    )
    const [call] = calls
    expect(call?.kind).toBe('setEach')
    expect(path.basename(call?.files[0] as string)).toMatch(/^crop-/)
    expect(call?.files[1]).toBe(landscape)
    expect(call?.options).toEqual({ fit: 'fill', lockScreen: landscape })
    expect(changes.map((change) => change.values)).toEqual([{ file: landscape, display: 'eDP-1', source: 'unsplash', id: 'l' }])
  })

  it('a spanning image: the primary display’s own picture, never the composite', async () => {
    const composite = await writePicture(path.join(pictures, 'span.jpg'), { width: 3000, height: 1920 })
    const primary = await wide()
    await setter().set(composite, { fit: 'span', standsFor: { file: primary, display: 'eDP-1', picture: { source: 'local', id: 'w' } } })
    expect(calls[0]?.files).toEqual([composite])
    expect(calls[0]?.options).toEqual({ display: 'all', fit: 'span', lockScreen: primary })
    expect(changes.map((change) => change.values)).toEqual([{ file: primary, display: 'eDP-1', source: 'local', id: 'w' }])
  })

  it('hands a lock screen that did not take to what the tray shows', async () => {
    outcome = { lockScreen: { done: 'failed', error: 'GNOME’s lock screen was not changed: it still shows /old.jpg.' } }
    await setter().set(await wide())
    expect(changes[0]?.lockScreenError).toMatchObject({ message: 'GNOME’s lock screen was not changed: it still shows /old.jpg.' })
  })
})

describe('crops in the library', () => {
  function item(id: string): OnlineMediaItem {
    return {
      source: 'wallhaven', id, title: id, width: 1920, height: 1080, resolution: '1920x1080', aspectRatio: 1.78,
      thumbUrl: `https://th.example/${id}.jpg`, previewUrl: `https://th.example/lg/${id}.jpg`, fullUrl: `https://img.example/${id}.jpg`,
      pageUrl: `https://wallhaven.cc/w/${id}`, author: null, nsfw: false, mediaType: 'image', color: null, blurHash: null, fileSize: null,
      colors: [], tags: [], sizeKnown: true, purity: null, spoiler: false, community: null, licence: null, credit: null, sponsored: false,
    }
  }
  async function entry(id: string, bytes: number) {
    const file = path.join(library.libraryDir, libraryFileName(libraryFileStem('wallhaven', id, 'original'), 'jpeg'))
    await mkdir(library.libraryDir, { recursive: true })
    await writeFile(file, Buffer.alloc(bytes, 1))
    return library.add(item(id), { path: file, bytes, format: 'jpeg' }).entry
  }
  async function crop(picture: string, name: string, bytes: number) {
    const fileName = `crop-${name.padEnd(16, '0')}.jpg`
    await writeFile(path.join(library.libraryDir, fileName), Buffer.alloc(bytes, 2))
    crops().record({ fileName, picture, width: 1080, height: 1920, bytes })
    return fileName
  }

  it('go first when the library is over its quota, the least recently used first, never one of a picture on show', async () => {
    const shown = await entry('shown', 100)
    library.recordSet({ libraryId: shown.libraryId })
    const other = await entry('other', 100)
    const old = await crop(other.libraryId, 'aaaa', 300)
    const onShow = await crop(shown.libraryId, 'bbbb', 300)
    const recent = await crop(other.libraryId, 'cccc', 300)
    crops().use(recent)
    expect(library.usage()).toMatchObject({ files: 5, bytes: 1100 })

    library.setQuotaBytes(800)

    expect(existsSync(path.join(library.libraryDir, old))).toBe(false)
    expect(existsSync(path.join(library.libraryDir, onShow))).toBe(true)
    expect(existsSync(path.join(library.libraryDir, recent))).toBe(true)
    expect(library.usage()).toMatchObject({ files: 4, bytes: 800 })
    expect(library.get(other.libraryId)).toBeDefined()
  })

  it('leave with their picture, and are known at start: kept when there, forgotten when their file went', async () => {
    const gone = await entry('gone', 10)
    const kept = await crop(gone.libraryId, 'dddd', 10)
    const lost = await crop('local-elsewhere', 'eeee', 10)
    await rm(path.join(library.libraryDir, lost))
    expect(await library.reconcile()).toEqual({ orphanFiles: 0, missingFiles: 0 })
    expect(crops().use(lost)).toBe(false)
    expect(crops().use(kept)).toBe(true)
    library.remove(gone.libraryId)
    expect(existsSync(path.join(library.libraryDir, kept))).toBe(false)
    expect(library.usage().files).toBe(0)
  })
})
