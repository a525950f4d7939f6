// @vitest-environment jsdom
// The window's language: Settings' choice, else the system's languages matched to a catalog (the
// pseudo-locales only when they are the system's first); the catalogs merged and built for the
// IntlProvider; <html lang dir> following the locale; times, sizes and waits written by it; and the
// language select in Settings changing the whole window at once.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ENGLISH_CATALOG } from '../../src/shared/i18n/catalog'
import { SUPPORTED_LOCALES } from '../../src/shared/i18n/locales'
import { WindowIntl } from '../../src/renderer/src/i18n/WindowIntl'
import { WINDOW_CATALOGS, WINDOW_ENGLISH, windowMessages } from '../../src/renderer/src/i18n/window-catalog'
import { formattingLocale, systemLanguages, windowLocale } from '../../src/renderer/src/i18n/window-locale'
import { TimeAgo } from '../../src/renderer/src/library/TimeAgo'
import { formatBytes, formatWait } from '../../src/renderer/src/preview/format'
import './support/css-escape'
import { settingsWith } from './support/fake-api'
import { renderSettings, settingsFake } from './support/settings-fake'

afterEach(() => {
  cleanup()
  document.documentElement.lang = ''
  document.documentElement.dir = ''
})

describe('which language the window speaks', () => {
  it('is the setting when it names one, whatever the system says', () => {
    expect(windowLocale('fr', ['de-DE'])).toBe('fr')
    expect(windowLocale('zh-CN', ['en-US'])).toBe('zh-CN')
  })

  it('with "system" (or before the settings load), the first of the system’s languages with a catalog', () => {
    expect(windowLocale('system', ['fi-FI', 'pt-PT', 'de'])).toBe('pt-BR')
    expect(windowLocale(null, ['zh-TW', 'es-419'])).toBe('es')
    expect(windowLocale('system', ['ja-JP'])).toBe('en')
    expect(windowLocale(null, [])).toBe('en')
  })

  it('is a pseudo-locale only when the system’s first language is one, and formats it as English', () => {
    expect(windowLocale('system', ['en-XA', 'de'])).toBe('en-XA')
    expect(windowLocale(null, ['ar-XB'])).toBe('ar-XB')
    expect(windowLocale('system', ['de', 'en-XA'])).toBe('de')
    expect(windowLocale('de', ['en-XA'])).toBe('de')
    expect(formattingLocale('ar-XB')).toBe('en')
    expect(formattingLocale('pt-BR')).toBe('pt-BR')
  })

  it('takes the system’s languages from the main process in the app (the menus’ list), from the browser in the harness', () => {
    const page = globalThis as { api?: { systemLanguages?: readonly string[] } }
    expect(systemLanguages()).toEqual(navigator.languages)
    page.api = { systemLanguages: ['fi', 'de'] }
    try {
      // Chromium would say Finnish alone; the menus (and now the window) are German.
      expect(systemLanguages()).toEqual(['fi', 'de'])
      expect(windowLocale('system', systemLanguages())).toBe('de')
    } finally {
      delete page.api
    }
  })

  it('formats in the system’s own variant of the catalog’s language', () => {
    expect(formattingLocale('en', ['en-GB', 'de'])).toBe('en-GB')
    expect(formattingLocale('de', ['fr-FR', 'de-CH'])).toBe('de-CH')
    expect(formattingLocale('pt-BR', ['pt-PT'])).toBe('pt-PT')
    expect(formattingLocale('zh-CN', ['zh-TW', 'zh-SG'])).toBe('zh-SG')
    expect(formattingLocale('fr', ['en-GB'])).toBe('fr')
    expect(formattingLocale('en-XA', ['en-XA'])).toBe('en')
  })
})

