import { describe, expect, it } from 'vitest'
import { CONTENT_SECURITY_POLICY_DIRECTIVES, formatPolicy } from '../../../src/shared/content-security-policy'
import { devServerDirectives, inlineScriptHashes, withPolicyMeta } from '../../../vite-plugins/content-security-policy-meta'

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Tapestry</title>
  </head>
  <body></body>
</html>`

// @vitejs/plugin-react's Fast Refresh preamble as `vite dev` writes it into the page, and the hash
// Chromium names when it refuses that script ("Either 'unsafe-inline', a hash ('sha256-…') …").
const PREAMBLE = `import { injectIntoGlobalHook } from "/@react-refresh";
injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;`
const PREAMBLE_HASH = "'sha256-Z2/iFzh9VMlVkEOar1f/oSHWwQk3ve1qk/C2WdsC4Xk='"

describe('the policy meta the build writes', () => {
  it('goes right after the charset, before anything the page loads', () => {
    const html = withPolicyMeta(PAGE, "default-src 'none'")
    expect(html).toContain(`<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="default-src 'none'" />\n    <title>`)
  })

  it('goes first in <head> when something comes before the charset (the dev server’s scripts)', () => {
    const html = withPolicyMeta(`<html><head>\n<script type="module">${PREAMBLE}</script><meta charset="UTF-8"></head></html>`, "default-src 'none'")
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'))
  })

  it('refuses a page that has its own policy meta, or no head', () => {
    const handWritten = PAGE.replace('<title>', `<meta http-equiv="content-security-policy" content="default-src *" /><title>`)
    expect(() => withPolicyMeta(handWritten, "default-src 'none'")).toThrow(/own Content-Security-Policy/)
    expect(() => withPolicyMeta('<p>no head</p>', "default-src 'none'")).toThrow(/no <head>/)
  })

  it('escapes the policy for its attribute', () => {
    expect(withPolicyMeta(PAGE, 'img-src "x" &')).toContain('content="img-src &quot;x&quot; &amp;"')
  })
})

describe('the dev server’s policy', () => {
  const served = `<html><head><script type="module">${PREAMBLE}</script>\n<script type="module" src="/@vite/client"></script></head></html>`

  it('hashes each inline script as Chromium does, and no script that has a src', () => {
    expect(inlineScriptHashes(served)).toEqual([PREAMBLE_HASH])
  })

  it('adds inline styles and the preamble’s hash to the policy, and nothing else', () => {
    const dev = devServerDirectives(CONTENT_SECURITY_POLICY_DIRECTIVES, served)
    expect(dev['style-src']).toEqual([...(CONTENT_SECURITY_POLICY_DIRECTIVES['style-src'] ?? []), "'unsafe-inline'"])
    expect(dev['script-src']).toEqual([...(CONTENT_SECURITY_POLICY_DIRECTIVES['script-src'] ?? []), PREAMBLE_HASH])
    const rest = (directives: typeof dev) => formatPolicy(Object.fromEntries(Object.entries(directives).filter(([name]) => name !== 'style-src' && name !== 'script-src')))
    expect(rest(dev)).toBe(rest(CONTENT_SECURITY_POLICY_DIRECTIVES))
  })
})
