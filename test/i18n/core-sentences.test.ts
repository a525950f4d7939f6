// The core's own faults (files, downloads, the library, going back, spanning images) are said once,
// as catalog messages: the English the command line, the log and the tests have always read, and
// the same sentence in each language for the window, names, paths and numbers kept as they came.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createDownloader } from '../../src/main/core/downloads/downloads'
import { sizeRefusal } from '../../src/main/core/downloads/pixel-limit'
import { libraryFileName, libraryFileStem } from '../../src/main/core/downloads/file-name'
import { spanLayout } from '../../src/main/core/displays/span-layout'
import { TapestryError, ValidationError } from '../../src/main/core/errors/errors'
import { toFilesystemError } from '../../src/main/core/errors/filesystem-error'
import { messagesFor } from '../../src/main/core/i18n/intl'
import { said } from '../../src/main/core/i18n/sentence'
import { createLibrary, type Library } from '../../src/main/core/library/library'
import { previousWallpaper } from '../../src/main/core/rotation/previous-wallpaper'
import { planItemLookup } from '../../src/main/core/operations/item-lookup'
import { openJsonStore } from '../../src/main/core/store/json-store'
import type { WallpaperSetter } from '../../src/main/core/wallpaper/wallpaper'
import type { ErrorText } from '../../src/shared/errors'
import { SUPPORTED_LOCALES } from '../../src/shared/i18n/locales'
import { createImageHost } from '../fakes/image-host'
import { jpegWithLateSize, jpegWithoutSize } from '../reliability/support/hostile-pictures'
import { bareItem } from '../support/media-item'

const OTHERS = SUPPORTED_LOCALES.filter((locale) => locale !== 'en')

/** The error's sentence in every language but English: each said, none the English, each keeping `kept`. */
function inEachLanguage(error: unknown, english: string, kept: readonly string[] = []): Record<string, string> {
  expect(error).toBeInstanceOf(TapestryError)
  const { message, text } = error as TapestryError
  expect(message).toBe(english)
  expect(text).toBeDefined()
  expect(messagesFor('en').say(text as ErrorText)).toBe(english)
  const saying: Record<string, string> = {}
  for (const locale of OTHERS) {
    const sentence = messagesFor(locale).say(text as ErrorText)
    expect(sentence, locale).toBeDefined()
    expect(sentence, locale).not.toBe(english)
    for (const word of kept) expect(sentence, `${locale} keeps ${word}`).toContain(word)
    saying[locale] = sentence as string
  }
  return saying
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure')
    },
    (error: unknown) => error,
  )
}

let folder: string
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'tapestry-core-sentences-'))
})
afterAll(() => rm(folder, { recursive: true, force: true }))

describe('the file system’s faults', () => {
  it('a full disk says what Tapestry was doing and why, each in the person’s language', () => {
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write' })
    const error = toFilesystemError(full, said('core.file.doing.saveImage'))
    const saying = inEachLanguage(error, 'Tapestry could not save the image in the library folder: the disk is full.')
    expect(saying.de).toBe('Tapestry ist es nicht gelungen, das Bild im Sammlungsordner zu speichern: Der Datenträger ist voll.')
    expect(saying.fr).toBe('Tapestry n’a pas pu enregistrer l’image dans le dossier de la bibliothèque : le disque est plein.')
    expect(error.cause).toBe(full)
  })

  it('a store file that cannot be read is named by what it keeps, with no reason where Node gave none Tapestry knows', async () => {
    const dataDir = path.join(folder, 'unreadable')
    // A folder where the file should be: reading it fails with EISDIR.
    await mkdir(path.join(dataDir, 'settings.json'), { recursive: true })
    let error: unknown
    try {
      openJsonStore({ cwd: dataDir, configName: 'settings', schema: z.object({}) })
    } catch (thrown) {
      error = thrown
    }
    expect(inEachLanguage(error, 'Tapestry could not read the settings file.').de).toBe('Tapestry ist es nicht gelungen, die Einstellungsdatei zu lesen.')
  })

  it('what the library or start at login was doing is said in each language, said only when something fails', () => {
    const denied = Object.assign(new Error('EACCES'), { code: 'EACCES', syscall: 'open' })
    const error = toFilesystemError(denied, said('core.file.doing.readLoginEntry'))
    expect(error.message).toBe('Tapestry could not read the login start entry: permission was denied.')
    expect(messagesFor('de').say(error.text as ErrorText)).toBe('Tapestry ist es nicht gelungen, den Autostart-Eintrag zu lesen: Der Zugriff wurde verweigert.')
  })
})

