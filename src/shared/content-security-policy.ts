// The window's one Content-Security-Policy, as data. The build writes it into the page as a
// `<meta http-equiv>` (the page is a file:// page, which takes no response headers), the renderer
// reads that meta to know which images it may show, and the tests compare both with this.
import { SOURCE_DEFINITIONS } from '../sources/registry'

/** A policy: each directive's name with its source expressions, in the order they are written. */
export type PolicyDirectives = Readonly<Record<string, readonly string[]>>

/** Where result images may come from: the sources' image hosts. */
export const IMAGE_HOSTS: readonly string[] = Object.freeze(Object.values(SOURCE_DEFINITIONS).flatMap((source) => source.imageHosts))

export const CONTENT_SECURITY_POLICY_DIRECTIVES: PolicyDirectives = Object.freeze({
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  // React sets styles through the CSSOM, which style-src does not govern: no 'unsafe-inline'.
  'style-src': ["'self'"],
  // data: for the blur-hash placeholders the renderer draws; tapestry: for library images by opaque id.
  // Nothing plays video or audio (a video's card shows its still): media-src is default-src's 'none'.
  'img-src': ["'self'", 'data:', 'tapestry:', ...IMAGE_HOSTS],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
})

/** The policy as a header or a meta tag carries it. */
export function formatPolicy(directives: PolicyDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')
}

/**
 * A policy's text as directives. As browsers read it: names are case-insensitive and the first of
 * a repeated directive wins.
 */
export function parsePolicy(text: string): PolicyDirectives {
  const directives: Record<string, readonly string[]> = {}
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (!name) continue
    const key = name.toLowerCase()
    if (!(key in directives)) directives[key] = sources
  }
  return directives
}

/** `directives` with `additions` appended to each named directive (added where it is missing). */
export function withSources(directives: PolicyDirectives, additions: PolicyDirectives): PolicyDirectives {
  const result: Record<string, readonly string[]> = { ...directives }
  for (const [name, sources] of Object.entries(additions)) result[name] = [...(result[name] ?? []), ...sources]
  return Object.freeze(result)
}

export const CONTENT_SECURITY_POLICY = formatPolicy(CONTENT_SECURITY_POLICY_DIRECTIVES)
