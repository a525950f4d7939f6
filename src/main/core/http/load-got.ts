// got, loaded when the first request is sent: it is the largest module the command line would load
// (tens of milliseconds of a start), and planning a request (`--dry-run`), reading the library or
// setting a picture already on disk never needs it.
import type { Got } from 'got'

let loaded: Promise<Got> | null = null

export function loadGot(): Promise<Got> {
  loaded ??= import('got').then((module) => module.default)
  return loaded
}
