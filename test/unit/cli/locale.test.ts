// The command line writes numbers and dates as the POSIX locale says (LC_ALL, then LC_NUMERIC or
// LC_TIME, then LANG) and keeps its words English: folder counts and History's times.
import { describe, expect, it } from 'vitest'
import { foldersListCommand } from '../../../src/main/cli/commands/folders'
import { historyCommand } from '../../../src/main/cli/commands/library'
import { rotationLine } from '../../../src/main/cli/commands/rotation'
import type { RotationStatus } from '../../../src/shared/ipc'
import type { CliContext } from '../../../src/main/cli/context'
import { cliLocale, formatCount, formatMinute, posixToBcp47 } from '../../../src/main/cli/locale'

type Env = Record<string, string | undefined>

describe('cliLocale', () => {
  it.each([
    [{ LANG: 'de_DE.UTF-8' }, { numbers: 'de-DE', times: 'de-DE' }],
    [{ LC_ALL: 'C' }, { numbers: 'en-US', times: null }],
    [{ LC_ALL: 'POSIX', LANG: 'de_DE.UTF-8' }, { numbers: 'en-US', times: null }],
    [{ LC_ALL: 'C.UTF-8' }, { numbers: 'en-US', times: null }],
    [{}, { numbers: 'en-US', times: null }],
    // LC_ALL over everything, then the category's own variable, then LANG; empty counts as unset.
    [{ LC_ALL: 'fr_FR.UTF-8', LC_NUMERIC: 'de_DE.UTF-8', LANG: 'en_US.UTF-8' }, { numbers: 'fr-FR', times: 'fr-FR' }],
    [{ LC_ALL: '', LC_NUMERIC: 'de_DE.UTF-8', LC_TIME: 'pt_BR.UTF-8', LANG: 'en_US.UTF-8' }, { numbers: 'de-DE', times: 'pt-BR' }],
    [{ LC_MESSAGES: 'de_DE.UTF-8', LANG: 'en_GB.UTF-8' }, { numbers: 'en-GB', times: 'en-GB' }],
    [{ LANG: 'zh_CN.GB18030' }, { numbers: 'zh-CN', times: 'zh-CN' }],
    [{ LANG: 'not a locale!' }, { numbers: 'en-US', times: null }],
  ] as [Env, ReturnType<typeof cliLocale>][])('%o → %o', (env, expected) => {
    expect(cliLocale(env)).toEqual(expected)
  })

  it('reads POSIX names as BCP 47 tags', () => {
    expect(posixToBcp47('sr_RS@latin')).toBe('sr-RS')
    expect(posixToBcp47('de_AT.ISO-8859-1')).toBe('de-AT')
    expect(posixToBcp47(' ')).toBeNull()
  })
})

describe('numbers and dates', () => {
  const at = new Date(2026, 10, 21, 13, 5)
  it('LANG=de_DE.UTF-8 writes 1.234 and a German date; LC_ALL=C writes 1,234 and the ISO-like date', () => {
    expect(formatCount(1234, cliLocale({ LANG: 'de_DE.UTF-8' }))).toBe('1.234')
    expect(formatMinute(at, cliLocale({ LANG: 'de_DE.UTF-8' }))).toBe('21.11.2026, 13:05')
    expect(formatCount(1234, cliLocale({ LC_ALL: 'C', LANG: 'de_DE.UTF-8' }))).toBe('1,234')
    expect(formatMinute(at, cliLocale({ LC_ALL: 'C' }))).toBe('2026-11-21 13:05')
    expect(formatMinute(at, cliLocale({ LANG: 'zh_CN.UTF-8' }))).toBe('2026/11/21 13:05')
  })
})

/** A context whose core answers only what these two commands ask. */
function contextWith(env: Env, handlers: Record<string, () => Promise<unknown>>): CliContext {
  return { service: {} as CliContext['service'], app: async () => ({ handlers }) as never, locale: cliLocale(env) }
}

describe('the commands', () => {
  const folder = { path: '/home/ana/Pictures', images: 1234, available: true, scanning: false, skipped: 5678, note: null }
  const entry = { libraryId: 'L1', source: 'local', id: 'a.jpg', title: 'Fjord', setAt: new Date(2026, 10, 21, 13, 5).toISOString(), display: 'all', item: null, inLibrary: true }

  it('folders list: counts in German with LANG=de_DE.UTF-8, English words', async () => {
    const result = await foldersListCommand.run({}, {} as never, contextWith({ LANG: 'de_DE.UTF-8' }, { 'folders.list': async () => [folder] }))
    expect(result.text).toMatch(/^PICTURES\s+STATE\s+FOLDER\n1\.234\s+ok, 5\.678 skipped\s+\/home\/ana\/Pictures$/)
  })

  it('folders list: 1,234 with LC_ALL=C', async () => {
    const result = await foldersListCommand.run({}, {} as never, contextWith({ LC_ALL: 'C', LANG: 'de_DE.UTF-8' }, { 'folders.list': async () => [folder] }))
    expect(result.text).toContain('1,234')
  })

  it('history: the time as German writes it with LANG=de_DE.UTF-8, ISO-like with LC_ALL=C', async () => {
    const history = { 'library.history': async () => ({ items: [entry], next: null, total: 1 }) }
    const german = await historyCommand.run({}, {} as never, contextWith({ LANG: 'de_DE.UTF-8' }, history))
    expect(german.text.split('\n')[1]).toMatch(/^21\.11\.2026, 13:05\s+all\s+local\s+a\.jpg\s+Fjord/)
    const plain = await historyCommand.run({}, {} as never, contextWith({ LC_ALL: 'C' }, history))
    expect(plain.text.split('\n')[1]).toMatch(/^2026-11-21 13:05\s+all/)
  })

  it('status: the next change’s time of day as LC_TIME writes it (3:05 PM in en-US, 15:05 in German and without a locale)', () => {
    const now = new Date(2026, 10, 21, 13, 5)
    const rotation = { paused: false, intervalMinutes: 120, dailyAt: null, nextRunAt: new Date(2026, 10, 21, 15, 5).toISOString(), pool: [] } as unknown as RotationStatus
    const line = (env: Env) => rotationLine(rotation, now, cliLocale(env))
    // ICU puts a narrow or a plain space before PM, by its version.
    expect(line({ LANG: 'en_US.UTF-8' })).toMatch(/^Rotation: on, every 120 minutes; next change at 3:05[\s\u202f]PM \(in 2 hours\)\.$/)
    expect(line({ LANG: 'de_DE.UTF-8' })).toBe('Rotation: on, every 120 minutes; next change at 15:05 (in 2 hours).')
    expect(line({ LC_ALL: 'C', LANG: 'en_US.UTF-8' })).toBe('Rotation: on, every 120 minutes; next change at 15:05 (in 2 hours).')
  })
})
