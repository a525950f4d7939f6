// The harness build's entry: `window.api` talks to the loopback bridge, then the real renderer
// starts. (The Electron build gets `window.api` from the preload instead; this file is not in it.)
import { createHttpWindowApi } from './window-api-over-http'

Object.defineProperty(window, 'api', { value: createHttpWindowApi(window.location.origin), enumerable: true })

// Imported only now: the renderer reads window.api as it starts.
void import('../../src/renderer/src/main')
