// The browser harness's loopback bridge (docs/architecture.md, "Layers"): the window's operations over HTTP, so the real
// renderer can run in a browser against the real core. A development tool only; the packaged app
// never contains it.
//
//   POST /api/<operation>   JSON body (the operation's input; `null` for none) → JSON OperationResult
//   GET  /api/events        Server-Sent Events: each core event as `event: event:<name>`, data JSON
//   GET  /tapestry/thumb/<id>, /tapestry/local/<id>
//                           what the app serves as tapestry://thumb|local/<id> (a browser cannot
//                           load a scheme of ours): the harness build's image-src.ts points there
//   GET  /…                 the harness-built renderer (static files)
//
// It listens on 127.0.0.1 only, answers only requests addressed to that host and port (a page on
// another site cannot reach it through DNS rebinding) and refuses cross-site posts, bodies that are
// not JSON or are over 1 MiB, and unknown operations, each as a validation failure.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { createRequestTracker, invokeOperation, isOperationName, withCancellation, type OperationHandlers } from '../src/main/core/operations/operations'
import type { LocalFolders } from '../src/main/core/local-folders/local-folders'
import type { ErrorData } from '../src/shared/errors'
import { RequestIdSchema, type OperationName } from '../src/shared/ipc'
import { parseLocalImageUrl } from '../src/shared/local-image-url'
import { eventChannel } from '../src/shared/window-api'
import type { EventHub } from './event-hub'
import { resolveStaticFile, sendFile } from './static-files'

export const MAX_BODY_BYTES = 1024 * 1024
const KEEPALIVE_MS = 15_000

export interface BridgeOptions {
  handlers: OperationHandlers
  events: EventHub
  /** The harness-built renderer (out/harness/web). */
  staticDir: string
  /** 0 (the default) picks a free port. */
  port?: number
  /** The Content-Security-Policy sent with the page; the renderer's own meta tag applies as well. */
  contentSecurityPolicy?: string
  /** The thumbnails and renditions of the person's folders, as the app's tapestry: protocol serves them. */
  localImages?: Pick<LocalFolders, 'rendition'>
}

export interface Bridge {
  /** `http://127.0.0.1:<port>` */
  readonly url: string
  close(): Promise<void>
}

class BridgeRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

function validation(message: string): ErrorData {
  return { kind: 'validation', message, issues: [{ field: '', message }] }
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  })
  response.end(text)
}

function refuse(response: ServerResponse, status: number, message: string): void {
  sendJson(response, status, { ok: false, error: validation(message) })
}

