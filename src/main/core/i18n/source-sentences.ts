// The sources' own sentences (an error a source words itself: `source.<id>.error.*`, from its
// messages/<locale>.json) for what the main process says in the person's language: the tray's
// "Last try: …", a notification. The app registers them, having found the sources' catalogs when it
// was built (src/main/index.ts); the command line never does, and says the English each error
// carries, loading no other language.

/** By locale, each source sentence's message under its window key, `source.<id>.<key>`. */
const registered = new Map<string, Record<string, string>>()

/**
 * The sources' catalog files, by path (`…/sources/<id>/messages/<locale>.json`): only their error
 * sentences are kept, the rest being the window's words.
 */
export function registerSourceSentences(files: Readonly<Record<string, Readonly<Record<string, string>>>>): void {
  for (const [file, texts] of Object.entries(files)) {
    const [, id, locale] = /\/sources\/([^/]+)\/messages\/([^/]+)\.json$/.exec(file) ?? []
    if (id === undefined || locale === undefined) continue
    const messages = registered.get(locale) ?? {}
    for (const [key, message] of Object.entries(texts)) if (key.startsWith('error.')) messages[`source.${id}.${key}`] = message
    registered.set(locale, messages)
  }
}

/** A source sentence's message in `locale`, else in English; undefined where none was registered. */
export function sourceSentenceMessage(locale: string, key: string): string | undefined {
  return registered.get(locale)?.[key] ?? registered.get('en')?.[key]
}
