// Numbers as a person reads them in the preview and the library.

// Intl's units, so each language writes its own ("1.5 MB", "1,5 MB", "1,5 Mo").
const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const

/** 1536 → "1.5 kB"; decimal units, as file managers show them, in the window's locale. */
export function formatBytes(bytes: number, locale = 'en'): string {
  let value = bytes
  let unit = 0
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000
    unit++
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1
  // Whole bytes in words ("512 bytes"); the larger units by their symbols.
  return new Intl.NumberFormat(locale, { style: 'unit', unit: UNITS[unit], unitDisplay: unit === 0 ? 'long' : 'short', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value)
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b)
}

/** 1920×1080 → "16:9 (1.78)"; a ratio whose terms stay large is shown only as the decimal. */
export function formatAspect(width: number, height: number, ratio: number): string {
  const divisor = gcd(width, height)
  const w = width / divisor
  const h = height / divisor
  return w <= 64 && h <= 64 ? `${w}:${h} (${ratio.toFixed(2)})` : ratio.toFixed(2)
}

export function formatDateTime(iso: string, locale = 'en'): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })
}

/** Seconds from now as "in 30 seconds", "in 2 minutes" ("now" under a second), in the window's locale. */
export function formatWait(seconds: number, locale = 'en'): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  if (seconds <= 1) return format.format(0, 'second')
  if (seconds < 90) return format.format(Math.ceil(seconds), 'second')
  const minutes = Math.ceil(seconds / 60)
  if (minutes < 90) return format.format(minutes, 'minute')
  return format.format(Math.ceil(minutes / 60), 'hour')
}
