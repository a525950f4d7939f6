// A loopback HTTP server that the source fakes build on: a route table, a log of every request,
// and faults that a test switches on (once, several times, or until cleared) for matching paths.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export interface RecordedRequest {
  method: string
  /** Path without the query string. */
  path: string
  query: URLSearchParams
  /** The raw path and query exactly as received, to check key order on the wire. */
  rawUrl: string
  headers: IncomingMessage['headers']
  body: string
  /** Date.now() when it arrived (fake timers included). */
  at: number
}

export type Fault =
  /** Any status with an optional body and headers (429 with Retry-After, 500, 503, 401…). */
  | { kind: 'status'; status: number; body?: string; contentType?: string; headers?: Record<string, string> }
  /** Headers and half the body, then the socket is destroyed. */
  | { kind: 'reset-mid-body' }
  /** A 200 JSON response whose body stops half way (no Content-Length, so it ends "cleanly"). */
  | { kind: 'truncated-json' }
  /** A 200 web page where JSON belongs. */
  | { kind: 'html-for-json' }
  /** A 200 text/html page where an image belongs. */
  | { kind: 'html-for-image' }
  /** The right answer, but only after this delay. */
  | { kind: 'slow'; delayMs: number }
  /** A well-formed JSON body of this many bytes. */
  | { kind: 'huge-json'; bytes: number }
  /** The right body with the wrong Content-Type. */
  | { kind: 'wrong-content-type'; contentType: string }

interface ArmedFault {
  fault: Fault
  matches: (request: RecordedRequest) => boolean
  remaining: number
}

export interface FakeRequest extends RecordedRequest {
  params: Record<string, string>
  /** The base URL of this server, for building links that point back at it. */
  origin: string
}

export interface Responder {
  json(status: number, body: unknown, headers?: Record<string, string>): void
  text(status: number, body: string, contentType: string, headers?: Record<string, string>): void
  bytes(status: number, body: Buffer, contentType: string, headers?: Record<string, string>): void
  redirect(status: number, location: string): void
  raw: ServerResponse
}

export type Handler = (request: FakeRequest, respond: Responder) => void | Promise<void>

interface Route {
  method: string
  pattern: RegExp
  names: string[]
  handler: Handler
}

/** Real APIs escape slashes in JSON (`https:\/\/…`); the fakes do too, so parsers meet the real form. */
export function toWireJson(body: unknown): string {
  return JSON.stringify(body).replaceAll('/', '\\/')
}

export class FakeServer {
  readonly requests: RecordedRequest[] = []
  private readonly routes: Route[] = []
  private readonly faults: ArmedFault[] = []
  private readonly sockets = new Set<Socket>()
  private server: Server | undefined
  private baseUrl = ''

  constructor(readonly name: string) {}

  get url(): string {
    if (!this.baseUrl) throw new Error(`${this.name} fake is not started`)
    return this.baseUrl
  }

