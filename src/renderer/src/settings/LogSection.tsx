// Reporting a problem: the log Tapestry keeps (what started, what each rotation step did, what
// failed; never a key), and a button that opens its folder where the app can, else says where it is.
import { useState } from 'react'
import type { ErrorData } from '../../../shared/errors'
import { useApi } from '../api/api-context'
import { carrierFailure } from '../api/errors'
import { StatusMessage } from '../status/StatusMessage'
import { useT } from '../i18n/use-t'

type Outcome = { kind: 'shown'; sentence: string } | { kind: 'failed'; error: ErrorData; at: number }

export function LogSection() {
  const api = useApi()
  const t = useT()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const open = async () => {
    setBusy(true)
    const result = await api['logs.open']().catch(carrierFailure)
    setBusy(false)
    if (!result.ok) return setOutcome({ kind: 'failed', error: result.error, at: Date.now() })
    const { folder, opened } = result.value
    setOutcome({ kind: 'shown', sentence: opened ? t('settings.log.opened', { folder }) : t('settings.log.where', { folder }) })
  }

  return (
    <section className="settings-group" aria-labelledby="log-heading">
      <h3 id="log-heading">{t('settings.log.heading')}</h3>
      <p className="section-note">{t('settings.log.note')}</p>
      <button type="button" onClick={() => void open()} disabled={busy}>
        {t('settings.log.open')}
      </button>
      {outcome?.kind === 'shown' && (
        <p role="status" className="field-hint">
          {outcome.sentence}
        </p>
      )}
      {outcome?.kind === 'failed' && <StatusMessage compact error={outcome.error} at={outcome.at} />}
    </section>
  )
}
