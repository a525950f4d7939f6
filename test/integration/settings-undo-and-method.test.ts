// Two things Settings asks of the core: putting back a key removed a moment ago (Undo; the window
// never holds the key, so the main process keeps it in memory for a few minutes), and describing a
// wallpaper method before it is saved (the lock-screen note follows the method being looked at).
// Through invokeOperation, as every carrier calls the core, with a real memory secret store.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createApp, type App } from '../../src/main/core/app/app'
import { invokeOperation, type OperationHandlers } from '../../src/main/core/operations/operations'
import { createRemovedKeys, RESTORE_WINDOW_MS } from '../../src/main/core/settings/removed-keys'
import { createMemorySecretStore, type SecretStore } from '../../src/main/core/settings/secret-store'
import type { OperationName, OperationResult } from '../../src/shared/ipc'

let dataDir: string
let app: App
let secrets: SecretStore

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tapestry-undo-'))
  secrets = createMemorySecretStore()
  await secrets.set('unsplashAccessKey', 'the-real-key-1234')
  app = await createApp({ dataDir, env: { PATH: process.env.PATH ?? '' }, secrets, platform: 'linux' })
  app.settings.update({ wallpaper: { backend: 'custom', customCommand: 'setbg {file}' } })
})
afterEach(async () => {
  await (app as { dispose?: () => unknown }).dispose?.()
  await rm(dataDir, { recursive: true, force: true })
})

function call<N extends OperationName>(name: N, input?: unknown): Promise<OperationResult<N>> {
  return invokeOperation(app.handlers as OperationHandlers, name, input)
}

describe('Undo for a removed key', () => {
  it('puts back the very key removed, and says the window only "set"', async () => {
    const removed = await call('settings.set', { secrets: { unsplashAccessKey: null } })
    expect(removed.ok && removed.value.hasKey.unsplashAccessKey).toBe(false)
    expect(secrets.get('unsplashAccessKey')).toBeUndefined()
    const restored = await call('settings.set', { restoreKeys: ['unsplashAccessKey'] })
    expect(restored.ok && restored.value.hasKey.unsplashAccessKey).toBe(true)
    expect(secrets.get('unsplashAccessKey')).toBe('the-real-key-1234')
    expect(JSON.stringify(restored)).not.toContain('the-real-key-1234')
  })

  it('puts a key back once; a second Undo, or one for a key never removed, is refused in a sentence and changes nothing', async () => {
    await call('settings.set', { secrets: { unsplashAccessKey: null } })
    await call('settings.set', { restoreKeys: ['unsplashAccessKey'] })
    const again = await call('settings.set', { restoreKeys: ['unsplashAccessKey'], settings: { defaultSource: 'reddit' } })
    expect(again.ok).toBe(false)
    if (!again.ok) expect(again.error.message).toMatch(/^The Unsplash access key can no longer be put back: .* Paste it again\.$/)
    // Nothing half-done: the other change in the same request was not made.
    expect(app.settings.get().defaultSource).toBe('wallhaven')
    const never = await call('settings.set', { restoreKeys: ['redditClientSecret'] })
    expect(never.ok).toBe(false)
  })

  it('keeps a removed key only for ten minutes', () => {
    let now = 1_000
    const kept = createRemovedKeys(() => now)
    kept.removed('wallhavenApiKey', 'abc')
    now += RESTORE_WINDOW_MS + 1
    expect(() => kept.take('wallhavenApiKey')).toThrow(/no longer be put back/)
    kept.removed('wallhavenApiKey', 'abc')
    now += RESTORE_WINDOW_MS - 1
    expect(kept.take('wallhavenApiKey')).toBe('abc')
  })
})

describe('a wallpaper method described before it is saved', () => {
  it('says what the method being looked at does with the lock screen, leaving the saved one as it is', async () => {
    const saved = await call('wallpaper.method', {})
    expect(saved.ok && saved.value.lockScreen.detail).toMatch(/custom wallpaper command/)
    const kde = await call('wallpaper.method', { backend: 'kde' })
    expect(kde.ok && kde.value).toMatchObject({ name: 'KDE Plasma', lockScreen: { detail: expect.stringMatching(/^KDE Plasma’s lock screen/) } })
    const cinnamon = await call('wallpaper.method', { backend: 'cinnamon' })
    expect(cinnamon.ok && cinnamon.value.lockScreen.support).toBe('follows')
    expect(app.settings.get().wallpaper.backend).toBe('custom')
    expect((await call('wallpaper.method', { backend: 'nonsense' })).ok).toBe(false)
  })
})
