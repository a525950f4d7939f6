import type { Headers } from 'got'

/** Reddit's rate-limit headers as last seen (docs/apis.md, Reddit "Errors and rate limits"). */
export interface RedditRateLimit {
  /** Requests spent in the current window. */
  used: number | null
  /** Requests left in the current window. */
  remaining: number | null
  /** Seconds until the window ends, counted from `observedAt`. */
  resetSeconds: number | null
  /** Epoch milliseconds when the headers arrived. */
  observedAt: number
}

/** Reddit sends decimal strings such as "99.0"; anything that is not a non-negative number is left out. */
function headerNumber(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value
  if (text === undefined || text.trim() === '') return null
  const number = Number(text)
  return Number.isFinite(number) && number >= 0 ? number : null
}

/** The rate-limit headers of a response, or null when it carried none. */
export function readRedditRateLimit(headers: Headers, observedAt: number): RedditRateLimit | null {
  const used = headerNumber(headers['x-ratelimit-used'])
  const remaining = headerNumber(headers['x-ratelimit-remaining'])
  const resetSeconds = headerNumber(headers['x-ratelimit-reset'])
  if (used === null && remaining === null && resetSeconds === null) return null
  return { used, remaining, resetSeconds, observedAt }
}

/** Seconds to wait before Reddit will take another request, or undefined when it can be sent now. */
export function secondsUntilAllowed(limit: RedditRateLimit | null, now: number): number | undefined {
  if (limit === null || limit.remaining === null || limit.remaining > 0 || limit.resetSeconds === null) return undefined
  const left = limit.resetSeconds - (now - limit.observedAt) / 1000
  return left > 0 ? left : undefined
}
