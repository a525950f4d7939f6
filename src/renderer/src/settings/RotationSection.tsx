// Rotation: whether it runs now (with Pause/Resume and Next), where its pictures come from, when it
// changes the wallpaper, and whether NSFW pictures may be among them. Each change is saved at once.
import { useEffect, useRef, useState } from 'react'
import type { ErrorData } from '../../../shared/errors'
import type { RotationStatus } from '../../../shared/ipc'
import type { PoolMember } from '../../../shared/rotation-pool'
import type { PublicSettings } from '../../../shared/settings'
import { useApi } from '../api/api-context'
import { carrierFailure } from '../api/errors'
import { useEvent } from '../hooks/use-event'
import { formatDateTime } from '../preview/format'
import { StatusMessage } from '../status/StatusMessage'
import { SwitchField } from './fields'
import { PoolFields } from './PoolFields'
import { ScheduleFields } from './ScheduleFields'
import { SavedNote, useSave } from './use-save'
import { useIntlOrEnglish, useT } from '../i18n/use-t'

export function RotationSection({ settings }: { settings: PublicSettings }) {
  const api = useApi()
  const t = useT()
  const { locale } = useIntlOrEnglish()
  const poolSave = useSave()
  const nsfwSave = useSave()
  // The pool as last sent: each change builds on it, so a second switch turned before the first is
  // answered does not undo the first.
  const sentPool = useRef<readonly PoolMember[]>(settings.rotation.pool)
  useEffect(() => {
    sentPool.current = settings.rotation.pool
  }, [settings.rotation.pool])
  const changePool = (change: (pool: readonly PoolMember[]) => PoolMember[]) => {
    const pool = change(sentPool.current)
    sentPool.current = pool
    void poolSave.save({ settings: { rotation: { pool } } })
  }
  const [status, setStatus] = useState<RotationStatus | null>(null)
  const [statusError, setStatusError] = useState<{ error: ErrorData; at: number } | null>(null)

  useEffect(() => {
    api['rotation.status']().then(
      (result) => (result.ok ? setStatus(result.value) : setStatusError({ error: result.error, at: Date.now() })),
      () => undefined,
    )
  }, [api])
  useEvent('rotation.changed', setStatus)

  const control = async (name: 'rotation.start' | 'rotation.stop' | 'rotation.next') => {
    const result = await api[name]().catch(carrierFailure)
    if (result.ok) {
      setStatus(result.value)
      setStatusError(null)
    } else setStatusError({ error: result.error, at: Date.now() })
  }

  const poolIssues = Object.entries(poolSave.issues).flatMap(([, messages]) => messages)
  return (
    <>
      {status && (
        <div className="rotation-now">
          <p className="rotation-status" role="status">
            {status.paused ? t('settings.rotation.paused') : status.nextRunAt ? t('settings.rotation.next', { when: formatDateTime(status.nextRunAt, locale) }) : t('settings.rotation.on')}
            {status.current ? t('settings.rotation.current', { title: status.current.title }) : ''}
            {status.note ? ` ${status.note}` : ''}
          </p>
          <div className="action-row">
            {status.paused ? (
              <button type="button" onClick={() => void control('rotation.start')}>
                {t('settings.rotation.resume')}
              </button>
            ) : (
              <button type="button" onClick={() => void control('rotation.stop')}>
                {t('settings.rotation.pause')}
              </button>
            )}
            <button type="button" onClick={() => void control('rotation.next')} disabled={status.busy}>
              {t('settings.rotation.nextWallpaper')}
            </button>
          </div>
        </div>
      )}
      {statusError && <StatusMessage compact error={statusError.error} at={statusError.at} />}
      <ScheduleFields rotation={settings.rotation} />
      <PoolFields pool={settings.rotation.pool} folders={settings.localFolders} onPool={changePool} />
      <SavedNote saved={poolSave.saved} what={t('settings.pool.heading')} />
      {poolIssues.length > 0 && (
        <ul className="field-errors">
          {poolIssues.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <SwitchField
        name="includeNsfw"
        label={t('settings.rotation.nsfw')}
        checked={settings.rotation.includeNsfw}
        saved={nsfwSave.saved}
        hint={settings.rotation.includeNsfw ? t('settings.rotation.nsfw.on') : t('settings.rotation.nsfw.off')}
        onChange={(includeNsfw) => void nsfwSave.save({ settings: { rotation: { includeNsfw } } })}
      />
    </>
  )
}
