// The command line's numbers and dates in the person's locale, its words in English (as git and
// most tools do; docs/i18n.md). The locale is POSIX's: LC_ALL, then the category's own variable
// (LC_NUMERIC for numbers, LC_TIME for dates), then LANG; "de_DE.UTF-8" is read as "de-DE".

type Env = Record<string, string | undefined>

export interface CliLocale {
  /** A BCP 47 tag for Intl.NumberFormat; en-US where none is set, or C or POSIX. */
  numbers: string
  /** A BCP 47 tag for Intl.DateTimeFormat; null where none is set, or C or POSIX (the ISO-like "2026-11-21 13:05"). */
  times: string | null
}

/** "de_DE.UTF-8" → "de-DE", "sr_RS@latin" → "sr-RS"; null for C, POSIX, nothing, or what Intl does not take. */
export function posixToBcp47(value: string | undefined): string | null {
  const tag = (value ?? '').trim().replace(/[.@].*$/, '').replaceAll('_', '-')
  if (tag === '' || tag === 'C' || tag === 'POSIX') return null
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null
  } catch {
    return null
  }
}

/** POSIX: a non-empty LC_ALL wins, then the category's variable, then LANG. */
function categoryValue(env: Env, category: 'LC_NUMERIC' | 'LC_TIME'): string | undefined {
  return [env['LC_ALL'], env[category], env['LANG']].find((value) => value !== undefined && value !== '')
}

export function cliLocale(env: Env): CliLocale {
  return {
    numbers: posixToBcp47(categoryValue(env, 'LC_NUMERIC')) ?? 'en-US',
    times: posixToBcp47(categoryValue(env, 'LC_TIME')),
  }
}

/** 1234 as "1,234" (en-US, C), "1.234" (de-DE), "1 234" (fr-FR). */
export function formatCount(value: number, locale: CliLocale): string {
  return new Intl.NumberFormat(locale.numbers).format(value)
}

/** A moment to the minute in the local time zone: "21.11.2026, 13:05" in de-DE, "2026-11-21 13:05" where no locale is set. */
export function formatMinute(at: Date, locale: CliLocale): string {
  if (locale.times === null) {
    const two = (value: number) => String(value).padStart(2, '0')
    return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}`
  }
  return new Intl.DateTimeFormat(locale.times, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(at)
}

/** A time of day in the local time zone: "15:04" where no locale is set, "3:04 PM" in en-US, "15:04" in de-DE. */
export function formatClock(at: Date, locale: CliLocale): string {
  if (locale.times === null) return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`
  return new Intl.DateTimeFormat(locale.times, { hour: 'numeric', minute: '2-digit' }).format(at)
}
