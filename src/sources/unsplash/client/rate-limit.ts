import type { Headers } from 'got'

/** Unsplash's hourly budget as the last API response stated it (docs/apis.md, Unsplash "Errors and rate limits"). */
export interface UnsplashRateLimit {
  /** Requests allowed an hour for this access key. */
  limit: number
  /** Requests left this hour. */
  remaining: number
}

function headerCount(value: string | string[] | undefined): number | undefined {
  const text = Array.isArray(value) ? value[0] : value
  if (text === undefined || text.trim() === '') return undefined
  const count = Number(text)
  return Number.isSafeInteger(count) && count >= 0 ? count : undefined
}

/** Both X-Ratelimit-* headers of a response, or null when either is missing or not a count. */
export function readUnsplashRateLimit(headers: Headers): UnsplashRateLimit | null {
  const limit = headerCount(headers['x-ratelimit-limit'])
  const remaining = headerCount(headers['x-ratelimit-remaining'])
  return limit === undefined || remaining === undefined ? null : { limit, remaining }
}

/**
 * Unsplash documents no reset header: the budget renews at the turn of the hour. Hours start at the
 * same instants in every whole-hour time zone, so UTC serves.
 */
export function secondsToNextHour(nowMs: number): number {
  return 3600 - (Math.floor(nowMs / 1000) % 3600)
}