describe('a download refused', () => {
  const host = createImageHost()
  let libraryDir: string
  let huge: Buffer
  let unsized: Buffer
  host.route('GET', '/huge/:name', (_request, respond) => respond.bytes(200, huge, 'image/jpeg'))
  host.route('GET', '/unsized/:name', (_request, respond) => respond.bytes(200, unsized, 'image/jpeg'))
  beforeAll(async () => {
    huge = await jpegWithLateSize(30_000, 30_000)
    unsized = await jpegWithoutSize()
    await host.start()
  })
  afterAll(() => host.stop())
  beforeEach(async () => {
    host.reset()
    libraryDir = await mkdtemp(path.join(folder, 'downloads-'))
  })

  it('keeps the image server’s name and the HTTP status in every language', async () => {
    host.fault({ kind: 'status', status: 403, body: 'Forbidden' })
    const downloader = createDownloader({ libraryDir, timeoutMs: 1_000, retry: { limit: 0, backoffLimitMs: 20, maxRetryAfterMs: 2_000 } })
    const item = bareItem('abc123', `${host.url}/img/640x400.jpg`)
    const error = await caught(downloader.download(item))
    const saying = inEachLanguage(error, "Wallhaven's image server refused to send the image (HTTP 403).", ["Wallhaven's image server", '403'])
    expect(saying.de).toBe("Wallhaven's image server hat sich geweigert, das Bild zu senden (HTTP 403).")
  })

  const downloader = () => createDownloader({ libraryDir, timeoutMs: 5_000 })

  it('a picture of too many pixels says its size as sizeRefusal does, and in German with German digits', async () => {
    const error = await caught(downloader().download(bareItem('huge1', `${host.url}/huge/x.jpg`)))
    const english = `The picture from Wallhaven's image server ${String(sizeRefusal({ width: 30_000, height: 30_000 }))}.`
    expect(english).toBe("The picture from Wallhaven's image server is 30,000 × 30,000 pixels, more than a wallpaper can be (at most 20,000 on a side and 150 megapixels).")
    const saying = inEachLanguage(error, english, ["Wallhaven's image server"])
    expect(saying.de).toBe("Das Bild von Wallhaven's image server hat 30.000 × 30.000 Pixel, mehr als ein Hintergrundbild haben kann (höchstens 20.000 pro Seite und 150 Megapixel).")
  })

  it('a picture that does not say its size is refused in the words sizeRefusal has for it', async () => {
    const error = await caught(downloader().download(bareItem('unsized1', `${host.url}/unsized/x.jpg`)))
    inEachLanguage(error, `The picture from Wallhaven's image server ${String(sizeRefusal(null))}.`, ["Wallhaven's image server"])
  })
})

