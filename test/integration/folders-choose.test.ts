// "Choose folders…": what the system's picker answers is added as typed paths are (checked on disk,
// indexed), several at once; a cancelled picker adds nothing; an answer that is not an absolute path
// is refused by name; and where there is no picker, one plain sentence. The picker itself (Electron's
// dialog, modal to the window) is shown through the built bundle in test/built/main-bundle.test.ts.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createApp, type App } from '../../src/main/core/app/app'
import { invokeOperation, type OperationHandlers } from '../../src/main/core/operations/operations'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import { writePicture } from '../support/local-pictures'

let root: string
let app: App
let answer: string[]

async function open(chooser: boolean): Promise<App> {
  app = await createApp({
    dataDir: path.join(root, 'data'),
    env: { PATH: process.env.PATH ?? '' },
    secrets: createMemorySecretStore(),
    ...(chooser ? { chooseFolders: async () => answer } : {}),
  })
  return app
}

const choose = () => invokeOperation(app.handlers as OperationHandlers, 'folders.choose', undefined)

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'tapestry-choose-'))
  await writePicture(path.join(root, 'Holidays', 'beach.jpg'), { width: 1200, height: 800 })
  await writePicture(path.join(root, 'Skies', 'dawn.png'), { width: 800, height: 1200, format: 'png' })
})
afterEach(async () => {
  app.dispose()
  await rm(root, { recursive: true, force: true })
})

describe('folders.choose', () => {
  it('adds every folder chosen and answers them with the whole list', async () => {
    await open(true)
    answer = [path.join(root, 'Holidays'), path.join(root, 'Skies')]
    const result = await choose()
    expect(result).toEqual({ ok: true, value: { chosen: answer, folders: expect.any(Array) } })
    await app.localFolders.idle()
    expect(app.settings.get().localFolders).toEqual(answer)
    expect(await app.localFolders.list()).toMatchObject([
      { path: answer[0], images: 1, available: true },
      { path: answer[1], images: 1, available: true },
    ])
  })

  it('adds nothing when the picker is cancelled', async () => {
    await open(true)
    answer = []
    expect(await choose()).toEqual({ ok: true, value: { chosen: [], folders: [] } })
    expect(app.settings.get().localFolders).toEqual([])
  })

  it('refuses an answer that is not an absolute path, or a folder that is not there, by name, adding nothing', async () => {
    await open(true)
    answer = ['Pictures']
    const relative = await choose()
    expect(relative.ok).toBe(false)
    if (!relative.ok) expect(relative.error.issues?.[0]).toMatchObject({ message: expect.stringContaining('absolute path') })
    answer = [path.join(root, 'Gone')]
    const missing = await choose()
    expect(missing.ok).toBe(false)
    expect(app.settings.get().localFolders).toEqual([])
  })

  it('says plainly that there is no picker where the carrier has none', async () => {
    await open(false)
    expect(await choose()).toEqual({
      ok: false,
      error: { kind: 'filesystem', message: 'This window cannot open the folder picker: type the folder’s path instead.', text: { key: 'system.folders.noPicker', values: {} } },
    })
  })
})
