// The seeded shuffle: Shuffle starts a new seeded order, the seed is shown and can be copied, and a
// seed typed back gives the same order again (Wallhaven on the server, the others on this side).
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
  const [copied, setCopied] = useState(false)
  const invalid = issues !== undefined && issues.length > 0

  const copy = () => {
    if (seed === null) return
    navigator.clipboard?.writeText(seed).then(
      () => setCopied(true),
      () => setCopied(false),
    )
    setTimeout(() => setCopied(false), 1500)
  }

  const applyTyped = (event: FormEvent) => {
    event.preventDefault()
    onSeed(typed.trim())
  }

  return (
    <div className="seed-bar">
      <button type="button" className="shuffle" onClick={() => onSeed(generateSeed())}>
        Shuffle
      </button>
      {seed !== null && (
        <span className="seed-current">
          Seed <output className="seed-value" aria-label="Current seed">{seed}</output>
          <button type="button" className="link" onClick={copy}>
            {copied ? 'Copied' : 'Copy'}
          </button>
          {onUnshuffle && (
            <button type="button" className="link" onClick={onUnshuffle}>
              Unshuffle
            </button>
          )}
        </span>
      )}
      <form className="seed-form" onSubmit={applyTyped}>
        <label htmlFor={id} className="visually-hidden">
          Seed to use
        </label>
        <input
          id={id}
          name="seed"
          className="seed-input"
          value={typed}
          placeholder="Seed"
          maxLength={12}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId(id) : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit">Use seed</button>
      </form>
      {invalid && (
        <ul className="field-errors" id={errorId(id)}>
          {issues.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