describe('the library and its history', () => {
  let dataDir: string
  let library: Library
  let sets: string[]
  const setter: WallpaperSetter = {
    backend: { id: 'custom', name: 'a recording desktop', perDisplay: true, limitation: null, desktop: null, reason: 'test', lockScreen: { support: 'none', detail: 'None here.' } },
    async set(file) {
      sets.push(file)
      return { lockScreen: { done: 'off' } }
    },
    async setEach(each) {
      sets.push(...each.map((one) => one.file))
      return { lockScreen: { done: 'off' } }
    },
    current: async () => null,
    displays: async () => [],
    exclusive: (task) => task(),
  }

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(folder, 'library-'))
    await mkdir(path.join(dataDir, 'library'), { recursive: true })
    let clock = Date.parse('2026-11-20T08:00:00.000Z')
    library = createLibrary({ dataDir, now: () => new Date((clock += 60_000)) })
    sets = []
  })
  afterEach(() => library.close())

  async function setOn(id: string, display = 'all') {
    const item = bareItem(id, `https://w.wallhaven.cc/full/${id}.jpg`)
    const file = path.join(library.libraryDir, libraryFileName(libraryFileStem('wallhaven', id, 'original'), 'jpeg'))
    await writeFile(file, Buffer.alloc(64, 1))
    return library.add(item, { path: file, bytes: 64, format: 'jpeg', width: 1920, height: 1080 }, { setOn: display }).entry
  }

  it('an image the library no longer has is said in each language', () => {
    let error: unknown
    try {
      library.recordSet({ libraryId: 'gone' })
    } catch (thrown) {
      error = thrown
    }
    expect(inEachLanguage(error, 'That image is not in the library.').es).toBe('Esa imagen no está en la biblioteca.')
  })

  it('going back past the first wallpaper says there is nothing earlier', async () => {
    await setOn('a')
    const error = await caught(previousWallpaper({ library, wallpaper: async () => setter, fit: 'fill' }))
    expect(inEachLanguage(error, 'There is no earlier wallpaper in the history to go back to.').de).toBe('Im Verlauf gibt es kein früheres Hintergrundbild, zu dem zurückgegangen werden kann.')
    expect(sets).toEqual([])
  })

  it('pictures skipped on the way back are counted with each language’s plural', async () => {
    const a = await setOn('a', 'HDMI-1')
    const b = await setOn('b', 'HDMI-1')
    await setOn('c', 'HDMI-1')
    library.block(a.item)
    library.block(b.item)
    const error = await caught(previousWallpaper({ library, wallpaper: async () => setter, fit: 'fill' }, 'HDMI-1'))
    const saying = inEachLanguage(error, 'There is no earlier wallpaper on display HDMI-1 to go back to: the 2 before are no longer in the library or blocked.', ['HDMI-1', '2'])
    expect(saying.de).toContain('Die 2 vorherigen sind nicht mehr in der Sammlung oder gesperrt.')
  })
})

describe('a spanning image too large', () => {
  it('names the display that makes it so, its numbers written as each language writes them', () => {
    let error: unknown
    try {
      spanLayout([
        { display: 'DP-1', bounds: { x: 0, y: 0, width: 1920, height: 1080 }, scaleFactor: 1 },
        { display: 'far', bounds: { x: 1_000_000, y: 0, width: 1920, height: 1080 }, scaleFactor: 1 },
      ])
    } catch (thrown) {
      error = thrown
    }
    const saying = inEachLanguage(
      error,
      'The displays span 1,001,920 × 1,080 as laid out (the display far is 1,920 × 1,080 at 1,000,000, 0), more than a spanning image can be (at most 40,000 on a side and 150 megapixels).',
      ['far', '150'],
    )
    expect(saying.de).toBe(
      'Die Bildschirme erstrecken sich in ihrer Anordnung über 1.001.920 × 1.080 (der Bildschirm far liegt bei 1.920 × 1.080 an 1.000.000, 0), mehr als ein übergreifendes Bild sein kann (höchstens 40.000 pro Seite und 150 Megapixel).',
    )
  })
})

describe('a field refused', () => {
  it('says what is wrong beside the field in each language, the error’s English as before', () => {
    let error: unknown
    try {
      planItemLookup({ clients: () => ({}) as never }, { source: 'local', id: 'x' })
    } catch (thrown) {
      error = thrown
    }
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).message).toBe('source: is local: your folders are read on this computer, and nothing is sent')
    const [issue] = (error as ValidationError).issues
    expect(issue?.message).toBe('is local: your folders are read on this computer, and nothing is sent')
    expect(messagesFor('de').say(issue?.text as ErrorText)).toBe('ist lokal: Ihre Ordner werden auf diesem Computer gelesen, und es wird nichts gesendet')
  })
})
