// Rotation's note, what did not happen after a change, and the start's notices are said once, as
// catalog messages: the English the command line, the log and the tests have always read, and the
// same sentence in each language for the window and the tray, sentences inside sentences included.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAfterChangeRuns } from '../../src/main/core/after-change/after-change-runs'
import { messagesFor } from '../../src/main/core/i18n/intl'
import { said, saidInList, saidInTurn } from '../../src/main/core/i18n/sentence'
import { rebuiltNotice } from '../../src/main/core/library/library-notices'
import { recoveryNotice } from '../../src/main/core/store/recovery-notice'
import type { ErrorText } from '../../src/shared/errors'
import { SUPPORTED_LOCALES } from '../../src/shared/i18n/locales'

const OTHERS = SUPPORTED_LOCALES.filter((locale) => locale !== 'en')

/** `text` in every language but English: each said, none the English, each keeping `kept`. */
function inEachLanguage(text: ErrorText, english: string, kept: readonly string[]): Record<string, string> {
  const saying: Record<string, string> = {}
  for (const locale of OTHERS) {
    const sentence = messagesFor(locale).say(text)
    expect(sentence, locale).toBeDefined()
    expect(sentence, locale).not.toBe(english)
    for (const word of kept) expect(sentence, `${locale} keeps ${word}`).toContain(word)
    saying[locale] = sentence as string
  }
  expect(messagesFor('en').say(text)).toBe(english)
  return saying
}

let folder: string
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'tapestry-status-sentences-'))
})
afterAll(() => rm(folder, { recursive: true, force: true }))

describe('what did not happen after a change', () => {
  it('is the lock screen’s sentence and the failed command’s, in English as before and in each language with the program and what it said kept', async () => {
    const script = path.join(folder, 'fails.mjs')
    await writeFile(script, "process.stderr.write('wal: no palette\\n'); process.exit(3)\n")
    const runs = createAfterChangeRuns({ command: () => `${process.execPath} ${script}`, env: process.env, background: false })
    await runs.changed({ file: '/pictures/a.jpg', display: 'all', source: 'file', id: 'a' }, said('status.rotation.keptPicture', { display: 'HDMI-1', problem: { message: 'A sentence of a tool.' } }))
    const error = runs.lastError()
    expect(error?.message).toBe(`HDMI-1 kept its picture: A sentence of a tool. The after-change command ${process.execPath} failed with exit status 3: wal: no palette.`)
    const german = inEachLanguage(error?.text as ErrorText, error?.message as string, [process.execPath, 'wal: no palette.', 'HDMI-1'])
    expect(german.de).toBe(`HDMI-1 behält sein Bild: A sentence of a tool. Der Befehl nach dem Wechsel, ${process.execPath}, ist mit Exit-Status 3 fehlgeschlagen: wal: no palette.`)
    // Chinese joins sentences without a space.
    expect(german['zh-CN']).toMatch(/^HDMI-1 保留了原来的图片：A sentence of a tool\.更换后命令 /)
  })

  it('a command that overran says its time limit with each language’s plural', async () => {
    const script = path.join(folder, 'sleeps.mjs')
    await writeFile(script, 'setTimeout(() => undefined, 60_000)\n')
    const runs = createAfterChangeRuns({ command: () => `${process.execPath} ${script}`, env: process.env, background: false, timeoutMs: 1000 })
    await runs.changed({ file: '/pictures/a.jpg', display: 'all', source: 'file', id: 'a' }, null)
    const error = runs.lastError()
    expect(error?.message).toBe(`The after-change command ${process.execPath} did not finish within 1 second and was stopped.`)
    expect(inEachLanguage(error?.text as ErrorText, error?.message as string, [process.execPath]).de).toContain('nach 1 Sekunde nicht fertig')
  })
})

describe('the start’s notices', () => {
  it('a mended settings file lists each value put back, in English as before and in each language', () => {
    const notice = recoveryNotice('settings file', '/data/settings.corrupt-1.json', [
      { field: 'rotation.intervalMinutes', leftOut: false, reason: 'must be at least 1' },
      { field: 'rotation.pool.1', leftOut: true, reason: 'source: not a source' },
    ])
    expect(notice.message).toBe(
      'Tapestry found 2 values in its settings file it could not use and kept everything else: rotation.intervalMinutes went back to its default (must be at least 1); rotation.pool.1 was left out (source: not a source); the file as it was is kept as /data/settings.corrupt-1.json.',
    )
    const saying = inEachLanguage(notice.text as ErrorText, notice.message, ['rotation.intervalMinutes', 'rotation.pool.1', '/data/settings.corrupt-1.json'])
    expect(saying.fr).toContain('rotation.intervalMinutes a repris sa valeur par défaut (must be at least 1) ; rotation.pool.1 a été laissé de côté')
  })

  it('a rebuilt library says what it lost kind by kind, listed as each language lists', () => {
    const notice = rebuiltNotice({ favourites: { total: 3, kept: 3 }, history: { total: 200, kept: 192 }, blocklist: { total: null, kept: 2 } }, '/data/library.corrupt-1.db')
    expect(notice.message).toBe(
      'Tapestry found its library damaged and rebuilt it from what could be read: it lost 0 of 3 favourites, 8 of 200 history records and an unknown number of blocks (2 kept); the damaged file is kept as /data/library.corrupt-1.db.',
    )
    const saying = inEachLanguage(notice.text as ErrorText, notice.message, ['/data/library.corrupt-1.db'])
    expect(saying.de).toContain('0 von 3 Favoriten, 8 von 200 Verlaufseinträgen und unbekannt viele Sperren (2 behalten)')
    expect(saying['zh-CN']).toContain('3 个收藏中的 0 个、200 条历史记录中的 8 条和数量不明的屏蔽（保留了 2 个）')
  })
})

describe('sentences put together', () => {
  it('in turn, once each; as a list with “and”, or with semicolons', () => {
    const one = said('status.library.heldElsewhere')
    expect(saidInTurn([])).toBeNull()
    expect(saidInTurn([one, one])).toEqual(one)
    const parts = ['a', 'b', 'c'].map((message) => ({ message }))
    expect(saidInList(parts, 'and')?.message).toBe('a, b and c')
    expect(saidInList(parts.slice(0, 2), 'and')?.message).toBe('a and b')
    expect(saidInList(parts, 'semicolons')?.message).toBe('a; b; c')
    expect(saidInList([], 'and')).toBeNull()
    // A part without a catalog message goes in as it was said, in every language.
    expect(messagesFor('de').say(saidInList(parts, 'and')?.text as ErrorText)).toBe('a, b und c')
  })

  it('a key this catalog lacks (a newer core’s) leaves the whole sentence to its English', () => {
    const text: ErrorText = { key: 'status.inTurn', values: { first: { key: 'status.fromANewerCore', values: {} }, second: 'b' } }
    expect(messagesFor('de').say(text)).toBeUndefined()
  })
})
