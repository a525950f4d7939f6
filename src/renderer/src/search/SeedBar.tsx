// The seeded shuffle's panel (inside the Shuffle control): Shuffle now starts a new seeded order,
// the seed is shown and can be copied, and a seed typed back gives the same order again (on the
// server for a source that orders by a seed, on this side for the others).
import { useId, useState, type FormEvent } from 'react'
import { generateSeed } from '../../../shared/shuffle'
import { errorId } from '../components/controls'
import { useT } from '../i18n/use-t'

interface SeedBarProps {
  /** The seed the shown order comes from, or null when it is not shuffled. */
  seed: string | null
  issues?: readonly string[] | undefined
  onSeed(seed: string): void
  /** Back to the source's own order (client-side shuffles only). */
  onUnshuffle?(): void
}

export function SeedBar({ seed, issues, onSeed, onUnshuffle }: SeedBarProps) {
  const id = useId()
  const t = useT()
  const [typed, setTyped] = useState('')
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle')
  const invalid = issues !== undefined && issues.length > 0

  // "Copied" only once the clipboard took it; a refusal (no permission, no focus) is said, so the
  // person selects the seed and copies it themselves.
  const copySeed = () => {
    if (seed === null) return
    const written = navigator.clipboard ? navigator.clipboard.writeText(seed) : Promise.reject(new Error('no clipboard'))
    written.then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    )
    setTimeout(() => setCopy('idle'), 2500)
  }

  const applyTyped = (event: FormEvent) => {
    event.preventDefault()
    onSeed(typed.trim())
  }

  return (
    <div className="seed-bar">
      <p className="seed-note">{t('shuffle.note')}</p>
      <div className="seed-row">
        <button type="button" className="primary shuffle" onClick={() => onSeed(generateSeed())}>
          {t('shuffle.now')}
        </button>
        {seed !== null && onUnshuffle && (
          <button type="button" onClick={onUnshuffle}>
            {t('shuffle.unshuffle')}
          </button>
        )}
      </div>
      {seed !== null && (
        <p className="seed-current">
          {t('shuffle.seed')} <output className="seed-value" aria-label={t('shuffle.currentSeed')}>{seed}</output>
          <button type="button" className="link" onClick={copySeed}>
            {copy === 'copied' ? t('shuffle.copied') : t('shuffle.copy')}
          </button>
          {copy === 'failed' && (
            <span role="status" className="field-hint">
              {t('shuffle.copyFailed')}
            </span>
          )}
        </p>
      )}
      <form className="seed-form" onSubmit={applyTyped}>
        <label htmlFor={id}>{t('shuffle.seedToUse')}</label>
        <span className="seed-row">
          <input
            id={id}
            name="seed"
            className="seed-input"
            value={typed}
            placeholder="Ab12Cd"
            maxLength={12}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={invalid}
            aria-describedby={invalid ? errorId(id) : undefined}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit">{t('shuffle.useSeed')}</button>
        </span>
        {invalid && (
          <ul className="field-errors" id={errorId(id)}>
            {issues.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </form>
    </div>
  )
}
