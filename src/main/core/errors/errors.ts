// One typed error class per kind (docs/architecture.md, "Errors"), each carrying a plain sentence meant for a person.
// They are mapped to the boundary's error data once, in toErrorData.
import { TapestryError, ValidationError, type ErrorData } from '../../../shared/errors'

export { TapestryError, ValidationError }

export class CredentialsError extends TapestryError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('credentials', message, options)
    this.name = 'CredentialsError'
  }
}

export class RateLimitedError extends TapestryError {
  /** Seconds until the source is expected to answer again, when it said. */
  readonly retryAfter: number | undefined

  constructor(message: string, retryAfter?: number, options?: { cause?: unknown }) {
    super('rate_limited', message, options)
    this.name = 'RateLimitedError'
    this.retryAfter = retryAfter
  }

  override toData(): ErrorData {
    return this.retryAfter === undefined ? super.toData() : { ...super.toData(), retryAfter: this.retryAfter }
  }
}

export class NotFoundError extends TapestryError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('not_found', message, options)
    this.name = 'NotFoundError'
  }
}

export class BlockedError extends TapestryError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('blocked', message, options)
    this.name = 'BlockedError'
  }
}

/**
 * The source refused access to what was asked for (a private, quarantined or gated community),
 * as opposed to blocking the request itself. Still `blocked` in the window (change the search);
 * the CLI exits 3 for it, as for other refused access (docs/cli.md).
 */
export class AccessRefusedError extends BlockedError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'AccessRefusedError'
  }
}

export class UpstreamError extends TapestryError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('upstream', message, options)
    this.name = 'UpstreamError'
  }
}

export class NetworkError extends TapestryError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('network', message, options)
    this.name = 'NetworkError'
  }
}

export class FilesystemError extends TapestryError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('filesystem', message, options)
    this.name = 'FilesystemError'
  }
}

export class WallpaperError extends TapestryError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('wallpaper', message, options)
    this.name = 'WallpaperError'
  }
}

/**
 * The one mapping from anything thrown to the data that crosses IPC, the bridge or the CLI.
 * Unknown errors become a generic sentence: their messages may carry paths, URLs or stack
 * fragments that a user should never see.
 */
export function toErrorData(error: unknown): ErrorData {
  if (error instanceof TapestryError) return error.toData()
  return { kind: 'upstream', message: 'Something went wrong inside Tapestry. Please try again.' }
}

/** Writes a retry delay the way people read it: "in 30 seconds", "in 5 minutes". */
export function describeRetryAfter(seconds: number | undefined): string {
  if (seconds === undefined) return 'later'
  if (seconds < 90) return `in ${Math.max(1, Math.ceil(seconds))} second${Math.ceil(seconds) === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)
  if (minutes < 90) return `in ${minutes} minutes`
  return `in ${Math.ceil(minutes / 60)} hours`
}
