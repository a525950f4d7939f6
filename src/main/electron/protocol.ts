// Library images reach the window as tapestry://library/<libraryId>: an opaque id looked up in the
// library, never a path from the renderer and never file://.
import { pathToFileURL } from 'node:url'
import { net, protocol } from 'electron'
import type { Library } from '../core/library/library'
import { libraryIdFromUrl } from './security'

export const SCHEME = 'tapestry'

/** Must run before the app is ready. */
export function registerSchemePrivileges(): void {
  protocol.registerSchemesAsPrivileged([{ scheme: SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true } }])
}

export function registerLibraryProtocol(library: () => Library): void {
  protocol.handle(SCHEME, async (request) => {
    const id = libraryIdFromUrl(request.url)
    const entry = id === null ? undefined : library().get(id)
    if (!entry) return new Response('Not found', { status: 404 })
    return net.fetch(pathToFileURL(library().pathOf(entry)).toString())
  })
}
