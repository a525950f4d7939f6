// Pexels' limits, kept on Tapestry's side (https://www.pexels.com/api/documentation/, "Guidelines"
// and "Request Statistics"): 200 requests an hour and 20,000 a month by default. Every successful
// answer says what is left of the month (X-Ratelimit-Remaining) and when it renews
// (X-Ratelimit-Reset, a UNIX time); a 429 carries neither (Pexels' help centre: "How do I see how
// many requests I have remaining"), so the last ones seen are remembered to say the wait.
import type { Headers } from 'got'

/** The documented hourly limit. */
export const PEXELS_REQUESTS_PER_HOUR = 200
const HOUR_MS = 3_600_000

export interface PexelsRateBudget {
  /** Attempts that reached the wire in the last hour, oldest first (performance.now()). */
  readonly starts: number[]
  /** The month's requests left, as the last successful answer said. */
  remaining: number | undefined
  /** When the month's budget renews, epoch milliseconds, as the last successful answer said. */
  resetAtMs: number | undefined
}

export function createPexelsRateBudget(): PexelsRateBudget {
  return { starts: [], remaining: undefined, resetAtMs: undefined }
}

// One budget per key for the whole process: every client made for the same key spends the same
// hour and the same month, whoever made it (the window, the command line, rotation).
const budgets = new Map<string, PexelsRateBudget>()

export function sharedPexelsRateBudget(apiKey: string): PexelsRateBudget {
  let budget = budgets.get(apiKey)
  if (budget === undefined) {
    budget = createPexelsRateBudget()
    budgets.set(apiKey, budget)
  }
  return budget
}

function forgetOldStarts(budget: PexelsRateBudget, now: number): void {
  while (budget.starts.length > 0 && now - (budget.starts[0] as number) >= HOUR_MS) budget.starts.shift()
}

/** Counts one attempt on the wire (retries included). */
export function recordAttempt(budget: PexelsRateBudget, now = performance.now()): void {
  forgetOldStarts(budget, now)
  budget.starts.push(now)
}

/**
 * Seconds to wait before a call of up to `attempts` attempts stays within the hour, or 0 when it
 * may go now.
 */
export function hourlyWaitSeconds(budget: PexelsRateBudget, attempts: number, now = performance.now()): number {
  forgetOldStarts(budget, now)
  const over = budget.starts.length + attempts - PEXELS_REQUESTS_PER_HOUR
  if (over <= 0) return 0
  const freedAt = (budget.starts[Math.min(over, budget.starts.length) - 1] as number) + HOUR_MS
  return Math.max(1, Math.ceil((freedAt - now) / 1000))
}

function headerNumber(value: string | string[] | undefined): number | undefined {
  const text = Array.isArray(value) ? value[0] : value
  if (text === undefined || text.trim() === '') return undefined
  const number = Number(text)
  return Number.isFinite(number) ? number : undefined
}

/** Remembers what a successful answer said of the month's budget. */
export function noteRateHeaders(budget: PexelsRateBudget, headers: Headers): void {
  const remaining = headerNumber(headers['x-ratelimit-remaining'])
  const reset = headerNumber(headers['x-ratelimit-reset'])
  if (remaining !== undefined) budget.remaining = Math.max(0, Math.floor(remaining))
  if (reset !== undefined) budget.resetAtMs = reset * 1000
}

/** Seconds until the month's budget renews, when it is known and still ahead. */
export function secondsToReset(budget: PexelsRateBudget, nowMs = Date.now()): number | undefined {
  if (budget.resetAtMs === undefined || budget.resetAtMs <= nowMs) return undefined
  return Math.ceil((budget.resetAtMs - nowMs) / 1000)
}

/** The month's budget is known to be spent and not yet renewed. */
export function monthSpent(budget: PexelsRateBudget, nowMs = Date.now()): boolean {
  return budget.remaining === 0 && secondsToReset(budget, nowMs) !== undefined
}
