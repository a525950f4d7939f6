// Settings' controls, each saving at once with its "Saved" beside it: a text field that saves when
// it is left or Enter is pressed (keeping what was typed, with its message, when it is wrong), a
// switch, and a choice from a list.
import { useEffect, useId, useState, type ReactNode } from 'react'
import { Switch } from 'react-aria-components'
import { errorId } from '../components/controls'
import { SavedNote, type Saved } from './use-save'

function Messages({ id, issues }: { id: string; issues: readonly string[] | undefined }) {
  if (!issues || issues.length === 0) return null
  return (
    <ul className="field-errors" id={errorId(id)}>
      {issues.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  )
}

interface CommitFieldProps {
  name: string
  label: string
  /** The saved value: what the field shows until it is changed, and again once saved. */
  value: string
  saved: Saved
  issues: readonly string[] | undefined
  hint?: ReactNode
  placeholder?: string
  inputMode?: 'numeric' | 'text'
  type?: 'text' | 'password'
  /** Sends the text; true when it was saved. Not called when the text is the saved one. */
  onCommit(text: string): Promise<boolean> | void
  /** Called as the text changes (a note that follows it, or clearing a message). */
  onDraft?(text: string): void
  /** After a save, the field empties (a key, which is never shown again). */
  clearOnSave?: boolean
  disabled?: boolean
  after?: ReactNode
}

export function CommitField({ name, label, value, saved, issues, hint, placeholder, inputMode, type = 'text', onCommit, onDraft, clearOnSave = false, disabled = false, after }: CommitFieldProps) {
  const id = useId()
  const [draft, setDraft] = useState(value)
  // The saved value changed (saved here, or elsewhere): the field shows it, unless a wrong text waits.
  const invalid = issues !== undefined && issues.length > 0
  useEffect(() => {
    if (!clearOnSave) setDraft(value)
  }, [value, clearOnSave])

  const commit = async () => {
    if (draft === value && !invalid) return
    if (clearOnSave && draft.trim() === '') return
    const done = await onCommit(draft)
    if (done && clearOnSave) setDraft('')
  }

  return (
    <div className="field" data-field={name}>
      <label htmlFor={id}>{label}</label>
      <div className="field-row">
        <input
          id={id}
          name={name}
          type={type}
          value={draft}
          placeholder={placeholder}
          inputMode={inputMode}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          aria-invalid={invalid}
          aria-describedby={[invalid ? errorId(id) : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined}
          onChange={(event) => {
            setDraft(event.target.value)
            onDraft?.(event.target.value)
          }}
          onBlur={() => void commit()}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              void commit()
            }
            if (event.key === 'Escape' && draft !== value && !clearOnSave) {
              setDraft(value)
              onDraft?.(value)
            }
          }}
        />
        {after}
        <SavedNote saved={saved} />
      </div>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <Messages id={id} issues={issues} />
    </div>
  )
}

interface SwitchFieldProps {
  name: string
  label: string
  checked: boolean
  saved?: Saved
  hint?: ReactNode
  isDisabled?: boolean
  onChange(checked: boolean): void
}

/** An on/off setting as a switch (react-aria's, a real checkbox with role="switch" inside). */
export function SwitchField({ name, label, checked, saved, hint, isDisabled, onChange }: SwitchFieldProps) {
  const id = useId()
  return (
    <div className="field switch-field" data-field={name}>
      <div className="field-row">
        <Switch name={name} isSelected={checked} onChange={onChange} isDisabled={isDisabled} className="switch" aria-describedby={hint ? `${id}-hint` : undefined}>
          <span className="switch-track" aria-hidden="true">
            <span className="switch-thumb" />
          </span>
          <span className="switch-label">{label}</span>
        </Switch>
        {saved && <SavedNote saved={saved} />}
      </div>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  )
}

interface ChoiceFieldProps<V extends string> {
  name: string
  label: string
  value: V
  options: readonly (readonly [V, string])[]
  saved?: Saved
  issues?: readonly string[] | undefined
  hint?: ReactNode
  onChange(value: V): void
}

/** A choice from a list (the system's own select, which every screen reader knows). */
export function ChoiceField<V extends string>({ name, label, value, options, saved, issues, hint, onChange }: ChoiceFieldProps<V>) {
  const id = useId()
  const invalid = issues !== undefined && issues.length > 0
  return (
    <div className="field" data-field={name}>
      <label htmlFor={id}>{label}</label>
      <div className="field-row">
        <select
          id={id}
          name={name}
          value={value}
          aria-invalid={invalid}
          aria-describedby={[invalid ? errorId(id) : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined}
          onChange={(event) => onChange(event.target.value as V)}
        >
          {options.map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </select>
        {saved && <SavedNote saved={saved} />}
      </div>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <Messages id={id} issues={issues} />
    </div>
  )
}
