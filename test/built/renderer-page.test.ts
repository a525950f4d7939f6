// The BUILT window page (out/renderer/index.html), which the app loads as file://: its only
// Content-Security-Policy is the <meta> the build wrote, so that meta must be the policy in
// src/shared/content-security-policy.ts, exactly, and nothing the dev server is allowed.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CONTENT_SECURITY_POLICY } from '../../src/shared/content-security-policy'

const page = readFileSync('out/renderer/index.html', 'utf8')
const policyMetas = [...page.matchAll(/<meta\b[^>]*http-equiv="Content-Security-Policy"[^>]*content="([^"]*)"[^>]*>/gi)]

describe('out/renderer/index.html', () => {
  it('has one policy meta, the policy from src/shared, word for word', () => {
    expect(policyMetas.map((match) => match[1])).toEqual([CONTENT_SECURITY_POLICY])
    expect(page.match(/content-security-policy/gi)).toHaveLength(1)
  })

  it('has none of the dev server’s allowances', () => {
    const policy = policyMetas[0]?.[1] ?? ''
    for (const allowance of ["'unsafe-inline'", "'unsafe-eval'", "'sha256-", 'ws:', 'localhost']) expect(policy).not.toContain(allowance)
  })

  it('puts the policy before anything the page loads, and loads no inline script', () => {
    const at = policyMetas[0]?.index ?? Infinity
    for (const tag of page.matchAll(/<(script|link|style)\b/gi)) expect(tag.index).toBeGreaterThan(at)
    const inline = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attributes]) => !/\bsrc=/.test(attributes ?? ''))
    expect(inline).toEqual([])
  })
})
