// `npm run dev`'s window page, served by Vite's dev server with the renderer's real config from
// electron.vite.config.ts: its policy is the app's plus exactly what the dev server needs, and in
// Debian's Chromium the page is styled, its HMR socket connects, and nothing it needs is refused.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { createServer, type InlineConfig, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import electronViteConfig from '../../electron.vite.config'
import { CONTENT_SECURITY_POLICY_DIRECTIVES, parsePolicy } from '../../src/shared/content-security-policy'
import { inlineScriptHashes } from '../../vite-plugins/content-security-policy-meta'
import { ensureDebianTools } from '../support/debian-tools'

const missing = ensureDebianTools([{ command: 'chromium', debianPackage: 'chromium' }])
const inChromium = missing ? it.skip : it
const skipped = missing ? ` (skipped: ${missing})` : ''

describe('the dev server’s page', () => {
  let server: ViteDevServer
  let url = ''
  let html = ''
  let cacheDir = ''
  let browser: Browser | undefined

  beforeAll(async () => {
    const renderer = (electronViteConfig as { renderer: InlineConfig }).renderer
    // Its own dependency cache, so a developer's running `npm run dev` is left alone.
    cacheDir = await mkdtemp(path.join(tmpdir(), 'tapestry-vite-cache-'))
    server = await createServer({ ...renderer, configFile: false, root: path.resolve('src/renderer'), cacheDir, logLevel: 'error', server: { port: 0 } })
    await server.listen()
    url = server.resolvedUrls?.local[0] ?? ''
    html = await (await fetch(url)).text()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
    await server?.close()
    if (cacheDir) await rm(cacheDir, { recursive: true, force: true })
  })

  it('allows inline styles and, by hash, exactly the inline scripts it serves; everything else is the app’s policy', () => {
    const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/g)].map((match) => match[1] ?? '')
    expect(metas).toHaveLength(1)
    const policy = parsePolicy(metas[0] ?? '')
    const hashes = inlineScriptHashes(html)
    expect(hashes.length).toBeGreaterThan(0)
    expect(policy['style-src']).toEqual([...(CONTENT_SECURITY_POLICY_DIRECTIVES['style-src'] ?? []), "'unsafe-inline'"])
    expect(policy['script-src']).toEqual([...(CONTENT_SECURITY_POLICY_DIRECTIVES['script-src'] ?? []), ...hashes])
    const { 'style-src': _style, 'script-src': _script, ...rest } = policy
    const { 'style-src': _appStyle, 'script-src': _appScript, ...appRest } = CONTENT_SECURITY_POLICY_DIRECTIVES
    expect(rest).toEqual(appRest)
  })

  inChromium(`is styled, live-reloads, and is refused nothing it needs, in Chromium${skipped}`, async () => {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
    const page = await browser.newPage()
    const messages: string[] = []
    page.on('console', (message) => messages.push(message.text()))
    await page.addInitScript(`window.__refused = []; document.addEventListener('securitypolicyviolation', (event) => window.__refused.push(event.effectiveDirective + ' ' + event.blockedURI))`)
    await page.goto(url)
    await expect.poll(() => messages.includes('[vite] connected.'), { timeout: 20_000 }).toBe(true)
    // app.css's font, injected by Vite as a <style> element.
    expect(await page.evaluate<string>(`getComputedStyle(document.documentElement).fontFamily`)).toMatch(/^system-ui/)
    // zod probes `new Function` once to choose a faster path and takes the other when refused, as it
    // does in the built app: the only refusal there is.
    expect((await page.evaluate<string[]>(`window.__refused`)).filter((refusal) => refusal !== 'script-src eval')).toEqual([])
  }, 60_000)
})
