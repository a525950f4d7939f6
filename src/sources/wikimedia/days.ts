// Days as Wikimedia Commons names its pictures of the day: `YYYY-MM-DD`, in UTC (the day a
// `Template:Potd/YYYY-MM-DD` page stands for; Commons changes its picture at midnight UTC).
import { z } from 'zod'
import { sourceFieldSays } from '../../shared/i18n/field-words'
import english from './messages/en.json'

/** Wikimedia's own sentences about its fields, said when a value is judged: in the window's language there, English elsewhere (field-words.ts). */
export const WORDS = { id: 'wikimedia', english }

const DAY_MS = 86_400_000
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** Milliseconds at the start of `day` (UTC), or NaN when it is not a real day ("2024-02-30"). */
export function dayStart(day: string): number {
  const match = DAY_PATTERN.exec(day)
  if (!match) return Number.NaN
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const ms = Date.UTC(year, month - 1, date)
  const back = new Date(ms)
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === date ? ms : Number.NaN
}

export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/** Today in UTC, by the clock now. */
export function todayUtc(): string {
  return dayOf(Date.now())
}

/** `day` moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  return dayOf(dayStart(day) + days * DAY_MS)
}

/**
 * A real day written YYYY-MM-DD, from `earliest` on. Later days are not refused: Commons schedules
 * its pictures weeks ahead, and a day with none yet is said so by the client.
 */
export function daySchema(earliest: string) {
  return z
    .string({ error: () => sourceFieldSays(WORDS, 'issue.dayText') })
    .regex(DAY_PATTERN, { error: () => sourceFieldSays(WORDS, 'issue.dayShape') })
    // Each rule speaks only where the ones before it held, so a value gets one message.
    .refine((day) => !DAY_PATTERN.test(day) || !Number.isNaN(dayStart(day)), { error: () => sourceFieldSays(WORDS, 'issue.notADay') })
    .refine((day) => Number.isNaN(dayStart(day)) || day >= earliest, { error: () => sourceFieldSays(WORDS, 'issue.beforeFirstDay', { first: earliest }) })
}
