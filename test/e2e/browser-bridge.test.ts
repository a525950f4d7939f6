// The harness bridge on its own: operations over POST through invokeOperation, events as
// Server-Sent Events, the built renderer as static files, and every refusal answered as data.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES, startBridge, type Bridge } from '../../harness/bridge'
import { createEventHub } from '../../harness/event-hub'
import type { OperationHandlers } from '../../src/main/core/operations/operations'

let bridge: Bridge
let root: string
const hub = createEventHub()
const aborted: boolean[] = []

const handlers = {
  displays: async () => [{ id: '0', name: 'Screen', width: 800, height: 600, primary: true, secret: 'never sent' }],
  'library.favourites': async () => ({ items: [], next: null, total: 0 }),
  cancel: async () => ({ cancelled: false }),
  search: (_input: unknown, { signal }: { signal?: AbortSignal }) =>
    new Promise((resolve) => {
      signal?.addEventListener('abort', () => {
        aborted.push(true)
        resolve({ items: [], next: null, total: 0, seed: null })
      })
    }),
} as unknown as OperationHandlers

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'tapestry-bridge-'))
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>harness</title>')
  await writeFile(path.join(root, 'app.js'), 'console.log(1)')
  bridge = await startBridge({ handlers, events: hub, staticDir: path.join(root), contentSecurityPolicy: "default-src 'self'" })
})
afterAll(async () => {
  await bridge.close()
  await rm(root, { recursive: true, force: true })
})

function post(operation: string, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  return fetch(`${bridge.url}/api/${operation}`, { method: 'POST', headers, body })
}

/** A raw request, for headers fetch will not let a test set (Host). */
function raw(pathname: string, headers: Record<string, string>): Promise<number> {
  const { port } = new URL(bridge.url)
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, headers }, (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    req.on('error', reject)
    req.end()
  })
}

describe('the harness bridge', () => {
  it('listens on loopback only', () => {
    expect(bridge.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })

  it('runs an operation and answers its contract result (no stray field)', async () => {
    const response = await post('displays', 'null')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true, value: [{ id: '0', name: 'Screen', width: 800, height: 600, primary: true }] })
  })

  it.each([
    ['a body that is not JSON', () => post('displays', 'null', { 'content-type': 'text/plain' }), 415],
    ['malformed JSON', () => post('displays', '{nope'), 400],
    ['a body over 1 MiB', () => post('displays', JSON.stringify('x'.repeat(MAX_BODY_BYTES))), 413],
    ['an unknown operation', () => post('deleteEverything', '{}'), 404],
    ['input the contract refuses', () => post('search', JSON.stringify({ source: 'flickr', params: {} })), 200],
    ['a post from another site', () => post('displays', 'null', { 'content-type': 'application/json', origin: 'https://evil.example' }), 403],
  ])('refuses %s as a validation failure', async (_name, send, status) => {
    const response = await send()
    expect(response.status).toBe(status)
    const body = (await response.json()) as { ok: boolean; error: { kind: string; message: string } }
    expect(body.ok).toBe(false)
    expect(body.error.kind).toBe('validation')
    expect(body.error.message).not.toMatch(/\n|at .+:\d+/)
  })

  it('answers only requests addressed to its own host (no DNS rebinding)', async () => {
    expect(await raw('/', { host: 'evil.example' })).toBe(403)
    expect(await raw('/', { host: new URL(bridge.url).host })).toBe(200)
  })

  it('serves the renderer with its CSP, and nothing outside its folder', async () => {
    const page = await fetch(`${bridge.url}/`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'")
    expect(await page.text()).toContain('<title>harness</title>')
    expect((await fetch(`${bridge.url}/app.js`)).headers.get('content-type')).toContain('javascript')
    for (const sneaky of ['/../package.json', '/%2e%2e/package.json', '/..%2fpackage.json', '/%00']) expect(await raw(sneaky, { host: new URL(bridge.url).host })).toBe(404)
  })

  it('streams events, each parsed with its schema', async () => {
    const controller = new AbortController()
    const response = await fetch(`${bridge.url}/api/events`, { signal: controller.signal })
    expect(response.headers.get('content-type')).toContain('text/event-stream')
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    await reader.read()
    hub.emit('library.changed', { what: 'favourites', extra: 'dropped' } as never)
    let text = ''
    while (!text.includes('\n\n', text.indexOf('event: event:library.changed'))) text += new TextDecoder().decode((await reader.read()).value)
    expect(text).toContain('event: event:library.changed\ndata: {"what":"favourites"}\n\n')
    controller.abort()
  })

  it('stops an operation whose caller went away', async () => {
    const controller = new AbortController()
    const call = fetch(`${bridge.url}/api/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ source: 'wallhaven', params: {} }),
      signal: controller.signal,
    }).catch(() => 'aborted')
    await new Promise((resolve) => setTimeout(resolve, 100))
    controller.abort()
    expect(await call).toBe('aborted')
    await expect.poll(() => aborted.length).toBeGreaterThanOrEqual(1)
  })

  it('stops an operation when the window cancels it by its request id', async () => {
    const before = aborted.length
    const call = fetch(`${bridge.url}/api/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tapestry-request': 'r1-cancel-me' },
      body: JSON.stringify({ source: 'wallhaven', params: {} }),
    }).then((response) => response.json())
    await new Promise((resolve) => setTimeout(resolve, 100))
    const cancel = await fetch(`${bridge.url}/api/cancel`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ requestId: 'r1-cancel-me' }) })
    expect(await cancel.json()).toEqual({ ok: true, value: { cancelled: true } })
    expect(await call).toMatchObject({ ok: true })
    expect(aborted.length).toBe(before + 1)
  })
})
