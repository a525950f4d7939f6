// Days as APOD writes them (YYYY-MM-DD), and the little calendar arithmetic a date range's pages need.
// Days are handled as UTC midnights so that no time zone or summer time shift can move one.

const DAY_MS = 86_400_000
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** True for `2024-02-29`, false for `2023-02-29` or `2024-13-01`. */
export function isRealDay(text: string): boolean {
  const match = DAY_PATTERN.exec(text)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

function toUtcMs(day: string): number {
  return Date.parse(`${day}T00:00:00Z`)
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/** `day` moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  return fromUtcMs(toUtcMs(day) + days * DAY_MS)
}

/**
 * Today as the person's own calendar says it (the machine's local date): what "today" in a date
 * field means to them. NASA's own today runs on US time, so a day this allows may still be
 * unpublished: that answer is said as such (classify-response.ts).
 */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0')
  const day = String(now.getDate()).padStart(2, '0')
  return `${now.getFullYear()}-${month}-${day}`
}

/** `2024-06-05` → `240605`, the part of an APOD page's name that is the day. */
export function compactDay(day: string): string {
  return day.slice(2).replaceAll('-', '')
}
