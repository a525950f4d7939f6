// One typed error class per kind (docs/architecture.md, "Errors"), each carrying a plain sentence meant for a person.
// They are mapped to the boundary's error data once, in toErrorData.
import { TapestryError, ValidationError, type ErrorData, type TapestryErrorOptions } from '../../../shared/errors'

export { TapestryError, ValidationError }

export class CredentialsError extends TapestryError {
  constructor(message: string, options?: TapestryErrorOptions) {
    super('credentials', message, options)
    this.name = 'CredentialsError'
  }
}

export class RateLimitedError extends TapestryError {
  /** Seconds until the source is expected to answer again, when it said. */
  readonly retryAfter: number | undefined

  constructor(message: string, retryAfter?: number, options?: TapestryErrorOptions) {
    super('rate_limited', message, options)
    this.name = 'RateLimitedError'
    this.retryAfter = retryAfter
  }

  override toData(): ErrorData {
    return this.retryAfter === undefined ? super.toData() : { ...super.toData(), retryAfter: this.retryAfter }
  }
}

export class NotFoundError extends TapestryError {
  constructor(message: string, options?: TapestryErrorOptions) {
    super('not_found', message, options)
    this.name = 'NotFoundError'
  }
}

export class BlockedError extends TapestryError {
  constructor(message: string, options?: TapestryErrorOptions) {
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
  constructor(message: string, options?: TapestryErrorOptions) {
    super(message, options)
    this.name = 'AccessRefusedError'
  }
}

export class UpstreamError extends TapestryError {
  constructor(message: string, options?: TapestryErrorOptions) {
    super('upstream', message, options)
    this.name = 'UpstreamError'
  }
}

export class NetworkError extends TapestryError {
  constructor(message: string, options?: TapestryErrorOptions) {
    super('network', message, options)
    this.name = 'NetworkError'
  }
}

export class FilesystemError extends TapestryError {
  constructor(message: string, options?: TapestryErrorOptions) {
    super('filesystem', message, options)
    this.name = 'FilesystemError'
  }
}

export class WallpaperError extends TapestryError {
  constructor(message: string, options?: TapestryErrorOptions) {
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
  // The catalog's key, written here: src/shared stays free of the main process's catalog code.
  return { kind: 'upstream', message: 'Something went wrong inside Tapestry. Please try again.', text: { key: 'error.internal', values: {} } }
}

/** A retry delay in the unit people read it in: 30 seconds, 5 minutes, 2 hours; `later` when unknown. */
export function retryWait(seconds: number | undefined): { unit: 'later' | 'seconds' | 'minutes' | 'hours'; count: number } {
  if (seconds === undefined) return { unit: 'later', count: 0 }
  if (seconds < 90) return { unit: 'seconds', count: Math.max(1, Math.ceil(seconds)) }
  const minutes = Math.ceil(seconds / 60)
  if (minutes < 90) return { unit: 'minutes', count: minutes }
  return { unit: 'hours', count: Math.ceil(minutes / 60) }
}

/** Writes a retry delay the way people read it: "in 30 seconds", "in 5 minutes". */
export function describeRetryAfter(seconds: number | undefined): string {
  const { unit, count } = retryWait(seconds)
  if (unit === 'later') return 'later'
  return `in ${count} ${count === 1 ? unit.slice(0, -1) : unit}`
}
