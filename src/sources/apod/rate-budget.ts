// api.nasa.gov's limits, kept on Tapestry's side (https://api.nasa.gov, "Web Service Rate Limits"
// and "DEMO_KEY Rate Limits"): 1,000 requests an hour for a person's own key; DEMO_KEY allows 30 an
// hour and 50 a day from one address. Both windows roll. A 429 carries no Retry-After, so a call
// that would break a window is refused here, with the wait, before it is sent.

export const DEMO_KEY = 'DEMO_KEY'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

interface Window {
  limit: number
  ms: number
}

const DEMO_WINDOWS: readonly Window[] = [
  { limit: 30, ms: HOUR_MS },
  { limit: 50, ms: DAY_MS },
]
const OWN_KEY_WINDOWS: readonly Window[] = [{ limit: 1000, ms: HOUR_MS }]

export interface ApodRateBudget {
  readonly demo: boolean
  /** When each attempt reached the wire in the last day, oldest first (epoch ms). */
  readonly starts: number[]
}

export function createApodRateBudget(apiKey: string): ApodRateBudget {
  return { demo: apiKey === DEMO_KEY, starts: [] }
}

// One budget per key for the whole process: the window, the command line and rotation spend the
// same hour (and DEMO_KEY's limit is per address, whoever sends).
const budgets = new Map<string, ApodRateBudget>()

export function sharedApodRateBudget(apiKey: string): ApodRateBudget {
  let budget = budgets.get(apiKey)
  if (budget === undefined) {
    budget = createApodRateBudget(apiKey)
    budgets.set(apiKey, budget)
  }
  return budget
}

function windows(budget: ApodRateBudget): readonly Window[] {
  return budget.demo ? DEMO_WINDOWS : OWN_KEY_WINDOWS
}

function forgetOld(budget: ApodRateBudget, now: number): void {
  while (budget.starts.length > 0 && now - (budget.starts[0] as number) >= DAY_MS) budget.starts.shift()
}

/** Counts one attempt on the wire (retries included). */
export function recordApodAttempt(budget: ApodRateBudget, now = Date.now()): void {
  forgetOld(budget, now)
  budget.starts.push(now)
}

/** Seconds until one more request stays within every window, or 0 when it may go now. */
export function apodWaitSeconds(budget: ApodRateBudget, now = Date.now()): number {
  forgetOld(budget, now)
  let waitMs = 0
  for (const { limit, ms } of windows(budget)) {
    const inWindow = budget.starts.filter((start) => now - start < ms)
    if (inWindow.length < limit) continue
    // The oldest start that must leave the window before one more fits.
    const leaving = inWindow[inWindow.length - limit] as number
    waitMs = Math.max(waitMs, leaving + ms - now)
  }
  return waitMs === 0 ? 0 : Math.max(1, Math.ceil(waitMs / 1000))
}

/** The limits in words, as the sentence of a refused call says them. */
export function describeApodLimits(budget: ApodRateBudget): string {
  return budget.demo
    ? "NASA's DEMO_KEY allows 30 requests an hour and 50 a day from one address"
    : 'A NASA API key allows 1,000 requests an hour'
}
