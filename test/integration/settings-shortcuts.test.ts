// The settings file keeps notifications and global shortcuts: a change to some shortcuts leaves the
// others as they were, and keys already given to one action are refused for another, naming it.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ValidationError } from '../../src/main/core/errors/errors'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import { createSettingsStore } from '../../src/main/core/settings/settings-store'

let dataDir: string

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tapestry-settings-'))
})
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

describe('notifications and shortcuts in settings.json', () => {
  it('a change to some shortcuts keeps the others; null removes one; the stored spelling is the docs’', async () => {
    const store = createSettingsStore({ dataDir, secrets: createMemorySecretStore() })
    store.update({ shortcuts: { next: 'ctrl+alt+n', block: 'Ctrl+Alt+B' } })
    expect(store.update({ shortcuts: { block: null, favourite: 'Super+F' } }).shortcuts).toEqual({ next: 'Ctrl+Alt+N', previous: null, favourite: 'Super+F', block: null })
    expect(JSON.parse(await readFile(path.join(dataDir, 'settings.json'), 'utf8')).shortcuts.next).toBe('Ctrl+Alt+N')
  })

  it('refuses keys another action already has, though that one was saved earlier, and writes nothing', () => {
    const store = createSettingsStore({ dataDir, secrets: createMemorySecretStore() })
    store.update({ shortcuts: { next: 'Ctrl+Alt+N' } })
    let error: unknown
    try {
      store.update({ shortcuts: { block: 'Alt+Control+N' } })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).issues).toEqual([{ field: 'shortcuts.block', message: 'is already the shortcut for Next wallpaper' }])
    expect(store.get().shortcuts.block).toBeNull()
  })

  it('turns notifications on and off without touching anything else', () => {
    const store = createSettingsStore({ dataDir, secrets: createMemorySecretStore() })
    expect(store.update({ notifications: { enabled: true } }).notifications).toEqual({ enabled: true })
    expect(store.update({ startup: { changeWallpaper: true } }).notifications).toEqual({ enabled: true })
  })
})
