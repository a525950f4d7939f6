// Pictures reach the window through tapestry: by opaque id, never a path from the renderer and
// never file://: tapestry://library/<libraryId> for the library's downloads, and for the person's
// own folders tapestry://thumb/<id> (the cached thumbnail) and tapestry://local/<id> (sized for a
// screen), both made by core (local-folders/renditions.ts).
import { pathToFileURL } from 'node:url'
import { net, protocol } from 'electron'
import { parseLocalImageUrl } from '../../shared/local-image-url'
import type { Library } from '../core/library/library'
import type { LocalFolders } from '../core/local-folders/local-folders'
import { libraryIdFromUrl } from './security'

export const SCHEME = 'tapestry'

/** Must run before the app is ready. */
export function registerSchemePrivileges(): void {
  protocol.registerSchemesAsPrivileged([{ scheme: SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true } }])
}

/** A file on disk, with the content type core says it has (not the one its name suggests). */
async function fileResponse(file: string, type: string): Promise<Response> {
  const fetched = await net.fetch(pathToFileURL(file).toString())
  return new Response(fetched.body, { status: fetched.status, headers: { 'content-type': type } })
}

export function registerLibraryProtocol(library: () => Library, localFolders: LocalFolders): void {
  const notFound = () => new Response('Not found', { status: 404 })
  protocol.handle(SCHEME, async (request) => {
    if (request.method !== 'GET') return notFound()
    try {
      const local = parseLocalImageUrl(request.url)
      if (local !== null) {
        const rendition = await localFolders.rendition(local.kind, local.id)
        if (rendition === null) return notFound()
        if ('file' in rendition) return await fileResponse(rendition.file, rendition.type)
        return new Response(new Uint8Array(rendition.data), { headers: { 'content-type': rendition.type } })
      }
      const id = libraryIdFromUrl(request.url)
      const entry = id === null ? undefined : library().get(id)
      if (!entry) return notFound()
      return await net.fetch(pathToFileURL(library().pathOf(entry)).toString())
    } catch {
      // A file that cannot be read or decoded, or a picture deleted behind Tapestry's back.
      return notFound()
    }
  })
}
