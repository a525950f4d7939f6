// How a picture in one of the person's own folders is named across the process boundary: an opaque
// id (a hash of its path, never the path) and two `tapestry:` URLs the main process serves — a
// cached thumbnail for the grid and a screen-sized rendition for the preview. The window never
// gets a path or a file:// URL, and never decodes the full-size original.

/** A local image's id: the first 128 bits of the SHA-256 of its absolute path, in hex. */
export const LOCAL_IMAGE_ID = /^[0-9a-f]{32}$/

/** What each URL host serves: `thumb` the grid's thumbnail, `local` the image sized for a screen. */
export type LocalImageKind = 'thumb' | 'local'

export function localImageUrl(kind: LocalImageKind, id: string): string {
  return `tapestry://${kind}/${id}`
}

/** `tapestry://thumb/<id>` or `tapestry://local/<id>` → its kind and id; null for anything else. */
export function parseLocalImageUrl(url: string): { kind: LocalImageKind; id: string } | null {
  try {
    const parsed = new URL(url)
    if (parsed.protocol !== 'tapestry:' || (parsed.hostname !== 'thumb' && parsed.hostname !== 'local')) return null
    if (parsed.search !== '' || parsed.hash !== '' || parsed.username !== '' || parsed.port !== '') return null
    const id = parsed.pathname.replace(/^\//, '')
    return LOCAL_IMAGE_ID.test(id) ? { kind: parsed.hostname, id } : null
  } catch {
    return null
  }
}
