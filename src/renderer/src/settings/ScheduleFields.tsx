// When rotation changes the wallpaper: every N minutes, or once a day at a time of day (local time,
// as the clock shows it). A change due while the computer slept happens once on waking. Each is
// saved as it is chosen; a number or time that is not one stays in its field with what is wrong.
import { useState } from 'react'
import { INTERVAL_MINUTES, type PublicSettings } from '../../../shared/settings'
import { ChoiceField, CommitField } from './fields'
import { useSave } from './use-save'

export type ScheduleKind = 'interval' | 'daily'

const INTERVAL_PROBLEM = `Type a whole number of minutes, from ${INTERVAL_MINUTES.min} to ${INTERVAL_MINUTES.max.toLocaleString('en')} (a week).`
const TIME_PROBLEM = 'Type a time of day as HH:MM, from 00:00 to 23:59 (for example 07:30).'

/** Minutes as typed, or null when the text is not a whole number in range. */
export function minutesOf(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null
  const minutes = Number(text)
  return minutes >= INTERVAL_MINUTES.min && minutes <= INTERVAL_MINUTES.max ? minutes : null
}

export function dailyTimeOf(text: string): string | null {
  const time = text.trim()
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(time) ? time : null
}

/** "every 90 minutes" → "every 1 hour 30 minutes": what the number means, as it is typed. */
export function describeInterval(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  const parts = [hours > 0 ? `${hours} hour${hours === 1 ? '' : 's'}` : '', rest > 0 ? `${rest} minute${rest === 1 ? '' : 's'}` : ''].filter(Boolean)
  return `The wallpaper changes every ${parts.join(' ')}.`
}

export function ScheduleFields({ rotation }: { rotation: PublicSettings['rotation'] }) {
  const kindSave = useSave()
  const intervalSave = useSave()
  const timeSave = useSave()
  const [kind, setKind] = useState<ScheduleKind>(rotation.dailyAt === null ? 'interval' : 'daily')
  const [intervalDraft, setIntervalDraft] = useState(String(rotation.intervalMinutes))
  const draftMinutes = minutesOf(intervalDraft)

  const chooseKind = (next: ScheduleKind) => {
    setKind(next)
    void kindSave.save({ settings: { rotation: next === 'daily' ? { dailyAt: rotation.dailyAt ?? '08:00' } : { dailyAt: null } } })
  }

  return (
    <>
      <ChoiceField<ScheduleKind>
        name="rotationSchedule"
        label="Change the wallpaper"
        value={kind}
        saved={kindSave.saved}
        options={[
          ['interval', 'Every few minutes or hours'],
          ['daily', 'Once a day, at a set time'],
        ]}
        onChange={chooseKind}
      />
      {kind === 'interval' ? (
        <CommitField
          name="intervalMinutes"
          label="Every (minutes)"
          value={String(rotation.intervalMinutes)}
          inputMode="numeric"
          saved={intervalSave.saved}
          issues={intervalSave.issues['settings.rotation.intervalMinutes']}
          hint={draftMinutes === null ? undefined : describeInterval(draftMinutes)}
          onDraft={setIntervalDraft}
          onCommit={(text) => {
            const minutes = minutesOf(text)
            if (minutes === null) return intervalSave.refuse('settings.rotation.intervalMinutes', INTERVAL_PROBLEM)
            return intervalSave.save({ settings: { rotation: { intervalMinutes: minutes } } })
          }}
        />
      ) : (
        <CommitField
          name="dailyAt"
          label="At (HH:MM)"
          value={rotation.dailyAt ?? '08:00'}
          placeholder="07:30"
          saved={timeSave.saved}
          issues={timeSave.issues['settings.rotation.dailyAt']}
          hint="Your computer’s local time. If it is asleep then, the wallpaper changes once when it wakes."
          onCommit={(text) => {
            const time = dailyTimeOf(text)
            if (time === null) return timeSave.refuse('settings.rotation.dailyAt', TIME_PROBLEM)
            return timeSave.save({ settings: { rotation: { dailyAt: time } } })
          }}
        />
      )}
    </>
  )
}
