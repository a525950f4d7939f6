// window.api for the sandboxed renderer: one function per contract operation and `on` for events.
// Nothing else crosses: no ipcRenderer, no Node. Bundled into one CommonJS file for the sandbox.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import { EVENTS, OPERATIONS, type EventName, type EventPayload, type OperationName } from '../shared/ipc'
import { eventChannel, type WindowApi } from '../shared/window-api'

const operations = Object.fromEntries(
  (Object.keys(OPERATIONS) as OperationName[]).map((name) => [name, (input?: unknown) => ipcRenderer.invoke(name, input)]),
)

function on<E extends EventName>(event: E, callback: (payload: EventPayload<E>) => void): () => void {
  if (!Object.hasOwn(EVENTS, event)) throw new Error(`Unknown event ${String(event)}`)
  const channel = eventChannel(event)
  // Only the payload reaches the page, never Electron's event object (it carries `sender`).
  const listener = (_event: IpcRendererEvent, payload: EventPayload<E>) => callback(payload)
  ipcRenderer.on(channel, listener)
  return () => {
    ipcRenderer.removeListener(channel, listener)
  }
}

const api = { ...operations, on } as unknown as WindowApi
contextBridge.exposeInMainWorld('api', api)
