// Writes the page's Content-Security-Policy into index.html as a `<meta http-equiv>`, from the
// policy data in src/shared/content-security-policy.ts, so no page carries a hand-written copy.
// A meta is the only policy a file:// page gets (it has no response headers to carry one).
//
// `vite dev` (`npm run dev`) serves the page from http://localhost:PORT with styles injected as
// <style> elements and an inline Fast Refresh preamble: there, and only there, the policy allows
// exactly those. A build never has them.
import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'
import { formatPolicy, withSources, type PolicyDirectives } from '../src/shared/content-security-policy'

const POLICY_META = /<meta\b[^>]*http-equiv\s*=\s*["']?content-security-policy/i
/** The head's start tag, and the charset meta when it comes first. */
const HEAD_START = /<head\b[^>]*>(?:\s*<meta\b[^>]*\bcharset\s*=[^>]*>)?/i
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

function escapeAttribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;')
}

/**
 * `html` with `policy` as its meta, first in <head> (after the charset when that comes first): a
 * policy meta governs only what the page loads after it. A page that already has a policy meta is
 * refused: two policies would both apply, and only one of them would be this one.
 */
export function withPolicyMeta(html: string, policy: string): string {
  if (POLICY_META.test(html)) throw new Error('The page has its own Content-Security-Policy meta; the build writes it.')
  const anchor = HEAD_START.exec(html)
  if (anchor === null) throw new Error('The page has no <head> for its Content-Security-Policy.')
  const at = anchor.index + anchor[0].length
  return `${html.slice(0, at)}\n    <meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}" />${html.slice(at)}`
}

/** `'sha256-…'` of each inline script in `html`, as script-src names a script by its text. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ''))
    .map(([, , text]) => `'sha256-${createHash('sha256').update(text ?? '').digest('base64')}'`)
}

/**
 * What the dev server's page needs on top of `directives`, given the page as served. Its HMR
 * WebSocket needs nothing: connect-src 'self' matches ws: to the page's own host and port (CSP
 * Level 3; Chromium since 70).
 */
export function devServerDirectives(directives: PolicyDirectives, html: string): PolicyDirectives {
  return withSources(directives, {
    // Vite injects each imported stylesheet as a <style> element and replaces it on a change.
    'style-src': ["'unsafe-inline'"],
    // @vitejs/plugin-react writes its Fast Refresh preamble into the page as an inline script.
    'script-src': inlineScriptHashes(html),
  })
}

/** The Vite plugin: the page's policy meta from `directives`, with the dev server's needs in `vite dev` only. */
export function contentSecurityPolicyMeta(directives: PolicyDirectives): Plugin {
  let command: 'build' | 'serve' = 'build'
  return {
    name: 'tapestry:content-security-policy-meta',
    configResolved(config) {
      command = config.command
    },
    transformIndexHtml: {
      // After every other plugin: the dev variant hashes the inline scripts they have added.
      order: 'post',
      handler(html) {
        return withPolicyMeta(html, formatPolicy(command === 'serve' ? devServerDirectives(directives, html) : directives))
      },
    },
  }
}
