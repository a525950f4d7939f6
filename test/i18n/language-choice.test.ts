// How the app's language is chosen: Settings' `language` when set, else the system's preferred
// languages matched; a bad value is refused naming the field; a change rebuilds the menus; the
// update policy speaks the language of the moment while its log stays English.
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ValidationError } from '../../src/main/core/errors/errors'
import { appMessages, chooseLocale } from '../../src/main/core/i18n/app-language'
import { messagesFor, type Messages } from '../../src/main/core/i18n/intl'
import { withLanguage } from '../../src/main/core/i18n/with-language'
import type { OperationHandlers } from '../../src/main/core/operations/operations'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import { createSettingsStore } from '../../src/main/core/settings/settings-store'
import { createUpdatePolicy, type UpdateNotice } from '../../src/main/core/updates/update-policy'
import type { LanguageSetting } from '../../src/shared/i18n/locales'
import { SettingsPatchSchema } from '../../src/shared/settings'

describe('chooseLocale', () => {
  it('follows the system with "system", and the setting otherwise', () => {
    expect(chooseLocale('system', ['de-AT', 'en-US'])).toBe('de')
    expect(chooseLocale('system', [])).toBe('en')
    expect(chooseLocale('fr', ['de-AT'])).toBe('fr')
    expect(chooseLocale('en', ['zh-CN'])).toBe('en')
  })

  it('is asked again each time, so a change in Settings counts at once', () => {
    let setting: LanguageSetting = 'system'
    const messages = appMessages({ setting: () => setting, systemLanguages: () => ['es-419'] })
    expect(messages().t('tray.next')).toBe('Siguiente fondo')
    setting = 'pt-BR'
    expect(messages().t('tray.next')).toBe('Próximo papel de parede')
  })
})

describe('the language setting', () => {
  let dataDir: string
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tapestry-language-'))
  })
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true })
  })

  it("is 'system' until chosen, and keeps a supported locale", () => {
    const store = createSettingsStore({ dataDir, secrets: createMemorySecretStore() })
    expect(store.get().language).toBe('system')
    expect(store.update({ language: 'zh-CN' }).language).toBe('zh-CN')
    expect(createSettingsStore({ dataDir, secrets: createMemorySecretStore() }).get().language).toBe('zh-CN')
  })

  it.each(['klingon', 'de-DE', 'en-XA', 42])('refuses %o, naming the field, and writes nothing', async (bad) => {
    const store = createSettingsStore({ dataDir, secrets: createMemorySecretStore() })
    let error: unknown
    try {
      store.update({ language: bad as never })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).issues.map((issue) => issue.field)).toEqual(['language'])
    expect(await readdir(dataDir)).toEqual([])
  })

  it('is part of the patch the window and the CLI send', () => {
    expect(SettingsPatchSchema.parse({ language: 'system' })).toEqual({ language: 'system' })
    expect(SettingsPatchSchema.safeParse({ language: 'xx' }).success).toBe(false)
  })
})

describe('withLanguage', () => {
  const handlers = { 'settings.set': async () => ({}) } as unknown as OperationHandlers
  it('rebuilds the menus when a change carries the language, and only then', async () => {
    let rebuilt = 0
    const wrapped = withLanguage(handlers, () => void rebuilt++)
    await wrapped['settings.set']({ settings: { quotaBytes: 5 } } as never, {} as never)
    expect(rebuilt).toBe(0)
    await wrapped['settings.set']({ settings: { language: 'de' } } as never, {} as never)
    expect(rebuilt).toBe(1)
  })
})

describe('the update policy', () => {
  it('tells in the language of the moment and says its problem in it, the log in English', async () => {
    let messages: Messages = messagesFor('fr')
    const told: UpdateNotice[] = []
    const logged: string[] = []
    const policy = createUpdatePolicy({
      feed: { check: async () => Promise.reject(new Error('getaddrinfo ENOTFOUND github.com')), download: async () => undefined, install: () => undefined },
      ability: { canUpdate: true },
      currentVersion: '1.0.0',
      choice: () => true,
      memory: { read: () => ({ lastCheckAt: null, toldVersion: null }), write: () => undefined },
      clock: { now: () => 0, setTimeout: () => null, clearTimeout: () => undefined },
      tell: (notice) => void told.push(notice),
      log: { info: () => undefined, warn: (line) => void logged.push(line) },
      changed: () => undefined,
      messages: () => messages,
    })
    await policy.checkNow()
    expect(told).toEqual([
      { kind: 'failed', title: 'Impossible de rechercher des mises à jour', body: 'Tapestry n’a pas pu joindre son serveur de mises à jour pour rechercher une nouvelle version\u00a0; il réessaiera demain.', action: null },
    ])
    expect(logged).toEqual(['Tapestry could not reach its update server to check for a new version; it will try again tomorrow.'])
    messages = messagesFor('de')
    expect(policy.status().problem).toMatch(/^Tapestry konnte seinen Aktualisierungsserver nicht erreichen/)
  })
})
