// The tray and notifications say a source's own sentence (Unsplash's hourly limit) in their
// language once the app has registered the sources' catalogs; the command line, which never does,
// keeps the English the error carries (test/built/source-sentences-bundle.test.ts: the app does).
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { messagesFor, spoken } from '../../src/main/core/i18n/intl'
import { registerSourceSentences } from '../../src/main/core/i18n/source-sentences'
import type { ErrorText } from '../../src/shared/errors'

const root = path.join(import.meta.dirname, '../..')
const limit: ErrorText = { key: 'source.unsplash.error.hourlyLimit.minutes', values: { count: 2 } }
const english = 'English as the error carries it.'

/** The sources' catalog files as the app's bundle finds them: by path, each file's messages. */
function sourceFiles(): Record<string, Record<string, string>> {
  const files: Record<string, Record<string, string>> = {}
  for (const id of readdirSync(path.join(root, 'src/sources'))) {
    const folder = path.join(root, 'src/sources', id, 'messages')
    let names: string[]
    try {
      names = readdirSync(folder)
    } catch {
      continue
    }
    for (const name of names) files[`../sources/${id}/messages/${name}`] = JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as Record<string, string>
  }
  return files
}

describe('a source’s own sentence in the main process', () => {
  it('is English until the app registers the sources’ catalogs, then said in each language with its plurals', () => {
    expect(messagesFor('de').say(limit)).toBeUndefined()
    expect(spoken(messagesFor('de'), english, limit)).toBe(english)
    registerSourceSentences(sourceFiles())
    const german = messagesFor('de').say(limit)
    expect(german).toContain('Unsplash')
    expect(german).toContain('2 Minuten')
    expect(messagesFor('fr').say(limit)).toContain('2 minutes')
    expect(messagesFor('en').say(limit)).toMatch(/Unsplash.*2 minutes/)
    // Inside a shared sentence too, as the tray's "Last try" takes it.
    expect(messagesFor('de').say({ key: 'status.rotation.standIn', values: { from: 'library', problem: limit } })).toMatch(/^Aus Ihrer Sammlung: .*Unsplash/)
  })

})
