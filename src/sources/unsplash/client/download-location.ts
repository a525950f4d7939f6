import { ValidationError } from '../../../shared/errors'

function refused(message: string): ValidationError {
  return new ValidationError([{ field: 'links.download_location', message }])
}

/**
 * A photo's `links.download_location` as a path below the configured base URL, query string (its
 * `ixid`) kept exactly. Anything that points elsewhere is refused before sending: the access key
 * goes only to the configured API, never to an address a record happens to carry.
 */
export function downloadPathBelowBase(baseUrl: string, location: string): string {
  let url: URL
  try {
    url = new URL(location)
  } catch {
    throw refused('must be an absolute address')
  }
  const base = new URL(baseUrl)
  const prefix = `${base.origin}${base.pathname.replace(/\/+$/, '')}/`
  // The fragment never goes on the wire; userinfo would send credentials of its own.
  const target = `${url.origin}${url.pathname}${url.search}`
  if (url.username !== '' || url.password !== '' || !target.startsWith(prefix)) {
    throw refused('must be an address of the Unsplash API set in Settings; the access key is never sent anywhere else')
  }
  return target.slice(prefix.length)
}
