// When a daily change is next due: the next moment the local clock reads HH:MM. Local time, since
// that is what the person chose; Date's local fields carry the summer-time rules. A time that does
// not exist that day (the hour skipped in spring) comes as the clock reads it an hour later, and a
// time that happens twice (the hour repeated in autumn) is due at the first, once.
import type { DailyTime } from '../../../shared/settings'

/** The first moment after `after` (ms since 1970) at which the local clock reads `at`. */
export function nextDailyRun(after: number, at: DailyTime): number {
  const [hours, minutes] = at.split(':').map(Number) as [number, number]
  const today = new Date(after)
  today.setHours(hours, minutes, 0, 0)
  if (today.getTime() > after) return today.getTime()
  const tomorrow = new Date(after)
  tomorrow.setDate(tomorrow.getDate() + 1)
  tomorrow.setHours(hours, minutes, 0, 0)
  return tomorrow.getTime()
}
