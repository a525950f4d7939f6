// Numbers as a person reads them in the preview and the library.

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB']

/** 1536 → "1.5 KB"; decimal units, as file managers show them. */
export function formatBytes(bytes: number): string {
  let value = bytes
  let unit = 0
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000
    unit++
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1
  return `${value.toFixed(digits)} ${UNITS[unit]}`
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

export function formatDateTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString()
}

/** Seconds from now as "in 30 seconds", "in 2 minutes". */
export function formatWait(seconds: number): string {
  if (seconds <= 1) return 'in a moment'
  if (seconds < 90) return `in ${Math.ceil(seconds)} seconds`
  const minutes = Math.ceil(seconds / 60)
  if (minutes < 90) return `in ${minutes} minutes`
  return `in ${Math.ceil(minutes / 60)} hours`
}
