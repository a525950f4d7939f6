// What the window sees as `window.api`: one function per contract operation and a subscription to
// events. The preload provides it over Electron IPC; the browser harness provides the same thing
// over its loopback bridge, so the renderer cannot tell them apart. Calls never throw for an
// operation's failure: they answer with the contract's result, `{ok: false, error}` included.
import type { EventName, EventPayload, OperationInput, OperationName, OperationResult } from './ipc'

/** Every event's name, without the schemas (the preload must not carry zod to know them). */
export const EVENT_NAMES = ['download.progress', 'download.finished', 'rotation.changed', 'library.changed'] as const satisfies readonly EventName[]
// Fails to compile when an event is added to the contract but not here.
const everyEventListed: [Exclude<EventName, (typeof EVENT_NAMES)[number]>] extends [never] ? true : never = true
void everyEventListed

/**
 * A call's options: plain data, since nothing else crosses Electron's contextBridge (an
 * AbortSignal does not). A call given a `requestId` can be stopped with `cancel({requestId})`.
 */
export interface CallOptions {
  requestId?: string
}

export type WindowApi = {
  readonly [N in OperationName]: (input?: OperationInput<N>, options?: CallOptions) => Promise<OperationResult<N>>
} & {
  /**
   * Whether `folders.choose` can show the system's folder picker: the app can; the browser harness
   * cannot (a page never learns a folder's path), and Settings offers the path field alone there.
   */
  readonly folderPicker?: boolean
  /**
   * The system's preferred languages as the main process has them (app.getPreferredSystemLanguages(),
   * which the menus follow), so the window speaks the menus' language; absent in the browser harness,
   * where navigator.languages stands in (src/shared/system-languages-argument.ts).
   */
  readonly systemLanguages?: readonly string[]
  /** Calls `callback` with each payload of `event`; returns the function that stops it. */
  readonly on: <E extends EventName>(event: E, callback: (payload: EventPayload<E>) => void) => () => void
}

/** Where the event `name` travels over Electron IPC and the bridge's event stream. */
export function eventChannel(name: EventName): string {
  return `event:${name}`
}
