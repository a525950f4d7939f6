// Fuzzed input: for every operation of the contract, fast-check sends 10,000 inputs that the
// operation's own schema rejects through invokeOperation (the one entry the IPC wrapper and the
// browser bridge use). Every one must come back as a `validation` failure, as data; no request may
// reach any fake; nothing may be set, stored or polluted; the process stays up.
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OPERATIONS, type OperationName } from '../../src/shared/ipc'
import type { MediaItem } from '../../src/shared/media'
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'
import { brokenVariants } from './support/invalid-inputs'
import { requestsAtFakes, startReliabilityApp, type ReliabilityApp } from './support/reliability-app'
import { watchUnhandledRejections, type RejectionWatch } from './support/unhandled-rejections'

const RUNS_PER_OPERATION = 10_000

const ITEM: MediaItem = {
  source: 'wallhaven',
  id: 'fz1234',
  title: 'nature, landscape',
  width: 1920,
  height: 1080,
  resolution: '1920x1080',
  aspectRatio: 1.78,
  thumbUrl: 'https://th.wallhaven.cc/orig/fz/fz1234.jpg',
  previewUrl: 'https://th.wallhaven.cc/lg/fz/fz1234.jpg',
  fullUrl: 'https://w.wallhaven.cc/full/fz/wallhaven-fz1234.jpg',
  pageUrl: 'https://wallhaven.cc/w/fz1234',
  author: { name: 'someone', url: 'https://wallhaven.cc/user/someone' },
  nsfw: false,
  mediaType: 'image',
  color: '#336699',
  blurHash: null,
  fileSize: 123456,
  colors: ['#336699', '#000000'],
  tags: ['nature', 'landscape'],
  sizeKnown: true,
  purity: 'sfw',
  spoiler: false,
  community: null,
  licence: null,
  credit: null,
  sponsored: false,
}

/** One or more valid inputs of each operation: what the fuzzer breaks. */
const EXAMPLES: Record<OperationName, readonly unknown[]> = {
  search: [
    { source: 'wallhaven', params: { query: 'nature', categories: ['GENERAL'], purity: ['SFW'], sorting: 'TOPLIST', top_range: 'ONE_MONTH', page: 2 } },
    { source: 'unsplash', params: { query: 'mountain', page: 1, per_page: 30, order_by: 'LATEST', orientation: 'LANDSCAPE' } },
    { source: 'reddit', params: { communities: ['wallpapers', 'earthporn'], sort: 'TOP', time_filter: 'WEEK', limit: 50, after: 't3_1ss7q8o', media_type: 'IMAGE', include_nsfw: false } },
    { source: 'local', params: { query: 'beach 2019', folder: '/home/ana/Pictures', sort: 'NEWEST', page: 2, per_page: 60 } },
  ],
  randomPhoto: [{ query: 'mountain', orientation: 'LANDSCAPE', content_filter: 'HIGH' }, { collections: ['1065976'] }],
  getPhoto: [{ id: 'Dwu85P9SOIk' }],
  setWallpaper: [{ item: ITEM, display: '0', fit: 'fill' }],
  download: [{ item: ITEM }],
  'library.favourites': [{ cursor: 50, limit: 25 }],
  'library.favouriteRefs': [{}],
  'library.addFavourite': [{ item: ITEM }],
  'library.removeFavourite': [{ source: 'wallhaven', id: 'fz1234' }],
  'library.history': [{ cursor: 0, limit: 50 }, { cursor: 60, limit: 60, display: 'HDMI-1' }],
  'library.blocklist': [{ cursor: null, limit: 200 }],
  'library.block': [{ item: ITEM }],
  'library.unblock': [{ source: 'reddit', id: '1ss7q8o' }],
  'library.item': [{ source: 'wallhaven', id: '7a0dz6' }],
  'library.downloads': [{ cursor: 0, limit: 60 }],
  'library.showInFolder': [{ libraryId: 'wallhaven-0123456789abcdef' }],
  'settings.get': [{}],
  'settings.set': [
    {
      settings: { defaultSource: 'unsplash', quotaBytes: 1_000_000, rotation: { intervalMinutes: 30, dailyAt: '23:59', historyWindow: 20, display: 'all' }, wallpaper: { backend: 'feh' }, notifications: { enabled: true }, shortcuts: { next: 'Ctrl+Alt+N', block: null } },
      secrets: { wallhavenApiKey: 'abc', redditClientSecret: null },
    },
  ],
  'rotation.status': [{}],
  'rotation.start': [{}],
  'rotation.stop': [{}],
  'rotation.next': [{}, { display: 'HDMI-1' }],
  'rotation.configure': [{ source: 'reddit', intervalMinutes: 90, includeNsfw: false }, { dailyAt: '07:30' }, { dailyAt: null }],
  'rotation.previous': [{ display: 'HDMI-1' }, {}],
  'library.favouriteCurrent': [{ display: 'all' }],
  'library.blockCurrent': [{ display: 'eDP-1' }],
  displays: [{}],
  'displays.showing': [{}],
  'library.showing': [{}],
  'wallpaper.method': [{}],
  notices: [{}],
  cancel: [{ requestId: 'r1-abc_DEF' }],
  'logs.open': [{}],
  'loginItem.get': [{}],
  'loginItem.set': [{ enabled: true }],
  'folders.list': [{}],
  'folders.add': [{ path: '/home/ana/Pictures' }],
  'folders.remove': [{ path: 'C:\\Users\\ana\\Pictures' }],
  'folders.choose': [{}],
  'shortcuts.status': [{}],
  'updates.status': [{}],
  'wallhaven.details': [{ id: '7a0dz6' }],
}

