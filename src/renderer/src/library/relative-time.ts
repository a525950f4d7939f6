// When something happened, as people say it ("2 hours ago", "yesterday", "last week") and exactly
// ("Thursday 26 November 2026 at 14:05"), in the window's language, through Intl: no date library,
// no fixed US format, no seconds.

const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
]

/** The languages the window is in (navigator.languages), for Intl. */
export function windowLocales(): readonly string[] {
  // Through globalThis: this module is also tested under Node, which has no DOM types.
  return (globalThis as { navigator?: { languages?: readonly string[] } }).navigator?.languages ?? []
}

/** "2 hours ago", "yesterday", "just now"; the ISO text itself when it is not a time. */
export function relativeTime(iso: string, now: number, locales: readonly string[] = windowLocales()): string {
  const at = Date.parse(iso)
  if (Number.isNaN(at)) return iso
  const seconds = (at - now) / 1000
  const format = new Intl.RelativeTimeFormat([...locales], { numeric: 'auto' })
  // Under a minute (or a clock a little ahead of the record's): "this minute", never a count of seconds.
  if (Math.abs(seconds) < 60) return format.format(0, 'minute')
  let amount = seconds / 60
  for (const [unit, size] of STEPS.slice(1)) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit)
    amount /= size
  }
  return format.format(Math.round(amount), 'year')
}

/** The exact date and time, to the minute, as the window's language writes it. */
export function exactTime(iso: string, locales: readonly string[] = windowLocales()): string {
  const at = new Date(iso)
  if (Number.isNaN(at.getTime())) return iso
  return new Intl.DateTimeFormat([...locales], { dateStyle: 'full', timeStyle: 'short' }).format(at)
}
