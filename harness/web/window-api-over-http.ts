// `window.api` for the browser harness: every contract operation as a POST to the loopback bridge,
// and events from its Server-Sent Events stream. The renderer cannot tell it from the preload's.
// A call never throws for an operation's failure; if the bridge cannot be reached it answers a
// network failure as data too. A call's request id travels in a header, so `cancel` stops it in
// the bridge, as it does over Electron IPC.
import { OPERATIONS, type EventName, type EventPayload, type OperationName, type OperationResult } from '../../src/shared/ipc'
import { eventChannel, type CallOptions, type WindowApi } from '../../src/shared/window-api'

const UNREACHABLE = { kind: 'network', message: 'Tapestry could not reach the harness bridge. Is `npm run demo` still running?' } as const
const GARBLED = { kind: 'upstream', message: 'The harness bridge gave an answer Tapestry does not understand.' } as const

function isResult(value: unknown): value is OperationResult<OperationName> {
  return value !== null && typeof value === 'object' && typeof (value as { ok?: unknown }).ok === 'boolean'
}

export function createHttpWindowApi(baseUrl: string): WindowApi {
  async function call(name: OperationName, input: unknown, options: CallOptions = {}): Promise<OperationResult<OperationName>> {
    let response: Response
    try {
      response = await fetch(`${baseUrl}/api/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(options.requestId ? { 'x-tapestry-request': options.requestId } : {}) },
        body: JSON.stringify(input ?? null),
      })
    } catch {
      return { ok: false, error: UNREACHABLE }
    }
    const body: unknown = await response.json().catch(() => undefined)
    return isResult(body) ? body : { ok: false, error: GARBLED }
  }

  let source: EventSource | null = null
  function events(): EventSource {
    source ??= new EventSource(`${baseUrl}/api/events`)
    return source
  }

  const operations = Object.fromEntries((Object.keys(OPERATIONS) as OperationName[]).map((name) => [name, (input?: unknown, options?: CallOptions) => call(name, input, options)]))

  return Object.freeze({
    ...operations,
    on<E extends EventName>(event: E, callback: (payload: EventPayload<E>) => void) {
      const listener = (message: MessageEvent<string>) => {
        try {
          callback(JSON.parse(message.data) as EventPayload<E>)
        } catch {
          // A garbled event is dropped; the next one will do.
        }
      }
      const stream = events()
      stream.addEventListener(eventChannel(event), listener)
      return () => stream.removeEventListener(eventChannel(event), listener)
    },
  }) as unknown as WindowApi
}