  /** Registers a handler; `:name` segments become params. */
  route(method: string, path: string, handler: Handler): this {
    const names: string[] = []
    const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name: string) => {
      names.push(name)
      return '([^/]+)'
    })
    this.routes.push({ method, pattern: new RegExp(`^${source}$`), names, handler })
    return this
  }

  /** Arms a fault for the next `times` requests whose path matches (all paths by default). */
  fault(fault: Fault, options: { times?: number; path?: string | RegExp } = {}): this {
    const path = options.path
    const matches =
      path === undefined
        ? () => true
        : typeof path === 'string'
          ? (request: RecordedRequest) => request.path === path || request.path.startsWith(`${path}/`)
          : (request: RecordedRequest) => path.test(request.path)
    this.faults.push({ fault, matches, remaining: options.times ?? 1 })
    return this
  }

  clearFaults(): void {
    this.faults.length = 0
  }

  /** Requests whose path starts with `prefix` (all when omitted). */
  count(prefix = ''): number {
    return this.requests.filter((request) => request.path.startsWith(prefix)).length
  }

  reset(): void {
    this.requests.length = 0
    this.clearFaults()
  }

  async start(): Promise<string> {
    const server = createServer((req, res) => void this.dispatch(req, res))
    server.on('connection', (socket) => {
      this.sockets.add(socket)
      socket.on('close', () => this.sockets.delete(socket))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    this.server = server
    this.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    return this.baseUrl
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy()
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
    this.server = undefined
  }

  private async dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const parsed = new URL(req.url ?? '/', 'http://fake')
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: decodeURIComponent(parsed.pathname),
      query: parsed.searchParams,
      rawUrl: req.url ?? '/',
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
      at: Date.now(),
    }
    this.requests.push(recorded)
    const respond = responder(res)

    const armed = this.faults.find((candidate) => candidate.remaining > 0 && candidate.matches(recorded))
    if (armed) {
      armed.remaining -= 1
      if (armed.remaining <= 0) this.faults.splice(this.faults.indexOf(armed), 1)
      const handled = await applyFault(armed.fault, res, respond)
      if (handled) return
    }

    const route = this.routes.find((candidate) => candidate.method === recorded.method && candidate.pattern.test(recorded.path))
    if (!route) {
      respond.json(404, { error: 'Not Found' })
      return
    }
    const values = route.pattern.exec(recorded.path)?.slice(1) ?? []
    const params = Object.fromEntries(route.names.map((name, index) => [name, values[index] ?? '']))
    try {
      await route.handler({ ...recorded, params, origin: this.baseUrl }, respond)
    } catch (error) {
      respond.text(500, `fake ${this.name} failed: ${String(error)}`, 'text/plain')
    }
  }
}

function responder(res: ServerResponse): Responder {
  const send = (status: number, body: Buffer, contentType: string, headers: Record<string, string> = {}) => {
    if (res.headersSent) return
    res.writeHead(status, { 'content-type': contentType, 'content-length': String(body.length), ...headers })
    res.end(body)
  }
  return {
    json: (status, body, headers) => send(status, Buffer.from(toWireJson(body)), 'application/json; charset=utf-8', headers),
    text: (status, body, contentType, headers) => send(status, Buffer.from(body), contentType, headers),
    bytes: (status, body, contentType, headers) => send(status, body, contentType, headers),
    redirect: (status, location) => {
      res.writeHead(status, { location, 'content-length': '0' })
      res.end()
    },
    raw: res,
  }
}

const HTML_PAGE = '<!DOCTYPE html><html><head><title>Just a moment...</title></head><body><p>Please wait.</p></body></html>'

/** Returns true when the fault produced the whole response; false to let the route answer. */
async function applyFault(fault: Fault, res: ServerResponse, respond: Responder): Promise<boolean> {
  switch (fault.kind) {
    case 'status':
      respond.text(fault.status, fault.body ?? '', fault.contentType ?? 'text/plain', fault.headers)
      return true
    case 'reset-mid-body': {
      const body = Buffer.from(toWireJson({ data: Array.from({ length: 200 }, (_, i) => ({ id: `item${i}` })) }))
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(body.length) })
      res.write(body.subarray(0, body.length >> 1))
      await new Promise((resolve) => setImmediate(resolve))
      res.socket?.destroy()
      return true
    }
    case 'truncated-json':
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"data":[{"id":"abc123","url":"https:\\/\\/exa')
      return true
    case 'html-for-json':
    case 'html-for-image':
      respond.text(200, HTML_PAGE, 'text/html; charset=UTF-8')
      return true
    case 'slow':
      await new Promise((resolve) => setTimeout(resolve, fault.delayMs))
      return false
    case 'huge-json': {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(fault.bytes) })
      const filler = 'x'.repeat(64 * 1024)
      res.write('{"pad":"')
      let written = 8
      while (written + filler.length + 2 < fault.bytes && !res.destroyed) {
        if (!res.write(filler)) await new Promise((resolve) => res.once('drain', resolve))
        written += filler.length
      }
      res.end(`${'x'.repeat(Math.max(0, fault.bytes - written - 2))}"}`)
      return true
    }
    case 'wrong-content-type':
      res.setHeader('content-type', fault.contentType)
      // Let the route write the body; its own content-type is overridden below.
      res.writeHead = ((original) =>
        function (this: ServerResponse, status: number, headers?: Record<string, string>) {
          return original.call(this, status, { ...headers, 'content-type': fault.contentType })
        })(res.writeHead.bind(res)) as ServerResponse['writeHead']
      return false
  }
}
