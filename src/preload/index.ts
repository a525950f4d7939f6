// window.api for the sandboxed renderer: one function per contract operation and `on` for events.
// Nothing else crosses: no ipcRenderer, no Node. Bundled into one CommonJS file for the sandbox.
// Only types come from the contract, so the schemas (and zod) stay out of this file; the object
// below is checked against WindowApi, so an operation added to the contract and missing here
// does not compile.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import type { EventName, EventPayload, OperationInput, OperationName, OperationResult } from '../shared/ipc'
import { systemLanguagesFrom } from '../shared/system-languages-argument'
import { EVENT_NAMES, eventChannel, type CallOptions, type WindowApi } from '../shared/window-api'
import { SOURCE_OPERATION_NAMES, type SourceOperationName } from '../sources/operation-names'

/** Invokes the operation with its input, and the request id by which it can be cancelled. */
function call<N extends OperationName>(name: N): (input?: OperationInput<N>, options?: CallOptions) => Promise<OperationResult<N>> {
  return (input, options) => ipcRenderer.invoke(name, input, options?.requestId)
}

function on<E extends EventName>(event: E, callback: (payload: EventPayload<E>) => void): () => void {
  if (!(EVENT_NAMES as readonly string[]).includes(event)) throw new Error(`Unknown event ${String(event)}`)
  const channel = eventChannel(event)
  // Only the payload reaches the page, never Electron's event object (it carries `sender`).
  const listener = (_event: IpcRendererEvent, payload: EventPayload<E>) => callback(payload)
  ipcRenderer.on(channel, listener)
  return () => {
    ipcRenderer.removeListener(channel, listener)
  }
}

const api: WindowApi = {
  search: call('search'),
  setWallpaper: call('setWallpaper'),
  download: call('download'),
  'library.favourites': call('library.favourites'),
  'library.favouriteRefs': call('library.favouriteRefs'),
  'library.addFavourite': call('library.addFavourite'),
  'library.removeFavourite': call('library.removeFavourite'),
  'library.history': call('library.history'),
  'library.blocklist': call('library.blocklist'),
  'library.block': call('library.block'),
  'library.unblock': call('library.unblock'),
  'library.downloads': call('library.downloads'),
  'library.showInFolder': call('library.showInFolder'),
  'settings.get': call('settings.get'),
  'settings.set': call('settings.set'),
  'rotation.status': call('rotation.status'),
  'rotation.start': call('rotation.start'),
  'rotation.stop': call('rotation.stop'),
  'rotation.next': call('rotation.next'),
  'rotation.configure': call('rotation.configure'),
  'rotation.previous': call('rotation.previous'),
  'library.favouriteCurrent': call('library.favouriteCurrent'),
  'library.blockCurrent': call('library.blockCurrent'),
  displays: call('displays'),
  'displays.showing': call('displays.showing'),
  'wallpaper.method': call('wallpaper.method'),
  cancel: call('cancel'),
  notices: call('notices'),
  'loginItem.get': call('loginItem.get'),
  'loginItem.set': call('loginItem.set'),
  'logs.open': call('logs.open'),
  'folders.list': call('folders.list'),
  'folders.add': call('folders.add'),
  'folders.remove': call('folders.remove'),
  'folders.choose': call('folders.choose'),
  'shortcuts.status': call('shortcuts.status'),
  'updates.status': call('updates.status'),
  'library.item': call('library.item'),
  'library.showing': call('library.showing'),
  // Each source's own operations (src/sources/operations.ts).
  ...(Object.fromEntries(SOURCE_OPERATION_NAMES.map((name) => [name, call(name)])) as { [Name in SourceOperationName]: WindowApi[Name] }),
  on,
  folderPicker: true,
  // The main process's list, passed in the renderer's process.argv (webPreferences.additionalArguments).
  systemLanguages: systemLanguagesFrom(process.argv) ?? [],
}
contextBridge.exposeInMainWorld('api', api)
