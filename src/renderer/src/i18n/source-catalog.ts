// The sources' words for the window's catalog, each under `source.<id>.`: English from each
// definition (src/sources/texts.ts) and its window parts' messages/en.json, the other languages
// from the source's own messages/<locale>.json over it, so a text not yet translated reads in
// English rather than as its key. The files are found in each source's folder when the window is
// built (a new source's messages need no list), and only the window loads them.
import type { SupportedLocale } from '../../../shared/i18n/locales'
import { SOURCE_IDS, type SourceId } from '../../../sources/ids'
import { SOURCE_DEFINITIONS } from '../../../sources/registry'
import { definitionTexts } from '../../../sources/texts'

type Texts = Readonly<Record<string, string>>

const FILES = import.meta.glob<Texts>('../../../sources/*/messages/*.json', { eager: true, import: 'default' })

/** Each source's files by id and locale: `../../../sources/<id>/messages/<locale>.json`. */
const MESSAGES: ReadonlyMap<string, Texts> = new Map(
  Object.entries(FILES).map(([file, texts]) => {
    const [, id, locale] = /\/sources\/([^/]+)\/messages\/([^/]+)\.json$/.exec(file) ?? []
    return [`${id}/${locale}`, texts]
  }),
)

/** A source's own file for `locale` (en: its window parts' English); empty when it has none. */
export function sourceMessages(id: SourceId, locale: SupportedLocale): Texts {
  return MESSAGES.get(`${id}/${locale}`) ?? {}
}

const prefixed = (id: SourceId, texts: Texts) => Object.fromEntries(Object.entries(texts).map(([key, text]) => [`source.${id}.${key}`, text]))

/** One source's texts in English, by their short keys: its definition's and its window parts'. */
export function sourceEnglish(id: SourceId): Texts {
  return { ...definitionTexts(SOURCE_DEFINITIONS[id]), ...sourceMessages(id, 'en') }
}

/** Every source's texts in `locale`, by their window keys; English where the source has no translation. */
export function sourceCatalog(locale: SupportedLocale): Texts {
  return Object.assign({}, ...SOURCE_IDS.map((id) => ({ ...prefixed(id, sourceEnglish(id)), ...(locale === 'en' ? {} : prefixed(id, sourceMessages(id, locale))) }))) as Record<string, string>
}