describe('what the IntlProvider is given', () => {
  it('each language’s window catalog has English’s keys, and the shared catalog’s messages too', () => {
    for (const locale of SUPPORTED_LOCALES) {
      expect(Object.keys(WINDOW_CATALOGS[locale]).sort(), locale).toEqual(Object.keys(WINDOW_ENGLISH).sort())
      const messages = windowMessages(locale) as Record<string, unknown>
      expect(messages['nav.search'], locale).toBe(WINDOW_CATALOGS[locale]['nav.search'])
      expect(Object.keys(messages)).toEqual(expect.arrayContaining(Object.keys(ENGLISH_CATALOG)))
    }
    expect(windowMessages('de')['nav.search']).toBe('Suchen')
  })

  it('builds the pseudo-locales from English: accented and bracketed, or marked right to left', () => {
    const accented = JSON.stringify(windowMessages('en-XA')['nav.library'])
    expect(accented).toContain('⟦')
    expect(accented).toContain('Ļîîƀŕààŕýý')
    expect(JSON.stringify(windowMessages('ar-XB')['nav.library'])).toContain('\u202eLibrary\u202c')
  })
})

describe('the page and the words in a language', () => {
  it('sets <html lang> and dir from the locale', async () => {
    const { rerender } = render(<WindowIntl setting="de">x</WindowIntl>)
    await waitFor(() => expect(document.documentElement.lang).toBe('de'))
    expect(document.documentElement.dir).toBe('ltr')
    rerender(<WindowIntl setting={null}>x</WindowIntl>)
    // jsdom's navigator.languages are English.
    await waitFor(() => expect(document.documentElement.lang).toBe('en'))
  })

  it('says when something happened in the window’s language, the exact time in it too', () => {
    const now = Date.parse('2026-11-26T14:00:00Z')
    render(
      <WindowIntl setting="de">
        <TimeAgo iso="2026-11-26T12:00:00Z" now={now} />
      </WindowIntl>,
    )
    const time = screen.getByRole('button')
    expect(time.textContent).toContain('vor 2 Stunden')
    expect(time.textContent).toContain('Donnerstag, 26. November 2026')
  })

  it('writes sizes and waits as each language does', () => {
    expect(formatBytes(2_400_000, 'en')).toBe('2.4 MB')
    expect(formatBytes(2_400_000, 'de')).toBe('2,4 MB')
    expect(formatBytes(512, 'en')).toBe('512 bytes')
    expect(formatWait(30, 'fr')).toBe('dans 30 secondes')
    expect(formatWait(600, 'es')).toBe('dentro de 10 minutos')
  })
})

describe('the language select in Settings', () => {
  it('lists each language by its own name, and a choice changes the whole window at once', async () => {
    const core = settingsFake(settingsWith())
    await renderSettings('#/settings?focus=startup', core.answers)
    const select = await screen.findByRole('combobox', { name: 'Language' })
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['System default', 'English', 'Deutsch', 'Español', 'Français', 'Português (Brasil)', '简体中文'])
    fireEvent.change(select, { target: { value: 'fr' } })
    await waitFor(() => expect(core.current().language).toBe('fr'))
    const nav = await screen.findByRole('navigation', { name: 'Vues' })
    expect(within(nav).getByRole('link', { name: 'Paramètres' })).toBeTruthy()
    expect(document.documentElement.lang).toBe('fr')
    expect(screen.getByRole('tab', { name: 'Démarrage' })).toBeTruthy()
    fireEvent.change(screen.getByRole('combobox', { name: 'Langue' }), { target: { value: 'system' } })
    await screen.findByRole('navigation', { name: 'Views' })
    expect(core.current().language).toBe('system')
  })

  it('follows a language changed elsewhere (the command line) when the window is focused again', async () => {
    let settings = settingsWith()
    await renderSettings('#/settings?focus=startup', { 'settings.get': () => ({ ok: true, value: settings }) })
    await screen.findByRole('navigation', { name: 'Views' })
    settings = { ...settings, language: 'de' }
    fireEvent.focus(window)
    const nav = await screen.findByRole('navigation', { name: 'Ansichten' })
    expect(within(nav).getByRole('link', { name: 'Einstellungen' })).toBeTruthy()
  })
})
