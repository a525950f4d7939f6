// Each translated language is in the desktop entry and the AppStream metadata as well: its
// GenericName, Comment and Keywords, its summary, and every description paragraph and list item.
// (test/packaging/appstream.test.ts validates both files and holds the entry to electron-builder's.)
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SUPPORTED_LOCALES } from '../../src/shared/i18n/locales'

const root = join(import.meta.dirname, '../..')
const desktop = readFileSync(join(root, 'packaging/linux/io.github.tapestryapp.Tapestry.desktop'), 'utf8')
const metainfo = readFileSync(join(root, 'packaging/linux/io.github.tapestryapp.Tapestry.metainfo.xml'), 'utf8')
const translated = SUPPORTED_LOCALES.filter((locale) => locale !== 'en')
const description = /<description>([\s\S]*?)<\/description>/.exec(metainfo)?.[1] ?? ''
const count = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].length

describe('the desktop entry', () => {
  it.each(translated)('has GenericName, Comment and Keywords in %s (POSIX spelling), names kept', (locale) => {
    const posix = locale.replace('-', '_')
    for (const key of ['GenericName', 'Comment', 'Keywords']) expect(desktop, `${key}[${posix}]`).toMatch(new RegExp(`^${key}\\[${posix}\\]=.+$`, 'm'))
    const comment = new RegExp(`^Comment\\[${posix}\\]=(.*)$`, 'm').exec(desktop)?.[1] ?? ''
    for (const name of ['Wallhaven', 'Unsplash', 'Reddit']) expect(comment).toContain(name)
    expect(new RegExp(`^Keywords\\[${posix}\\]=.*;$`, 'm').test(desktop)).toBe(true)
  })
})

describe('the AppStream metadata', () => {
  const englishParagraphs = count(description, /<p>/g)
  const englishItems = count(description, /<li>/g)
  it.each(translated)('has the summary, each paragraph and each list item in %s', (locale) => {
    expect(count(metainfo, new RegExp(`<summary xml:lang="${locale}">`, 'g'))).toBe(1)
    expect(count(description, new RegExp(`<p xml:lang="${locale}">`, 'g'))).toBe(englishParagraphs)
    expect(count(description, new RegExp(`<li xml:lang="${locale}">`, 'g'))).toBe(englishItems)
  })
})