async function readBody(request: IncomingMessage): Promise<string> {
  const declared = Number(request.headers['content-length'])
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw new BridgeRefusal(413, 'The request body is larger than 1 MiB.')
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw new BridgeRefusal(413, 'The request body is larger than 1 MiB.')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function isJson(request: IncomingMessage): boolean {
  const type = request.headers['content-type'] ?? ''
  return /^application\/json\s*(?:;|$)/i.test(type)
}

export async function startBridge(options: BridgeOptions): Promise<Bridge> {
  const requests = createRequestTracker()
  const handlers = withCancellation(options.handlers, requests)
  const sockets = new Set<Socket>()
  const streams = new Set<ServerResponse>()
  let origin = ''
  let allowedHosts = new Set<string>()
  let allowedOrigins = new Set<string>()

  async function operation(name: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'POST') {
      response.setHeader('allow', 'POST')
      return refuse(response, 405, 'Operations are called with POST.')
    }
    // A browser sends Origin with every cross-site POST: only the harness page itself may call.
    const from = request.headers.origin
    if (from !== undefined && !allowedOrigins.has(from)) return refuse(response, 403, 'Only the harness page may call the bridge.')
    if (!isJson(request)) return refuse(response, 415, 'The request body must be JSON (Content-Type: application/json).')
    let input: unknown
    try {
      const text = await readBody(request)
      input = text.trim() === '' ? undefined : (JSON.parse(text) as unknown)
    } catch (error) {
      if (error instanceof BridgeRefusal) {
        refuse(response, error.status, error.message)
        request.resume()
        return
      }
      return refuse(response, 400, 'The request body is not valid JSON.')
    }
    // The window sends `null` for operations without input.
    if (input === null) input = undefined
    // A tab that goes away stops its operation; so does `cancel` with the call's request id.
    const abort = new AbortController()
    response.on('close', () => {
      if (!response.writableFinished) abort.abort()
    })
    const requestId = RequestIdSchema.safeParse(request.headers['x-tapestry-request'])
    const result = await requests.run(requestId.success ? requestId.data : undefined, (cancelled) =>
      invokeOperation(handlers, name as OperationName, input, { signal: cancelled ? AbortSignal.any([abort.signal, cancelled]) : abort.signal }),
    )
    if (abort.signal.aborted) return
    sendJson(response, isOperationName(name) ? 200 : 404, result)
  }

  function eventStream(request: IncomingMessage, response: ServerResponse): void {
    if (request.method !== 'GET') return refuse(response, 405, 'The event stream is read with GET.')
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-content-type-options': 'nosniff',
    })
    response.write('retry: 2000\n\n')
    streams.add(response)
    const stop = options.events.subscribe((name, payload) => {
      response.write(`event: ${eventChannel(name)}\ndata: ${JSON.stringify(payload)}\n\n`)
    })
    const keepalive = setInterval(() => response.write(': keepalive\n\n'), KEEPALIVE_MS)
    response.on('close', () => {
      stop()
      clearInterval(keepalive)
      streams.delete(response)
    })
  }

  /** A picture of the person's folders, by the same kind and id as tapestry://<kind>/<id>. */
  async function localImage(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    if (request.method !== 'GET') return refuse(response, 405, 'Pictures are read with GET.')
    const wanted = parseLocalImageUrl(`tapestry://${path.slice('/tapestry/'.length)}`)
    const rendition = wanted === null ? null : await options.localImages?.rendition(wanted.kind, wanted.id).catch(() => null)
    if (!rendition) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
      response.end('Not found')
      return
    }
    const headers = { 'content-type': rendition.type, 'x-content-type-options': 'nosniff' }
    if ('file' in rendition) return sendFile(response, rendition.file, headers)
    response.writeHead(200, { ...headers, 'content-length': String(rendition.data.length), 'cache-control': 'no-cache' })
    response.end(rendition.data)
  }

  async function page(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return refuse(response, 405, 'Only GET is served here.')
    const file = await resolveStaticFile(options.staticDir, path)
    if (file === null) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
      response.end('Not found')
      return
    }
    const headers: Record<string, string> = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' }
    if (file.endsWith('.html') && options.contentSecurityPolicy) headers['content-security-policy'] = options.contentSecurityPolicy
    sendFile(response, file, headers)
  }

  async function dispatch(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (!allowedHosts.has(request.headers.host ?? '')) {
      response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' })
      response.end('This bridge answers only on its loopback address.')
      return
    }
    const path = new URL(request.url ?? '/', origin).pathname
    if (path === '/api/events') return eventStream(request, response)
    if (path.startsWith('/api/')) return operation(path.slice('/api/'.length), request, response)
    if (path.startsWith('/tapestry/')) return localImage(request, response, path)
    return page(request, response, path)
  }

  const server: Server = createServer((request, response) => {
    dispatch(request, response).catch(() => {
      if (!response.headersSent) sendJson(response, 500, { ok: false, error: { kind: 'upstream', message: 'The harness bridge failed.' } })
      else response.destroy()
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  origin = `http://127.0.0.1:${port}`
  allowedHosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`])
  allowedOrigins = new Set([...allowedHosts].map((host) => `http://${host}`))

  return {
    url: origin,
    async close() {
      for (const stream of streams) stream.end()
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
