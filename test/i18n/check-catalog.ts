// What is wrong with a set of catalogs, held against English: a key missing or extra, a key no
// source file uses, a message that does not parse, or one whose placeholders (argument names, their
// kinds, a select's keys) are not English's. Plural branches may differ: each language has its own.
import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'

const KIND: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: 'argument',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.plural]: 'plural',
  [TYPE.select]: 'select',
  [TYPE.tag]: 'tag',
}

/** Every placeholder in a message, as "name:kind" (and "name:select=key|key" for a select), sorted and once each. */
export function placeholders(message: string): string[] {
  const found = new Set<string>()
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue
      found.add(`${element.value}:${KIND[element.type] ?? 'unknown'}`)
      if (element.type === TYPE.select) found.add(`${element.value}:select=${Object.keys(element.options).sort().join('|')}`)
      if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) walk(option.value)
      if (element.type === TYPE.tag) walk(element.children)
    }
  }
  walk(parse(message))
  return [...found].sort()
}

export interface CatalogCheck {
  english: Readonly<Record<string, string>>
  /** The other catalogs, by locale. */
  catalogs: Readonly<Record<string, Readonly<Record<string, string>>>>
  /** The source files' text, where each key must be found as a quoted string. */
  sources: readonly string[]
  /** Names kept as they are in every language (the app's, the sources'): where English says one, so must each catalog. */
  names?: readonly string[]
}

export function catalogProblems({ english, catalogs, sources, names = [] }: CatalogCheck): string[] {
  const problems: string[] = []
  const englishPlaceholders = new Map<string, string[]>()
  for (const [key, message] of Object.entries(english)) {
    try {
      englishPlaceholders.set(key, placeholders(message))
    } catch (error) {
      problems.push(`en: ${key} does not parse (${(error as Error).message})`)
    }
    if (!sources.some((text) => text.includes(`'${key}'`) || text.includes(`"${key}"`))) problems.push(`en: ${key} is used by no source file`)
  }
  for (const [locale, catalog] of Object.entries(catalogs)) {
    for (const key of Object.keys(english)) if (!(key in catalog)) problems.push(`${locale}: ${key} is missing`)
    for (const [key, message] of Object.entries(catalog)) {
      if (!(key in english)) {
        problems.push(`${locale}: ${key} is not in the English catalog`)
        continue
      }
      let found: string[]
      try {
        found = placeholders(message)
      } catch (error) {
        problems.push(`${locale}: ${key} does not parse (${(error as Error).message})`)
        continue
      }
      const expected = englishPlaceholders.get(key)
      if (expected && found.join(',') !== expected.join(',')) problems.push(`${locale}: ${key} has placeholders ${found.join(', ') || 'none'}, English has ${expected.join(', ') || 'none'}`)
      for (const name of names) if (english[key]?.includes(name) && !message.includes(name)) problems.push(`${locale}: ${key} drops the name ${name}`)
    }
  }
  return problems
}
