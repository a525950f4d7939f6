// The handler groups on their own, built from stand-in parts: what each operation asks of its parts
// and says (library.changed), without opening a whole app.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RotationStatus } from '../../../src/shared/ipc'
import type { MediaItem } from '../../../src/shared/media'
import type { Library } from '../../../src/main/core/library/library'
import { libraryOperations } from '../../../src/main/core/operations/library-operations'
import { searchOperations } from '../../../src/main/core/operations/search-operations'
import { rotationOperations } from '../../../src/main/core/operations/rotation-operations'
import { settingsOperations } from '../../../src/main/core/operations/settings-operations'
import type { SettingsRebuilds } from '../../../src/main/core/operations/settings-operations'
import { systemOperations } from '../../../src/main/core/operations/system-operations'
import { createMemorySecretStore } from '../../../src/main/core/settings/secret-store'
import { createRemovedKeys } from '../../../src/main/core/settings/removed-keys'
import { createSettingsStore } from '../../../src/main/core/settings/settings-store'
import { notInThisSession, unsupportedLoginItem } from '../../../src/main/core/startup/login-item'
import { sourcesSetup } from '../../../src/main/core/settings/sources-config'

const item = { source: 'wallhaven', id: 'abc123', title: 'A lake' } as MediaItem
const status = (extra: Partial<RotationStatus> = {}) => ({ paused: false, busy: false, lastError: null, current: null, ...extra }) as RotationStatus

let dataDir: string
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tapestry-groups-'))
})
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

describe('libraryOperations', () => {
  function group(library: Partial<Library>, moveOnFrom = vi.fn(async () => status())) {
    const changed: string[] = []
    const showInFolder = vi.fn()
    const handlers = libraryOperations({
      library: () => library as Library,
      displays: async () => [],
      moveOnFrom,
      planLookUp: () => {
        throw new Error('no request is planned here')
      },
      showInFolder,
      libraryChanged: (what) => changed.push(what),
      lookUp: async () => item,
    })
    return { handlers, changed, moveOnFrom, showInFolder }
  }

  it('says each change as library.changed, and nothing for a read', async () => {
    const library = { addFavourite: vi.fn(), removeFavourite: vi.fn(), block: vi.fn(() => ({ source: 'wallhaven', id: 'abc123', title: 'A lake', blockedAt: '' })), unblock: vi.fn(() => true), favourites: vi.fn(() => ({ items: [], next: null, total: 0 })) }
    const { handlers, changed } = group(library as unknown as Partial<Library>)
    expect(await handlers['library.addFavourite']({ item }, {})).toEqual({ source: 'wallhaven', id: 'abc123', favourite: true })
    expect(await handlers['library.removeFavourite']({ source: 'wallhaven', id: 'abc123' }, {})).toEqual({ source: 'wallhaven', id: 'abc123', favourite: false })
    await handlers['library.block']({ item }, {})
    expect(await handlers['library.unblock']({ source: 'wallhaven', id: 'abc123' }, {})).toEqual({ unblocked: true })
    await handlers['library.favourites'](undefined, {})
    expect(changed).toEqual(['favourites', 'favourites', 'blocklist', 'blocklist'])
  })

  it('shows a downloaded file only when it is still there, and says where it is when it cannot show it', async () => {
    const downloads = { find: vi.fn((id: string) => (id === 'gone' ? { path: '/x/gone.jpg', present: false } : id === 'here' ? { path: '/x/here.jpg', present: true } : undefined)) }
    const { handlers, showInFolder } = group({ downloads } as unknown as Partial<Library>)
    await expect(handlers['library.showInFolder']({ libraryId: 'never' }, {})).rejects.toThrow('That picture was not downloaded.')
    await expect(handlers['library.showInFolder']({ libraryId: 'gone' }, {})).rejects.toThrow('it was saved as /x/gone.jpg')
    expect(await handlers['library.showInFolder']({ libraryId: 'here' }, {})).toEqual({ path: '/x/here.jpg', shown: true })
    expect(showInFolder).toHaveBeenCalledWith('/x/here.jpg')
  })

  it('blocks the wallpaper showing now and moves on from the displays that showed it', async () => {
    const blocked = { source: 'wallhaven', id: 'abc123', title: 'A lake', blockedAt: '2026-11-26T10:00:00.000Z' }
    const library = {
      showing: () => [{ display: 'all', libraryId: 'L1', item, historySeq: 1 }],
      get: () => ({ item }),
      block: vi.fn(() => blocked),
    }
    const moved = status({ current: { ...item, id: 'next1' } })
    const { handlers, changed, moveOnFrom } = group(library as unknown as Partial<Library>, vi.fn(async () => moved))
    const result = await handlers['library.blockCurrent'](undefined, {})
    expect(result).toEqual({ blocked, displays: ['all'], rotation: moved })
    expect(moveOnFrom).toHaveBeenCalledWith(['all'])
    expect(changed).toEqual(['blocklist'])
  })
})

