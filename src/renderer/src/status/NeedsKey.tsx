import type { KeyNeed } from './needs-key'
import './status.css'

/** What a source needs before it can search, with the button that goes to add it. */
export function NeedsKey({ need, onAdd, onTryAnyway }: { need: KeyNeed; onAdd(): void; onTryAnyway?(): void }) {
  return (
    <div className="status needs-key" role="status" data-kind="needs-key">
      <p className="status-message">{need.needs}</p>
      <p className="status-step">
        {need.how}{' '}
        <a href={need.url} target="_blank" rel="noreferrer noopener">
          Where to get it
        </a>
      </p>
      <div className="status-actions">
        <button type="button" className="primary" onClick={onAdd}>
          {need.action}
        </button>
        {onTryAnyway && (
          <button type="button" className="link" onClick={onTryAnyway}>
            My key is set elsewhere: search anyway
          </button>
        )}
      </div>
    </div>
  )
}
