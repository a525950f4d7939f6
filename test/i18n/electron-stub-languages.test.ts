// The Electron stub the built app runs against answers app.getPreferredSystemLanguages() as
// Electron does on Linux, so the built app's language follows the test's environment.
import { afterEach, describe, expect, it } from 'vitest'
import { matchLocale } from '../../src/shared/i18n/match-locale'
import { app } from '../support/electron-stub/electron.mjs'

const NAMES = ['LANGUAGE', 'LC_ALL', 'LC_MESSAGES', 'LANG'] as const
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]))

function withEnv(values: Partial<Record<(typeof NAMES)[number], string>>): string[] {
  for (const name of NAMES) {
    if (values[name] === undefined) delete process.env[name]
    else process.env[name] = values[name]
  }
  return (app as { getPreferredSystemLanguages(): string[] }).getPreferredSystemLanguages()
}

afterEach(() => {
  for (const name of NAMES) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
})

describe('the stub’s getPreferredSystemLanguages', () => {
  it('reads LANG, LC_MESSAGES and LC_ALL as tags', () => {
    expect(withEnv({ LANG: 'de_DE.UTF-8' })).toEqual(['de-DE', 'de'])
    expect(withEnv({ LANG: 'en_US.UTF-8', LC_MESSAGES: 'fr_FR.UTF-8' })).toEqual(['fr-FR', 'fr'])
    expect(withEnv({ LANG: 'en_US.UTF-8', LC_MESSAGES: 'fr_FR.UTF-8', LC_ALL: 'zh_CN.UTF-8' })).toEqual(['zh-CN', 'zh'])
  })

  it('puts LANGUAGE, a list, first; C alone gives an empty list', () => {
    expect(withEnv({ LANGUAGE: 'pt_BR:en', LANG: 'de_DE.UTF-8' })).toEqual(['pt-BR', 'pt', 'en'])
    expect(withEnv({ LANG: 'C.UTF-8' })).toEqual([])
    expect(withEnv({})).toEqual([])
  })

  it('feeds matchLocale as the app does', () => {
    expect(matchLocale(withEnv({ LANG: 'de_AT.UTF-8' }))).toBe('de')
    expect(matchLocale(withEnv({ LC_ALL: 'C' }))).toBe('en')
  })
})
