// Whether a Content-Security-Policy lets a page load a URL, matched as CSP Level 3 matches a URL
// against a source list (§6.7.2.7-8) for every kind of source these policies write: 'none', 'self',
// `*`, a scheme (`data:`), and a host with an optional scheme, `*.` prefix, port (or `:*`) and path.
// Nonces, hashes and the other keywords name scripts and styles, never a URL: they match nothing.
import type { PolicyDirectives } from './content-security-policy'

const HOST_SOURCE = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\*|\d+))?(\/[^?#]*)?$/i
const SCHEME_SOURCE = /^([a-z][a-z0-9+.-]*):$/i
const DEFAULT_PORTS: Readonly<Record<string, string>> = { http: '80', https: '443', ws: '80', wss: '443' }

function schemeOf(url: URL): string {
  return url.protocol.slice(0, -1)
}

/** A source's scheme allows the URL's: the same one, or its secure form (http → https, ws → wss). */
function schemeMatches(source: string, url: string): boolean {
  if (source === url) return true
  if (source === 'http') return url === 'https'
  if (source === 'ws') return url === 'wss' || url === 'http' || url === 'https'
  if (source === 'wss') return url === 'https'
  return false
}

function hostMatches(source: string, host: string): boolean {
  if (source === '*') return true
  if (source.startsWith('*.')) return host.endsWith(source.slice(1))
  return source === host
}

function portOf(url: URL): string | undefined {
  return url.port === '' ? DEFAULT_PORTS[schemeOf(url)] : url.port
}

/** 'self': the page's own origin, or its host and port over a secure scheme (and ws: from http:). */
function selfMatches(url: URL, page: URL): boolean {
  if (url.hostname !== page.hostname) return false
  if (!((url.port === '' && page.port === '') || portOf(url) === portOf(page))) return false
  const scheme = schemeOf(url)
  return url.protocol === page.protocol || scheme === 'https' || scheme === 'wss' || (schemeOf(page) === 'http' && scheme === 'ws')
}

function portMatches(source: string | undefined, url: URL): boolean {
  if (source === '*') return true
  return source === undefined ? url.port === '' : source === portOf(url)
}

function pathMatches(source: string | undefined, path: string): boolean {
  if (source === undefined || source === '') return true
  return source.endsWith('/') ? path.startsWith(source) : path === source
}

function sourceMatches(source: string, url: URL, page: URL): boolean {
  const expression = source.toLowerCase()
  if (expression === "'self'") return selfMatches(url, page)
  if (expression === '*') return ['http', 'https', 'ws', 'wss', schemeOf(page)].includes(schemeOf(url))
  const scheme = SCHEME_SOURCE.exec(expression)
  if (scheme) return schemeMatches(scheme[1] as string, schemeOf(url))
  const host = HOST_SOURCE.exec(expression)
  if (!host || url.hostname === '') return false
  const [, sourceScheme, sourceHost, sourcePort, sourcePath] = host
  if (!schemeMatches(sourceScheme ?? schemeOf(page), schemeOf(url))) return false
  return hostMatches(sourceHost as string, url.hostname) && portMatches(sourcePort, url) && pathMatches(sourcePath, url.pathname)
}

/**
 * Whether `directives` let the page at `pageUrl` load `url` under `directive` (falling back to
 * default-src, as fetch directives do). No such directive at all allows everything.
 */
export function policyAllows(directives: PolicyDirectives, directive: string, url: string, pageUrl: string): boolean {
  const sources = directives[directive] ?? directives['default-src']
  if (sources === undefined) return true
  let target: URL
  let page: URL
  try {
    target = new URL(url)
    page = new URL(pageUrl)
  } catch {
    return false
  }
  return sources.some((source) => sourceMatches(source, target, page))
}
