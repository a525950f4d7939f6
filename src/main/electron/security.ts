// The window's security rules as data and pure checks, so they are testable without Electron.

/** Where result images may come from: the sources' image hosts and our own library protocol. */
export const IMAGE_HOSTS = [
  'https://th.wallhaven.cc',
  'https://w.wallhaven.cc',
  'https://images.unsplash.com',
  'https://plus.unsplash.com',
  'https://i.redd.it',
  'https://preview.redd.it',
  'https://external-preview.redd.it',
  'https://i.imgur.com',
  'https://v.redd.it',
]

export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  // React sets styles through the CSSOM, which style-src does not govern: no 'unsafe-inline'.
  "style-src 'self'",
  `img-src 'self' data: blob: tapestry: ${IMAGE_HOSTS.join(' ')}`,
  `media-src 'self' tapestry: ${IMAGE_HOSTS.join(' ')}`,
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

/** Pages a link may open in the browser: photographer, wallpaper and post pages. */
const EXTERNAL_HOSTS = new Set(['unsplash.com', 'wallhaven.cc', 'whvn.cc', 'www.reddit.com', 'reddit.com', 'old.reddit.com'])

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
