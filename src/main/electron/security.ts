// The window's security rules as data and pure checks, so they are testable without Electron. Its
// Content-Security-Policy is in src/shared/content-security-policy.ts: the renderer reads it too.
import { SOURCE_DEFINITIONS } from '../../sources/registry'

/** Pages a link may open in the browser: each source's picture, people's and licence pages (src/sources/<id>/definition.ts). */
const EXTERNAL_HOSTS = new Set(Object.values(SOURCE_DEFINITIONS).flatMap((source) => source.linkHosts))

export function isAllowedExternalLink(url: string): boolean {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' && parsed.username === '' && parsed.password === '' && EXTERNAL_HOSTS.has(parsed.hostname)
  } catch {
    return false
  }
}

/** Navigation within the window is allowed only to the page it already shows (hash changes). */
export function isSamePage(target: string, page: string): boolean {
  try {
    const a = new URL(target)
    const b = new URL(page)
    return a.protocol === b.protocol && a.host === b.host && a.pathname === b.pathname
  } catch {
    return false
  }
}

/** `tapestry://library/<libraryId>` → the id, or null for anything else. */
export function libraryIdFromUrl(url: string): string | null {
  try {
    const parsed = new URL(url)
    if (parsed.protocol !== 'tapestry:' || parsed.hostname !== 'library') return null
    const id = decodeURIComponent(parsed.pathname.replace(/^\//, ''))
    return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null
  } catch {
    return null
  }
}
