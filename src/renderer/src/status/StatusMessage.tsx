// A failure as a person should meet it: the core's plain sentence, one more sentence on what to do,
// and the button that does it. A rate limit says when it will work again and counts down to it.
import type { ErrorData } from '../../../shared/errors'
import { actionFor, nextStep } from '../api/errors'
import { useNow } from '../hooks/use-now'
import { useOnline } from '../hooks/use-online'
import { formatWait } from '../preview/format'
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
            ? `It will work again at ${new Date(until).toLocaleTimeString()} (${formatWait((until - now) / 1000)}).`
            : 'It should work again now.'}
        </p>
      )}
      {step !== '' && <p className="status-step">{step}</p>}
      <div className="status-actions">
        {action === 'settings' && onSettings && (
          <button type="button" className="primary" onClick={onSettings}>
            Open Settings
          </button>
        )}
        {action === 'edit' && onEdit && (
          <button type="button" onClick={onEdit}>
            Change the search
          </button>
        )}
        {onRetry && action !== 'edit' && (
          <button type="button" className={action === 'retry' ? 'primary' : undefined} onClick={onRetry} disabled={waiting || !online}>
            Try again
          </button>
        )}
      </div>
    </div>
  )
}
