// A failure as a person should meet it: the core's plain sentence, one more sentence on what to do,
// and the button that does it. A rate limit says when it will work again and counts down to it.
import type { ErrorData } from '../../../shared/errors'
import { actionFor, nextStep } from '../api/errors'
import { useNow } from '../hooks/use-now'
import { useOnline } from '../hooks/use-online'
import { formatWait } from '../preview/format'
import { useIntlOrEnglish, useT } from '../i18n/use-t'
import './status.css'

interface StatusMessageProps {
  error: ErrorData
  /** When the error arrived (Date.now()), for the rate-limit countdown. */
  at: number
  onRetry?(): void
  onSettings?(): void
  onEdit?(): void
  compact?: boolean
}

export function StatusMessage({ error, at, onRetry, onSettings, onEdit, compact = false }: StatusMessageProps) {
  const t = useT()
  const intl = useIntlOrEnglish()
  const online = useOnline()
  const until = error.retryAfter === undefined ? null : at + error.retryAfter * 1000
  const now = useNow(until !== null)
  const waiting = until !== null && now < until
  const action = actionFor(error)
  const step = nextStep(error, online)
  return (
    <div className={compact ? 'status status-compact' : 'status'} role="alert" data-kind={error.kind}>
      <p className="status-message">{error.message}</p>
      {until !== null && (
        <p className="status-when">
          {waiting
            ? t('status.worksAgainAt', { time: intl.formatTime(until), wait: formatWait((until - now) / 1000, intl.locale) })
            : t('status.worksAgainNow')}
        </p>
      )}
      {step !== null && <p className="status-step">{t(step)}</p>}
      <div className="status-actions">
        {action === 'settings' && onSettings && (
          <button type="button" className="primary" onClick={onSettings}>
            {t('status.openSettings')}
          </button>
        )}
        {action === 'edit' && onEdit && (
          <button type="button" onClick={onEdit}>
            {t('status.changeSearch')}
          </button>
        )}
        {onRetry && action !== 'edit' && (
          <button type="button" className={action === 'retry' ? 'primary' : undefined} onClick={onRetry} disabled={waiting || !online}>
            {t('status.tryAgain')}
          </button>
        )}
      </div>
    </div>
  )
}
