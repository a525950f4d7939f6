import type { KeyNeed } from './needs-key'
import { useT } from '../i18n/use-t'
import './status.css'

/** What a source needs before it can search, with the button that goes to add it. */
export function NeedsKey({ need, onAdd, onTryAnyway }: { need: KeyNeed; onAdd(): void; onTryAnyway?(): void }) {
  const t = useT()
  return (
    <div className="status needs-key" role="status" data-kind="needs-key">
      <p className="status-message">{need.needs}</p>
      <p className="status-step">
        {need.how}{' '}
        <a href={need.url} target="_blank" rel="noreferrer noopener">
          {t('needsKey.where')}
        </a>
      </p>
      <div className="status-actions">
        <button type="button" className="primary" onClick={onAdd}>
          {need.action}
        </button>
        {onTryAnyway && (
          <button type="button" className="link" onClick={onTryAnyway}>
            {t('needsKey.anyway')}
          </button>
        )}
      </div>
    </div>
  )
}
