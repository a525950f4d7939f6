// The seeded shuffle's panel (inside the Shuffle control): Shuffle now starts a new seeded order,
// the seed is shown and can be copied, and a seed typed back gives the same order again (on the
// server for a source that orders by a seed, on this side for the others).
import { useId, useState, type FormEvent } from 'react'
import { generateSeed } from '../../../shared/shuffle'
import { errorId } from '../components/controls'

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
      <p className="seed-note">A seeded order: the same seed gives the same order again, here or on another computer.</p>
      <div className="seed-row">
        <button type="button" className="primary shuffle" onClick={() => onSeed(generateSeed())}>
          Shuffle now
        </button>
        {seed !== null && onUnshuffle && (
          <button type="button" onClick={onUnshuffle}>
            Unshuffle
          </button>
        )}
      </div>
      {seed !== null && (
        <p className="seed-current">
          Seed <output className="seed-value" aria-label="Current seed">{seed}</output>
          <button type="button" className="link" onClick={copySeed}>
            {copy === 'copied' ? 'Copied' : 'Copy'}
          </button>
          {copy === 'failed' && (
            <span role="status" className="field-hint">
              Could not copy: select the seed and copy it.
            </span>
          )}
        </p>
      )}
      <form className="seed-form" onSubmit={applyTyped}>
        <label htmlFor={id}>Seed to use</label>
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
          <button type="submit">Use seed</button>
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
