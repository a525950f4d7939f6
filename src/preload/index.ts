import { contextBridge } from 'electron'

// window.api gains one function per contract operation with the typed IPC layer (issue 5);
// until then the renderer gets an empty, frozen api and nothing else.
contextBridge.exposeInMainWorld('api', Object.freeze({}))
