import type { ErrorKind } from '../../shared/errors'
import { AccessRefusedError, TapestryError } from '../core/errors/errors'

/** Exit codes of docs/cli.md; scripts rely on them. */
export const EXIT = Object.freeze({
  ok: 0,
  validation: 2,
  credentials: 3,
  rateLimited: 4,
  notFound: 5,
  upstream: 6,
  wallpaper: 7,
  /** Tapestry's own files could not be read or written (a full disk, a read-only folder). */
  filesystem: 8,
})

/** Each exit code as help lists it (the runtime check's 1 is said by the runtime-check itself). */
export const EXIT_CODE_HELP: readonly (readonly [number, string])[] = [
  [EXIT.ok, 'success'],
  [1, 'this Node.js is too old to run Tapestry'],
  [EXIT.validation, 'the command line or a value is not valid (the message names it); nothing was sent or changed'],
  [EXIT.credentials, 'a key is missing or was refused, or the source refused access'],
  [EXIT.rateLimited, 'rate limited; the message says when to try again'],
  [EXIT.notFound, 'not found (an id, a picture, a wallpaper Tapestry set)'],
  [EXIT.upstream, 'any other failure of the source or the network'],
  [EXIT.wallpaper, 'the wallpaper could not be set'],
  [EXIT.filesystem, "Tapestry's own files could not be read or written"],
]

export function exitCodeFor(kind: ErrorKind): number {
  switch (kind) {
    case 'validation':
      return EXIT.validation
    case 'credentials':
      return EXIT.credentials
    case 'rate_limited':
      return EXIT.rateLimited
    case 'not_found':
      return EXIT.notFound
    case 'wallpaper':
      return EXIT.wallpaper
    case 'filesystem':
      return EXIT.filesystem
    case 'blocked':
    case 'upstream':
    case 'network':
      return EXIT.upstream
  }
}

/**
 * The exit code of anything a command threw. A source refusing access to what was asked (a private
 * community) is a refusal like a refused key: 3, though the window shows it as blocked.
 */
export function exitCodeForError(error: unknown): number {
  if (error instanceof AccessRefusedError) return EXIT.credentials
  return error instanceof TapestryError ? exitCodeFor(error.kind) : EXIT.upstream
}
