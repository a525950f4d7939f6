// What the window sees as `window.api`: one function per contract operation and a subscription to
// events. The preload provides it over Electron IPC; the browser harness provides the same thing
// over its loopback bridge, so the renderer cannot tell them apart. Calls never throw for an
// operation's failure: they answer with the contract's result, `{ok: false, error}` included.
import type { EventName, EventPayload, OperationInput, OperationName, OperationResult } from './ipc'

export type WindowApi = {
  readonly [N in OperationName]: (input?: OperationInput<N>) => Promise<OperationResult<N>>
} & {
  /**
   * True when calls take a second `{signal}` argument that cancels them (the browser bridge). Over
   * Electron's contextBridge an AbortSignal cannot cross, so there the caller only drops the answer.
   */
  readonly cancellable?: boolean
  /** Calls `callback` with each payload of `event`; returns the function that stops it. */
  readonly on: <E extends EventName>(event: E, callback: (payload: EventPayload<E>) => void) => () => void
}

/** Where the event `name` travels over Electron IPC and the bridge's event stream. */
export function eventChannel(name: EventName): string {
  return `event:${name}`
}