describe('searchOperations', () => {
  it('hands the parsed request to the client as it is (checked once, by invokeOperation) and hides blocked items', async () => {
    const other = { ...item, id: 'zzz999' }
    const search = vi.fn(async (_params: unknown) => ({ items: [item, other], next: null, total: 2, seed: null }))
    const handlers = searchOperations({
      sources: () => ({ clients: { wallhaven: { search } } as never, local: { search: async () => ({ items: [], next: null, total: 0, seed: null }) } }),
      library: () => ({ filterBlocked: (items: MediaItem[]) => items.filter((card) => card.id !== 'abc123') }) as never,
    })
    const params = { query: 'lake' } as never
    const result = await handlers.search({ source: 'wallhaven', params }, {})
    expect(search.mock.calls[0]?.[0]).toBe(params)
    expect(result.items.map((card) => card.id)).toEqual(['zzz999'])
  })
})

describe('rotationOperations', () => {
  it('runs Next everywhere through the scheduler (never one display at a time), and configure through its part', async () => {
    const scheduler = { status: vi.fn(() => status()), start: vi.fn(() => status()), stop: vi.fn(() => status({ paused: true })), next: vi.fn(async () => status()) }
    const changed: string[] = []
    const configure = vi.fn(async () => status({ intervalMinutes: 5 }))
    const handlers = rotationOperations({
      scheduler,
      oneDisplay: () => {
        throw new Error('not for all displays')
      },
      configure,
      plan: async () => {
        throw new Error('no step is planned here')
      },
      previous: () => {
        throw new Error('not asked')
      },
      libraryChanged: (what) => changed.push(what),
    })
    await handlers['rotation.next'](undefined, {})
    await handlers['rotation.next']({ display: 'all' }, {})
    expect(scheduler.next).toHaveBeenCalledTimes(2)
    expect((await handlers['rotation.stop'](undefined, {})).paused).toBe(true)
    expect(await handlers['rotation.configure']({ intervalMinutes: 5 }, {})).toMatchObject({ intervalMinutes: 5 })
    expect(configure).toHaveBeenCalledWith({ intervalMinutes: 5 })
    expect(changed).toEqual([])
  })
})

describe('settingsOperations', () => {
  function group() {
    const secrets = createMemorySecretStore({ unsplashAccessKey: 'old-key' })
    const settings = createSettingsStore({ dataDir, secrets })
    const rebuilt: SettingsRebuilds[] = []
    const told: string[] = []
    const scheduler = {
      use: (rotation: { intervalMinutes: number }) => void told.push(`use ${rotation.intervalMinutes}`),
      reschedule: () => (told.push('reschedule'), status()),
      start: () => (told.push('start'), status()),
      stop: () => (told.push('stop'), status()),
    }
    let built = sourcesSetup(settings.get(), secrets)
    const handlers = settingsOperations({
      settings,
      secrets,
      removedKeys: createRemovedKeys(),
      clientsBuiltFrom: () => built,
      rebuild: async (what) => {
        rebuilt.push(what)
        if (what.clients) built = sourcesSetup(settings.get(), secrets)
      },
      scheduler,
    })
    return { handlers, secrets, rebuilt, told }
  }

  it('hands the scheduler a new interval and has it count again, and rebuilds nothing else', async () => {
    const { handlers, rebuilt, told } = group()
    const saved = await handlers['settings.set']({ settings: { rotation: { intervalMinutes: 15 } } }, {})
    expect(saved.rotation.intervalMinutes).toBe(15)
    expect(told).toEqual(['use 15', 'reschedule'])
    expect(rebuilt).toHaveLength(1)
    expect(rebuilt[0]).toMatchObject({ reschedule: true, library: false, wallpaperSetter: false, rotation: null })
    // Pausing from Settings stops the timer now.
    await handlers['settings.set']({ settings: { rotation: { paused: true } } }, {})
    expect(told.slice(2)).toEqual(['use 15', 'stop'])
  })

  it('keeps a removed key for Undo, puts it back on restoreKeys, and rebuilds the clients each time', async () => {
    const { handlers, secrets, rebuilt } = group()
    await handlers['settings.set']({ secrets: { unsplashAccessKey: '' } }, {})
    expect(secrets.get('unsplashAccessKey')).toBeUndefined()
    await handlers['settings.set']({ restoreKeys: ['unsplashAccessKey'] }, {})
    expect(secrets.get('unsplashAccessKey')).toBe('old-key')
    expect(rebuilt.map((what) => what.clients)).toEqual([true, true])
    // Put back once: a second Undo changes nothing and says why.
    await expect(handlers['settings.set']({ restoreKeys: ['unsplashAccessKey'] }, {})).rejects.toThrow(/can no longer be put back/)
  })
})

describe('systemOperations', () => {
  it('opens the log folder where the carrier can, and only says where it is otherwise', async () => {
    const base = { notices: () => [{ message: 'a notice' }], loginItem: unsupportedLoginItem(notInThisSession()), dataDir }
    const saying = systemOperations({ ...base, logFolder: undefined })
    expect((await saying['logs.open'](undefined, {})).opened).toBe(false)
    expect(await saying.notices(undefined, {})).toEqual([{ message: 'a notice' }])
    expect(await saying.cancel({ requestId: 'r1' }, {})).toEqual({ cancelled: false })
    const open = vi.fn(async () => undefined)
    const opening = systemOperations({ ...base, logFolder: { folder: path.join(dataDir, 'logs'), open } })
    expect(await opening['logs.open'](undefined, {})).toEqual({ folder: path.join(dataDir, 'logs'), opened: true })
    expect(open).toHaveBeenCalledWith(path.join(dataDir, 'logs'))
  })
})