let fakes: AllFakes
let root: string
let subject: ReliabilityApp
let rejections: RejectionWatch

beforeAll(async () => {
  rejections = watchUnhandledRejections()
  fakes = await startAllFakes()
  root = await mkdtemp(path.join(tmpdir(), 'tapestry-fuzz-'))
  subject = await startReliabilityApp(fakes, root)
})
afterAll(async () => {
  subject?.app.dispose()
  await fakes.stop()
  await rm(root, { recursive: true, force: true })
  rejections.stop()
})

function refusedBySchema(schema: { safeParse(input: unknown): { success: boolean } }, input: unknown): boolean {
  try {
    return !schema.safeParse(input).success
  } catch {
    return true
  }
}

describe('fuzzed input through invokeOperation', () => {
  it('has a valid example of every operation (the fuzzer breaks valid inputs)', () => {
    for (const name of Object.keys(OPERATIONS) as OperationName[]) {
      for (const example of EXAMPLES[name]) expect(OPERATIONS[name].input.safeParse(example).success, name).toBe(true)
    }
  })

  it.each(Object.keys(OPERATIONS) as OperationName[])(`rejects ${RUNS_PER_OPERATION} invalid inputs to %s as validation, sending nothing`, async (name) => {
    const schema = OPERATIONS[name].input
    const before = requestsAtFakes(fakes)
    const libraryBefore = JSON.stringify(subject.app.library.entries())
    const settingsBefore = JSON.stringify(subject.app.settings.get())
    let sent = 0
    await fc.assert(
      fc.asyncProperty(fc.oneof(...EXAMPLES[name].map(brokenVariants)), async (input) => {
        // Only inputs the schema itself refuses count; the rest are skipped and replaced. zod 4 throws
        // a TypeError on some (a string field given an object whose length is no number); the app
        // refuses those as validation too (parseOrThrow), so they count as refused here.
        fc.pre(refusedBySchema(schema, input))
        sent += 1
        const result = await subject.call(name, input)
        if (result.ok || result.error.kind !== 'validation') {
          throw new Error(`${name} answered ${JSON.stringify(result).slice(0, 300)}`)
        }
        expect(result.error.message.length).toBeGreaterThan(0)
      }),
      { numRuns: RUNS_PER_OPERATION, maxSkipsPerRun: 1000 },
    )
    expect(sent).toBeGreaterThanOrEqual(RUNS_PER_OPERATION)
    expect(requestsAtFakes(fakes)).toBe(before)
    expect(JSON.stringify(subject.app.library.entries())).toBe(libraryBefore)
    expect(JSON.stringify(subject.app.settings.get())).toBe(settingsBefore)
    // No prototype was polluted through `__proto__`, `constructor` or `prototype` keys.
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted')
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
    expect(({} as Record<string, unknown>)['isAdmin']).toBeUndefined()
    expect(await rejections.settle()).toEqual([])
  }, 120_000)

  it('set no wallpaper and wrote no image', async () => {
    expect(await readdir(subject.dataDir)).not.toContain('desktop.log')
    expect(await readdir(subject.app.library.libraryDir).catch(() => [])).toEqual([])
  })
})
