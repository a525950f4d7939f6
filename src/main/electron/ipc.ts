// The one place IPC handlers are registered (lint forbids ipcMain elsewhere): every contract
// operation, each through the same wrapper that checks the sender, parses the input with the
// contract's schema, runs the handler and answers with the contract's result.
import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron'
import { EVENTS, OPERATIONS, RequestIdSchema, type EventName, type EventPayload, type OperationName, type OperationResult } from '../../shared/ipc'
import { eventChannel } from '../../shared/window-api'
import { createRequestTracker, invokeOperation, withCancellation, type OperationHandlers, type RequestTracker } from '../core/operations/operations'
import { isTrustedSender, type SenderEvent, type TrustedPage } from './sender'

/** What handle() needs of ipcMain; tests pass a recording stand-in. */
export interface InvokeRegistry {
  handle(channel: string, listener: (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<unknown>): void
}

const UNTRUSTED: OperationResult<OperationName> = {
  ok: false,
  error: { kind: 'blocked', message: 'This request did not come from the Tapestry window and was refused.' },
}

/**
 * Registers `name` with the sender check and the contract's parsing. The preload sends the
 * window's request id after the input; a request with one can be cancelled by that id.
 */
export function handle<N extends OperationName>(registry: InvokeRegistry, name: N, handlers: OperationHandlers, trusted: () => TrustedPage | null, tracker: RequestTracker): void {
  registry.handle(name, async (event, input, requestId) => {
    if (!isTrustedSender(event as unknown as SenderEvent, trusted())) return UNTRUSTED
    const id = RequestIdSchema.safeParse(requestId)
    return tracker.run(id.success ? id.data : undefined, (signal) => invokeOperation(handlers, name, input, signal ? { signal } : {}))
  })
}

export function registerOperations(handlers: OperationHandlers, trusted: () => TrustedPage | null, registry: InvokeRegistry = ipcMain): OperationName[] {
  const tracker = createRequestTracker()
  const names = Object.keys(OPERATIONS) as OperationName[]
  for (const name of names) handle(registry, name, withCancellation(handlers, tracker), trusted, tracker)
  return names
}

/** Sends an event to the window, its payload checked against the contract first. */
export function sendEvent<N extends EventName>(
  webContents: Pick<WebContents, 'send' | 'isDestroyed'> | null,
  name: N,
  payload: EventPayload<N>,
  log: (line: string) => void = console.warn,
): void {
  if (!webContents || webContents.isDestroyed()) return
  const checked = EVENTS[name].safeParse(payload)
  // A payload off the contract is a bug in main: it never reaches the window, and it is not thrown
  // back into the core code that emitted it (a rotation step must not fail over its event).
  if (!checked.success) {
    log(`Tapestry did not send a ${name} event that does not match the contract.`)
    return
  }
  webContents.send(eventChannel(name), checked.data)
}
