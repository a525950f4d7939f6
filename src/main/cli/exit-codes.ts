import type { ErrorKind } from '../../shared/errors'
import { AccessRefusedError, TapestryError } from '../core/errors'

/** Exit codes of design §5; scripts rely on them. */
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
