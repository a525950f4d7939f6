// Commons writes a file's Artist, Credit and licence fields as HTML (links, <bdi>, <span
// class="int-own-work">, <p>). Cards show them as plain text, and never render the HTML.

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—' }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1))
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity
  })
}

/** `<p><a href="…">Alfred G. Buckham</a> (1879 - 1956)\n</p>` → `Alfred G. Buckham (1879 - 1956)`; null when nothing is left. */
export function htmlToText(html: string | null): string | null {
  if (html === null) return null
  const text = decodeEntities(
    html
      // What is hidden on the page (a vcard's extra fields) is not part of the name.
      .replace(/<(\w+)[^>]*\bstyle\s*=\s*"[^"]*display\s*:\s*none[^"]*"[^>]*>[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<br\s*\/?>/gi, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim()
  return text === '' ? null : text
}

/** The first link's target in `html`, made absolute (Commons writes `//commons.wikimedia.org/wiki/User:…`). */
export function firstLink(html: string | null, base: string): string | null {
  const href = html === null ? undefined : /<a\b[^>]*\bhref\s*=\s*"([^"]+)"/i.exec(html)?.[1]
  return href === undefined ? null : absoluteHttpUrl(decodeEntities(href), base)
}

/** `url` resolved against `base` when it is http(s) once resolved; null otherwise (a `mailto:`, a broken link). */
export function absoluteHttpUrl(url: string | null, base: string): string | null {
  if (url === null || url.trim() === '') return null
  try {
    const resolved = new URL(url.trim(), base)
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.href : null
  } catch {
    return null
  }
}
