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
  const notFound = () => new Response('Not found', { status: 404 })
  protocol.handle(SCHEME, async (request) => {
    const id = libraryIdFromUrl(request.url)
    if (id === null || request.method !== 'GET') return notFound()
    try {
      const entry = library().get(id)
      if (!entry) return notFound()
      return await net.fetch(pathToFileURL(library().pathOf(entry)).toString())
    } catch {
      // A library file that cannot be read, or an image deleted behind Tapestry's back.
      return notFound()
    }
  })
}
