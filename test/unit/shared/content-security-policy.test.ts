import { describe, expect, it } from 'vitest'
import {
  CONTENT_SECURITY_POLICY,
  CONTENT_SECURITY_POLICY_DIRECTIVES,
  IMAGE_HOSTS,
  formatPolicy,
  parsePolicy,
  withSources,
} from '../../../src/shared/content-security-policy'
import { policyAllows } from '../../../src/shared/policy-allows'

const PAGE = 'file:///opt/Tapestry/resources/app.asar/out/renderer/index.html'

describe('the window’s content security policy', () => {
  const directives = parsePolicy(CONTENT_SECURITY_POLICY)

  it('allows scripts and styles only from the app, and images only from the sources and the library protocol', () => {
    expect(directives['default-src']).toEqual(["'none'"])
    expect(directives['script-src']).toEqual(["'self'"])
    expect(directives['style-src']).toEqual(["'self'"])
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'tapestry:', ...IMAGE_HOSTS])
    expect(directives['object-src']).toEqual(["'none'"])
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe')
  })

  it('has only directives a <meta> policy obeys (frame-ancestors, report-uri and sandbox are ignored there)', () => {
    expect(Object.keys(directives).filter((name) => ['frame-ancestors', 'report-uri', 'sandbox'].includes(name))).toEqual([])
  })

  it('reads back as it was written, and adds sources without changing the original', () => {
    expect(parsePolicy(formatPolicy(CONTENT_SECURITY_POLICY_DIRECTIVES))).toEqual(CONTENT_SECURITY_POLICY_DIRECTIVES)
    const more = withSources(CONTENT_SECURITY_POLICY_DIRECTIVES, { 'img-src': ['http://127.0.0.1:*'], 'media-src': ["'self'"] })
    expect(more['img-src']?.at(-1)).toBe('http://127.0.0.1:*')
    expect(more['media-src']).toEqual(["'self'"])
    expect(CONTENT_SECURITY_POLICY_DIRECTIVES['img-src']).not.toContain('http://127.0.0.1:*')
  })

  it('reads a policy as a browser does: any case, extra spaces, the first of a repeated directive', () => {
    expect(parsePolicy(" IMG-SRC  'self'   data: ; img-src *;;")).toEqual({ 'img-src': ["'self'", 'data:'] })
  })
})

describe('policyAllows (CSP source matching)', () => {
  const allows = (sources: string[], url: string, page = PAGE) => policyAllows({ 'img-src': sources }, 'img-src', url, page)

  it('allows the sources’ image hosts and refuses any other host', () => {
    expect(policyAllows(CONTENT_SECURITY_POLICY_DIRECTIVES, 'img-src', 'https://i.redd.it/abc.jpg', PAGE)).toBe(true)
    expect(policyAllows(CONTENT_SECURITY_POLICY_DIRECTIVES, 'img-src', 'https://preview.redd.it/abc.jpg?width=640&s=x', PAGE)).toBe(true)
    expect(policyAllows(CONTENT_SECURITY_POLICY_DIRECTIVES, 'img-src', 'https://images.example.org/abc.jpg', PAGE)).toBe(false)
    expect(policyAllows(CONTENT_SECURITY_POLICY_DIRECTIVES, 'img-src', 'http://i.redd.it/abc.jpg', PAGE)).toBe(false)
    expect(policyAllows(CONTENT_SECURITY_POLICY_DIRECTIVES, 'img-src', 'https://i.redd.it:8443/abc.jpg', PAGE)).toBe(false)
    expect(policyAllows(CONTENT_SECURITY_POLICY_DIRECTIVES, 'img-src', 'tapestry://library/a1', PAGE)).toBe(true)
    expect(policyAllows(CONTENT_SECURITY_POLICY_DIRECTIVES, 'img-src', 'data:image/png;base64,AAAA', PAGE)).toBe(true)
    expect(policyAllows(CONTENT_SECURITY_POLICY_DIRECTIVES, 'img-src', 'blob:file:///x', PAGE)).toBe(false)
  })

  it('falls back to default-src, and allows everything without either', () => {
    expect(policyAllows({ 'default-src': ["'none'"] }, 'img-src', 'https://i.redd.it/a.jpg', PAGE)).toBe(false)
    expect(policyAllows({ 'script-src': ["'self'"] }, 'img-src', 'https://i.redd.it/a.jpg', PAGE)).toBe(true)
  })

  it('matches ports, wildcard ports, wildcard subdomains and paths as CSP does', () => {
    expect(allows(['http://127.0.0.1:*'], 'http://127.0.0.1:40123/img/1.png')).toBe(true)
    expect(allows(['http://127.0.0.1:*'], 'http://127.0.0.2:40123/img/1.png')).toBe(false)
    expect(allows(['http://127.0.0.1:8080'], 'http://127.0.0.1:8081/')).toBe(false)
    expect(allows(['https://example.com:443'], 'https://example.com/a.png')).toBe(true)
    expect(allows(['*.redd.it'], 'https://preview.redd.it/a.png', 'https://app.example/')).toBe(true)
    expect(allows(['*.redd.it'], 'https://redd.it/a.png', 'https://app.example/')).toBe(false)
    expect(allows(['https://example.com/images/'], 'https://example.com/images/a.png')).toBe(true)
    expect(allows(['https://example.com/images/a.png'], 'https://example.com/images/b.png')).toBe(false)
    // A scheme upgrades: http: allows https:, never the other way.
    expect(allows(['http://example.com'], 'https://example.com/a.png')).toBe(true)
    expect(allows(['https:'], 'http://example.com/a.png')).toBe(false)
  })

  it("matches 'self' by the page's origin, '*' by network schemes, and nothing for 'none' or keywords", () => {
    expect(allows(["'self'"], 'http://127.0.0.1:5000/a.png', 'http://127.0.0.1:5000/')).toBe(true)
    expect(allows(["'self'"], 'http://127.0.0.1:5001/a.png', 'http://127.0.0.1:5000/')).toBe(false)
    expect(allows(["'self'"], 'https://i.redd.it/a.png')).toBe(false)
    expect(allows(['*'], 'https://anything.example/a.png')).toBe(true)
    expect(allows(['*'], 'data:image/png;base64,AAAA')).toBe(false)
    expect(allows(["'none'"], 'https://i.redd.it/a.png')).toBe(false)
    expect(allows(["'unsafe-inline'", "'sha256-abc='"], 'https://i.redd.it/a.png')).toBe(false)
    expect(allows(['https://i.redd.it'], 'not a url')).toBe(false)
  })
})
