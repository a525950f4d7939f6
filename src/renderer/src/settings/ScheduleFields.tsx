// When rotation changes the wallpaper: every N minutes, or once a day at a time of day (local time,
// as the clock shows it). A change due while the computer slept happens once on waking. Each is
// saved as it is chosen; a number or time that is not one stays in its field with what is wrong.
import { useState } from 'react'
import { INTERVAL_MINUTES, type PublicSettings } from '../../../shared/settings'
import { ChoiceField, CommitField } from './fields'
import { useSave } from './use-save'
import { useT, type WindowT } from '../i18n/use-t'

export type ScheduleKind = 'interval' | 'daily'


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
export function describeInterval(minutes: number, t: WindowT): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return t('settings.schedule.every', { hours, minutes: rest, both: hours > 0 && rest > 0 ? 'yes' : 'no' })
}

export function ScheduleFields({ rotation }: { rotation: PublicSettings['rotation'] }) {
  const t = useT()
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
        label={t('settings.schedule.label')}
        value={kind}
        saved={kindSave.saved}
        options={[
          ['interval', t('settings.schedule.interval')],
          ['daily', t('settings.schedule.daily')],
        ]}
        onChange={chooseKind}
      />
      {kind === 'interval' ? (
        <CommitField
          name="intervalMinutes"
          label={t('settings.schedule.minutes')}
          value={String(rotation.intervalMinutes)}
          inputMode="numeric"
          saved={intervalSave.saved}
          issues={intervalSave.issues['settings.rotation.intervalMinutes']}
          hint={draftMinutes === null ? undefined : describeInterval(draftMinutes, t)}
          onDraft={setIntervalDraft}
          onCommit={(text) => {
            const minutes = minutesOf(text)
            if (minutes === null) return intervalSave.refuse('settings.rotation.intervalMinutes', t('settings.schedule.intervalProblem', { min: INTERVAL_MINUTES.min, max: INTERVAL_MINUTES.max }))
            return intervalSave.save({ settings: { rotation: { intervalMinutes: minutes } } })
          }}
        />
      ) : (
        <CommitField
          name="dailyAt"
          label={t('settings.schedule.at')}
          value={rotation.dailyAt ?? '08:00'}
          placeholder="07:30"
          saved={timeSave.saved}
          issues={timeSave.issues['settings.rotation.dailyAt']}
          hint={t('settings.schedule.atHint')}
          onCommit={(text) => {
            const time = dailyTimeOf(text)
            if (time === null) return timeSave.refuse('settings.rotation.dailyAt', t('settings.schedule.timeProblem'))
            return timeSave.save({ settings: { rotation: { dailyAt: time } } })
          }}
        />
      )}
    </>
  )
}
