// @vitest-environment jsdom
// The window says what a form's fields are told in its own language: the same schemas as the
// command line's, judged through searchIssues, with German installed as WindowIntl would install
// it; a list item's quotes are German too; and switching back to English says English again.
import { afterEach, describe, expect, it } from 'vitest'
import { createIntl } from 'react-intl'
import { installFieldWords } from '../../src/renderer/src/i18n/field-words'
import { setCurrentIntl } from '../../src/renderer/src/i18n/use-t'
import { windowMessages } from '../../src/renderer/src/i18n/window-catalog'
import { FORM_DEFAULTS, searchIssues, type SearchState } from '../../src/renderer/src/search/search-state'
import { NO_FIT } from '../../src/renderer/src/search/fit-filter'
import { AcceleratorSchema } from '../../src/shared/accelerator'
import { FolderPathSchema } from '../../src/shared/local-folders'
import { DailyTimeSchema, SettingsPatchSchema } from '../../src/shared/settings'

installFieldWords()

function speak(locale: 'de' | 'en') {
  setCurrentIntl(createIntl({ locale, messages: windowMessages(locale) as Record<string, string> }))
}

afterEach(() => speak('en'))

const wallhaven = {
  source: 'wallhaven',
  form: { ...FORM_DEFAULTS.wallhaven, top_range: 'ONE_MONTH', resolutions: '1920x1080 abc' },
  shuffle: '',
  fit: { displays: false, min: 'big' },
} as SearchState

const unsplash = { source: 'unsplash', form: { ...FORM_DEFAULTS.unsplash, query: 'sea', per_page: '31', collections: 'a;b' }, shuffle: 'abc', fit: NO_FIT } as SearchState

const flat = (source: 'apod' | 'bing' | 'wikimedia', form: Record<string, string>) => ({ source, form: { ...FORM_DEFAULTS[source], ...form }, shuffle: '', fit: NO_FIT }) as SearchState

const reddit = { source: 'reddit', form: { ...FORM_DEFAULTS.reddit, communities: 'wallpapers _bad', limit: '0' }, shuffle: '', fit: NO_FIT } as SearchState

describe('field messages in the window’s language', () => {
  it('says Wallhaven’s rules, a list item and the minimum size in German, then English again', () => {
    speak('de')
    expect(searchIssues(wallhaven)).toEqual({
      top_range: ['gilt nur bei Sortierung nach Bestenliste'],
      resolutions: ['„abc“ muss BREITExHÖHE in ganzen Pixeln sein, z. B. 1920x1080'],
      min: ['muss eine Größe wie 2560x1440 sein'],
    })
    speak('en')
    expect(searchIssues(wallhaven)).toEqual({
      top_range: ['only applies when sorting is toplist'],
      resolutions: ['“abc” must be WIDTHxHEIGHT in whole pixels, e.g. 1920x1080'],
      min: ['must be a size such as 2560x1440'],
    })
  })

  it('says Unsplash’s fields and the shuffle seed in German', () => {
    speak('de')
    expect(searchIssues(unsplash)).toEqual({
      per_page: ['muss zwischen 1 und 30 liegen'],
      collections: ['„a;b“ muss eine ID aus Buchstaben, Ziffern, „_“ oder „-“ sein (ohne Kommas oder Leerzeichen)'],
      seed: ['muss aus genau 6 Buchstaben oder Ziffern bestehen (A-Z, a-z, 0-9)'],
    })
  })

  it('says Reddit’s community names and limit in German, then English again', () => {
    speak('de')
    const german = searchIssues(reddit)
    expect(german.communities).toEqual([
      '„_bad“ muss ein Community-Name sein: 3 bis 21 Buchstaben, Ziffern oder Unterstriche, nicht mit einem Unterstrich am Anfang (oder eine Sprach-Community aus zwei Buchstaben wie „de“)',
    ])
    expect(german.limit).toEqual(['muss eine ganze Zahl zwischen 1 und 100 sein'])
    speak('en')
    expect(searchIssues(reddit).limit).toEqual(['must be a whole number between 1 and 100'])
  })

  it('says the date and number rules of APOD, Bing and Wikimedia in German', () => {
    speak('de')
    expect(searchIssues(flat('apod', { mode: 'range', end_date: '2024-06-05' }))).toEqual({ end_date: ['braucht ein start_date'] })
    expect(searchIssues(flat('apod', { mode: 'random', count: 'abc' }))).toEqual({ count: ['muss eine ganze Zahl von 1 bis 100 sein'] })
    expect(searchIssues(flat('bing', { days_ago: '9' }))).toEqual({ days_ago: ['muss eine ganze Zahl von 0 bis 7 sein'] })
    expect(searchIssues(flat('wikimedia', { start_date: '2024-06-06', end_date: '2024-06-01' }))).toEqual({ start_date: ['darf nicht nach end_date liegen'] })
  })

  it('says zod’s own messages (a Settings number out of range) with zod’s locale for the language, English again after', () => {
    const quota = () => SettingsPatchSchema.safeParse({ quotaBytes: -1 }).error?.issues[0]?.message
    const english = quota()
    expect(english).toMatch(/^Too small/)
    speak('de')
    expect(quota()).toMatch(/^Zu klein/)
    speak('en')
    expect(quota()).toBe(english)
  })

  it('says the shared schemas’ own rules (a shortcut, a time of day, a folder path) in German, the English unchanged', () => {
    const said = () => [
      AcceleratorSchema.safeParse('Ctrl+Alt').error?.issues[0]?.message,
      DailyTimeSchema.safeParse('25:00').error?.issues[0]?.message,
      FolderPathSchema.safeParse('Pictures').error?.issues[0]?.message,
    ]
    expect(said()).toEqual(['must end with a key after its modifiers, as in Ctrl+Alt+N', 'must be a time of day as HH:MM (00:00 to 23:59)', 'must be an absolute path (/home/you/Pictures, C:\\Users\\you\\Pictures)'])
    speak('de')
    expect(said()).toEqual(['muss nach den Zusatztasten mit einer Taste enden, etwa Ctrl+Alt+N', 'muss eine Uhrzeit als HH:MM sein (00:00 bis 23:59)', 'muss ein absoluter Pfad sein (/home/you/Pictures, C:\\Users\\you\\Pictures)'])
  })
})

