// A loopback proxy in front of a source's fake that rewrites the JSON it passes on: a test points
// Tapestry at the proxy and sets `mutate` to plant hostile ids, titles and URLs in otherwise real
// answers. Links that point back at the fake are rewritten to the proxy, as a real API's would be.
import { FakeServer, toWireJson, type FakeRequest, type Responder } from '../../fakes/fake-server'

const FORWARDED_REQUEST_HEADERS = ['authorization', 'x-api-key', 'accept-version', 'user-agent', 'content-type', 'accept']
const FORWARDED_RESPONSE_HEADERS = ['location', 'retry-after', 'link', 'x-total', 'x-per-page', 'www-authenticate']

export class HostileProxy extends FakeServer {
  /** Rewrites each JSON answer; null passes answers on unchanged. */
  mutate: ((body: unknown, request: FakeRequest) => unknown) | null = null

  constructor(
    name: string,
    private readonly upstream: () => string,
  ) {
    super(name)
    for (const method of ['GET', 'POST']) {
      for (const path of ['/', '/:a', '/:a/:b', '/:a/:b/:c', '/:a/:b/:c/:d', '/:a/:b/:c/:d/:e']) {
        this.route(method, path, (request, respond) => this.forward(request, respond))
      }
    }
  }

  override reset(): void {
    super.reset()
    this.mutate = null
  }

  private async forward(request: FakeRequest, respond: Responder): Promise<void> {
    const headers: Record<string, string> = {}
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers[name]
      if (typeof value === 'string') headers[name] = value
    }
    const upstream = this.upstream()
    const response = await fetch(`${upstream}${request.rawUrl}`, {
      method: request.method,
      headers,
      body: request.method === 'POST' ? request.body : undefined,
      redirect: 'manual',
    })
    const contentType = response.headers.get('content-type') ?? 'application/octet-stream'
    const passed: Record<string, string> = {}
    for (const [name, value] of response.headers) {
      if (name.startsWith('x-ratelimit-') || FORWARDED_RESPONSE_HEADERS.includes(name)) passed[name] = value
    }
    // Links back at the fake now point at the proxy (the wire form escapes slashes).
    const escaped = (text: string) => toWireJson(text).slice(1, -1)
    let text = (await response.text()).replaceAll(escaped(upstream), escaped(request.origin)).replaceAll(upstream, request.origin)
    if (this.mutate && /json/i.test(contentType) && text !== '') {
      text = toWireJson(this.mutate(JSON.parse(text), request))
    }
    respond.text(response.status, text, contentType, passed)
  }
}

/** The records of an answer of any source: Wallhaven's `data`, Unsplash's `results`, Reddit's children. */
export function recordsOf(body: unknown): Record<string, unknown>[] {
  if (Array.isArray(body)) return body.filter(isRecord)
  if (!isRecord(body)) return []
  const data = body['data']
  if (Array.isArray(data)) return data.filter(isRecord)
  if (isRecord(data)) {
    const children = data['children']
    if (Array.isArray(children)) return children.filter(isRecord).map((child) => child['data']).filter(isRecord)
    return [data]
  }
  const results = body['results']
  if (Array.isArray(results)) return results.filter(isRecord)
  // A single photo (Unsplash /photos/:id).
  return 'urls' in body ? [body] : []
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/** Sets `dotted` (a.b.0.c) in `target` where the path exists; returns whether it did. */
export function setWhereExists(target: Record<string, unknown>, dotted: string, value: unknown): boolean {
  const keys = dotted.split('.')
  let current: unknown = target
  for (const key of keys.slice(0, -1)) {
    if (!isRecord(current) && !Array.isArray(current)) return false
    current = (current as Record<string, unknown>)[key]
  }
  const last = keys.at(-1) as string
  if ((!isRecord(current) && !Array.isArray(current)) || !(last in current)) return false
  ;(current as Record<string, unknown>)[last] = value
  return true
}
