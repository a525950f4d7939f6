// What another process changed in the library, as a running app learns it: two connections to one
// data folder here (SQLite counts another connection of this process as it counts another process),
// then the built command line in a process of its own against an app that watches, the way a
// person's `tapestry favourite` shows in a window that is open.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp, type App } from '../../src/main/core/app/app'
import { libraryFileName, libraryFileStem } from '../../src/main/core/downloads/file-name'
import { createLibrary, type Library } from '../../src/main/core/library/library'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import type { OnlineMediaItem } from '../../src/shared/media'
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'
import { builtCli } from '../support/built-cli'
import { bareItem } from '../support/media-item'

let dataDir: string
const opened: Library[] = []

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tapestry-outside-'))
})
afterEach(async () => {
  for (const library of opened.splice(0)) library.close()
  await rm(dataDir, { recursive: true, force: true })
})

function open(): Library {
  const library = createLibrary({ dataDir })
  opened.push(library)
  return library
}

async function downloaded(card: OnlineMediaItem, library: Library) {
  await mkdir(library.libraryDir, { recursive: true })
  const filePath = path.join(library.libraryDir, libraryFileName(libraryFileStem(card.source, card.id, 'original'), 'jpeg'))
  await writeFile(filePath, Buffer.alloc(64, 1))
  return { path: filePath, bytes: 64, format: 'jpeg' as const, width: 640, height: 400 }
}

describe('the parts of the library another connection changed', () => {
  it('names nothing until someone else commits, then exactly the parts they changed', async () => {
    const app = open()
    const cli = open()
    expect(app.changedElsewhere()).toEqual([])

    cli.addFavourite(bareItem('fav1', 'https://img.example/a.jpg'))
    expect(app.changedElsewhere()).toEqual(['favourites'])
    // Asked again with nothing new: nothing.
    expect(app.changedElsewhere()).toEqual([])

    cli.block({ source: 'wallhaven', id: 'bad1', title: 'bad' })
    expect(app.changedElsewhere()).toEqual(['blocklist'])

    const card = bareItem('set1', 'https://img.example/b.jpg')
    cli.add(card, await downloaded(card, cli), { setOn: 'all' })
    expect(app.changedElsewhere()).toEqual(['entries', 'history'])

    cli.removeFavourite('wallhaven', 'fav1')
    cli.unblock('wallhaven', 'bad1')
    expect(app.changedElsewhere()).toEqual(['favourites', 'blocklist'])
  })

  it('never names its own changes', async () => {
    const app = open()
    const other = open()
    app.addFavourite(bareItem('mine', 'https://img.example/a.jpg'))
    app.block({ source: 'wallhaven', id: 'mine2', title: 'mine' })
    expect(app.changedElsewhere()).toEqual([])
    // The other connection sees them as someone else's.
    expect(other.changedElsewhere()).toEqual(['favourites', 'blocklist'])
  })

  it('names another connection taking back its own change, and never its own change again when others commit', () => {
    const app = open()
    const cli = open()
    expect(app.changedElsewhere()).toEqual([])
    // Added here and taken back there before the app asks: the favourites are as they were before, and still named.
    app.addFavourite(bareItem('solo', 'https://img.example/a.jpg'))
    expect(cli.removeFavourite('wallhaven', 'solo')).toBe(true)
    expect(app.changedElsewhere()).toEqual(['favourites'])
    app.addFavourite(bareItem('mine', 'https://img.example/a.jpg'))
    // Someone else changes something else: only that is named.
    cli.block({ source: 'wallhaven', id: 'theirs', title: 'theirs' })
    expect(app.changedElsewhere()).toEqual(['blocklist'])
    // Someone else removes the favourite the app added after that: named.
    expect(cli.removeFavourite('wallhaven', 'mine')).toBe(true)
    expect(app.changedElsewhere()).toEqual(['favourites'])
    // Another's change found at an own write is named at the next question, once.
    cli.unblock('wallhaven', 'theirs')
    app.addFavourite(bareItem('mine2', 'https://img.example/a.jpg'))
    expect(app.changedElsewhere()).toEqual(['blocklist'])
    expect(app.changedElsewhere()).toEqual([])
  })

  it('sees a display moved back through history without a new record (Previous)', async () => {
    const app = open()
    const cli = open()
    const first = bareItem('one', 'https://img.example/1.jpg')
    const second = bareItem('two', 'https://img.example/2.jpg')
    cli.add(first, await downloaded(first, cli), { setOn: 'all' })
    const { entry } = cli.add(second, await downloaded(second, cli), { setOn: 'all' })
    app.changedElsewhere()
    const [older] = cli.earlierOn('all', null, 5).filter((record) => record.libraryId !== entry.libraryId)
    if (!older) throw new Error('no older record')
    cli.showAgain('all', older.seq)
    expect(app.changedElsewhere()).toEqual(['history'])
  })
})

describe('a running app and the command line in another process', () => {
  let fakes: AllFakes
  let app: App
  const changes: string[] = []

  beforeAll(async () => {
    fakes = await startAllFakes()
  })
  afterAll(() => fakes.stop())
  beforeEach(async () => {
    changes.length = 0
    app = await createApp({
      dataDir,
      env: { ...fakes.env, PATH: process.env.PATH ?? '' },
      secrets: createMemorySecretStore(),
      watchLibrary: true,
      events: { emit: (name, payload) => name === 'library.changed' && changes.push((payload as { what: string }).what) },
    })
  })
  afterEach(() => app.dispose())

  async function said(what: string): Promise<void> {
    const until = Date.now() + 10_000
    while (!changes.includes(what) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50))
    expect(changes).toContain(what)
  }

  it("says the command line's favourite and block as its own changes are said", async () => {
    const env = { ...fakes.env, TAPESTRY_DATA_DIR: dataDir, HOME: dataDir, PATH: process.env.PATH ?? '' }
    const { ok } = builtCli(env)
    const [first] = (await app.service.search({ source: 'wallhaven', params: {} })).items
    if (!first) throw new Error('the fake answered no items')

    await ok(['favourite', 'wallhaven', first.id])
    await said('favourites')
    expect(app.library.isFavourite('wallhaven', first.id)).toBe(true)

    await ok(['block', 'wallhaven', first.id])
    await said('blocklist')
    // Each change once, and only what changed.
    expect(changes.filter((what) => what === 'favourites')).toHaveLength(1)
    expect(changes.every((what) => what === 'favourites' || what === 'blocklist')).toBe(true)
  })
})
