// When rotation changes the wallpaper: every N minutes, or once a day at a time of day (local time,
// as the clock shows it). A change due while the computer slept happens once on waking.
import { SelectField, TextField } from '../components/controls'
import type { Issues } from './use-save'

export type ScheduleKind = 'interval' | 'daily'

interface ScheduleFieldsProps {
  kind: ScheduleKind
  interval: string
  dailyAt: string
  issues: Issues
  onKind(kind: ScheduleKind): void
  onInterval(text: string): void
  onDailyAt(text: string): void
}

export function ScheduleFields({ kind, interval, dailyAt, issues, onKind, onInterval, onDailyAt }: ScheduleFieldsProps) {
  return (
    <>
      <SelectField<ScheduleKind>
        name="rotationSchedule"
        label="Change"
        value={kind}
        options={[
          ['interval', 'Every few minutes or hours'],
          ['daily', 'Once a day, at a set time'],
        ]}
        onChange={onKind}
      />
      {kind === 'interval' ? (
        <TextField name="intervalMinutes" label="Every (minutes)" value={interval} inputMode="numeric" issues={issues['settings.rotation.intervalMinutes']} onChange={onInterval} />
      ) : (
        <TextField
          name="dailyAt"
          label="At (HH:MM)"
          value={dailyAt}
          placeholder="07:30"
          issues={issues['settings.rotation.dailyAt']}
          hint="Your computer’s local time. If it is asleep then, the wallpaper changes once when it wakes."
          onChange={onDailyAt}
        />
      )}
    </>
  )
}

/** The rotation patch's schedule fields: the interval, or the daily time (null switches back to the interval). */
export function schedulePatch(kind: ScheduleKind, interval: string, dailyAt: string): { intervalMinutes?: number; dailyAt: string | null } {
  if (kind === 'daily') return { dailyAt: dailyAt.trim() }
  return { intervalMinutes: interval.trim() === '' ? Number.NaN : Number(interval.trim()), dailyAt: null }
}
