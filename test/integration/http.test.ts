import { z } from 'zod'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createHttpClient, type HttpClientOptions } from '../../src/main/core/http/http'
import { TapestryError } from '../../src/main/core/errors/errors'
import { FakeServer } from '../fakes/fake-server'

const Body = z.object({ data: z.array(z.object({ id: z.string() })) })
const server = new FakeServer('http test')
server.route('GET', '/items', (_request, respond) => respond.json(200, { data: [{ id: 'a' }, { id: 'b' }] }))
server.route('GET', '/wrong-shape', (_request, respond) => respond.json(200, { data: [{ id: 7 }] }))

beforeAll(async () => {
  await server.start()
})
afterAll(async () => {
  await server.stop()
})
beforeEach(() => server.reset())

function client(overrides: Partial<HttpClientOptions> = {}) {
  return createHttpClient({
    sourceName: 'Example',
    baseUrl: server.url,
    headers: { 'x-api-key': 'SECRET-KEY-123' },
    timeoutMs: 1_000,
    retry: { limit: 2, backoffLimitMs: 20, maxRetryAfterMs: 2_000 },
    ...overrides,
  })
}

async function failure(promise: Promise<unknown>): Promise<TapestryError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(TapestryError)
  const typed = error as TapestryError
  expect(typed.message).not.toContain('SECRET-KEY-123')
  expect(typed.message).not.toMatch(/\n\s+at /)
  return typed
}

describe('http layer', () => {
  it('parses JSON and sends the User-Agent and source headers', async () => {
    const response = await client().getJson('items', { schema: Body })
    expect(response.data.data.map((item) => item.id)).toEqual(['a', 'b'])
    expect(server.requests[0]?.headers['user-agent']).toMatch(/^desktop:tapestry:\d+\.\d+\.\d+ /)
    expect(server.requests[0]?.headers['x-api-key']).toBe('SECRET-KEY-123')
  })

  it('retries a 503 and then succeeds', async () => {
    server.fault({ kind: 'status', status: 503 }, { times: 2 })
    const response = await client().getJson('items', { schema: Body })
    expect(response.data.data).toHaveLength(2)
    expect(server.count('/items')).toBe(3)
  })

  it('gives up after the retry limit with an upstream error', async () => {
    server.fault({ kind: 'status', status: 500, body: 'It broke', contentType: 'text/html' }, { times: 10 })
    const error = await failure(client().getJson('items', { schema: Body }))
    expect(error.kind).toBe('upstream')
    expect(error.message).toBe('Example is having trouble (HTTP 500). Try again later.')
    expect(server.count('/items')).toBe(3)
  })

  it('waits out a short Retry-After and succeeds', async () => {
    server.fault({ kind: 'status', status: 429, headers: { 'retry-after': '1' } })
    const started = Date.now()
    const response = await client().getJson('items', { schema: Body })
    expect(response.data.data).toHaveLength(2)
    expect(Date.now() - started).toBeGreaterThanOrEqual(900)
  })

  it('does not wait out a Retry-After longer than maxRetryAfter: rate limited, with the time', async () => {
    server.fault({ kind: 'status', status: 429, headers: { 'retry-after': '120' } })
    const error = await failure(client().getJson('items', { schema: Body }))
    expect(error.kind).toBe('rate_limited')
    expect(error.toData().retryAfter).toBe(120)
    expect(error.message).toBe('Example is limiting requests. Try again in 2 minutes.')
    expect(server.count('/items')).toBe(1)
  })

  it.each([
    [{ kind: 'html-for-json' } as const, 'upstream', 'Example answered with a web page instead of data.'],
    [{ kind: 'truncated-json' } as const, 'upstream', 'Example sent a broken or incomplete response.'],
    [{ kind: 'wrong-content-type', contentType: 'text/plain' } as const, 'upstream', 'Example answered with something other than data (text/plain).'],
    [{ kind: 'status', status: 401, body: '{"error":"Unauthorized"}', contentType: 'application/json' } as const, 'credentials', 'Example refused the API key. Check it in Settings.'],
    [{ kind: 'status', status: 404, body: '{"error":"Nothing here"}', contentType: 'application/json' } as const, 'not_found', 'Example has no such item.'],
    [{ kind: 'status', status: 403, body: '<html>challenge</html>', contentType: 'text/html', headers: { 'cf-mitigated': 'challenge' } } as const, 'blocked', 'Example asked for a browser check and blocked the request. Try again later.'],
  ])('maps %j to %s', async (fault, kind, message) => {
    server.fault(fault, { times: 5 })
    const error = await failure(client().getJson('items', { schema: Body }))
    expect(error.kind).toBe(kind)
    expect(error.message).toBe(message)
  })

  it('retries a connection reset mid-body, then reports the broken connection', async () => {
    server.fault({ kind: 'reset-mid-body' }, { times: 5 })
    const error = await failure(client().getJson('items', { schema: Body }))
    expect(error.kind).toBe('network')
    expect(server.count('/items')).toBe(3)
  })

  it('recovers when a reset happens once', async () => {
    server.fault({ kind: 'reset-mid-body' })
    expect((await client().getJson('items', { schema: Body })).data.data).toHaveLength(2)
  })

  it('times out a slow answer as a network error', async () => {
    server.fault({ kind: 'slow', delayMs: 1_500 }, { times: 5 })
    const error = await failure(client({ timeoutMs: 200, retry: { limit: 0 } }).getJson('items', { schema: Body }))
    expect(error.kind).toBe('network')
    expect(error.message).toBe('Example did not answer in time.')
  })

  it('refuses a body over the size cap', async () => {
    server.fault({ kind: 'huge-json', bytes: 30 * 1024 * 1024 })
    const error = await failure(client({ maxJsonBytes: 1024 * 1024 }).getJson('items', { schema: Body }))
    expect(error.kind).toBe('upstream')
    expect(error.message).toBe('Example sent an unexpectedly large response.')
  })

  it('names the field when the shape is wrong', async () => {
    const error = await failure(client().getJson('wrong-shape', { schema: Body }))
    expect(error.kind).toBe('upstream')
    expect(error.message).toContain('data.0.id')
  })

  it('reports an unreachable host as a network error', async () => {
    const error = await failure(client({ baseUrl: 'http://127.0.0.1:9' , retry: { limit: 0 } }).getJson('items', { schema: Body }))
    expect(error.kind).toBe('network')
    expect(error.message).toBe('Could not reach Example. Check your connection.')
  })

  it('cancels through an AbortSignal', async () => {
    server.fault({ kind: 'slow', delayMs: 2_000 })
    const controller = new AbortController()
    const pending = client().getJson('items', { schema: Body, signal: controller.signal })
    setTimeout(() => controller.abort(new Error('cancelled by test')), 50)
    await expect(pending).rejects.toThrow('cancelled by test')
  })

  it('does not follow redirects (a missing Reddit community redirects to a search page)', async () => {
    server.route('GET', '/moved', (_request, respond) => respond.redirect(302, '/items'))
    const error = await failure(client().getJson('moved', { schema: Body }))
    expect(error.kind).toBe('not_found')
    expect(server.count('/items')).toBe(0)
  })
})
