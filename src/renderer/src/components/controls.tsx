// Form controls that show their field's messages beside them (from the shared schemas), linked for
// screen readers with aria-invalid and aria-describedby.
import { useId, type ReactNode } from 'react'
import './controls.css'

export function errorId(id: string): string {
  return `${id}-error`
}

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

interface FieldProps {
  label: string
  issues?: readonly string[] | undefined
  hint?: ReactNode
  name: string
}

export function TextField({
  label,
  issues,
  hint,
  name,
  value,
  placeholder,
  inputMode,
  after,
  onChange,
}: FieldProps & { value: string; placeholder?: string; inputMode?: 'numeric' | 'text'; after?: ReactNode; onChange(value: string): void }) {
  const id = useId()
  const invalid = issues !== undefined && issues.length > 0
  const input = (
    <input
      id={id}
      name={name}
      type="text"
      value={value}
      placeholder={placeholder}
      inputMode={inputMode}
      autoComplete="off"
      spellCheck={false}
      aria-invalid={invalid}
      aria-describedby={invalid ? errorId(id) : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  )
  return (
    <div className="field" data-field={name}>
      <label htmlFor={id}>{label}</label>
      {after ? (
        <div className="field-with-action">
          {input}
          {after}
        </div>
      ) : (
        input
      )}
      {hint && <p className="field-hint">{hint}</p>}
      <Messages id={id} issues={issues} />
    </div>
  )
}

export function SelectField<V extends string>({
  label,
  issues,
  hint,
  name,
  value,
  options,
  onChange,
}: FieldProps & { value: V; options: readonly (readonly [V, string])[]; onChange(value: V): void }) {
  const id = useId()
  const invalid = issues !== undefined && issues.length > 0
  return (
    <div className="field" data-field={name}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId(id) : undefined}
        onChange={(event) => onChange(event.target.value as V)}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
      {hint && <p className="field-hint">{hint}</p>}
      <Messages id={id} issues={issues} />
    </div>
  )
}

export function CheckGroup<V extends string>({
  label,
  issues,
  hint,
  name,
  value,
  options,
  onChange,
}: FieldProps & { value: readonly V[]; options: readonly (readonly [V, string])[]; onChange(value: V[]): void }) {
  const id = useId()
  const invalid = issues !== undefined && issues.length > 0
  const toggle = (option: V, checked: boolean) =>
    onChange(checked ? options.map(([candidate]) => candidate).filter((candidate) => candidate === option || value.includes(candidate)) : value.filter((candidate) => candidate !== option))
  return (
    <fieldset className="field check-group" data-field={name} aria-invalid={invalid} aria-describedby={invalid ? errorId(id) : undefined}>
      <legend>{label}</legend>
      <div className="check-options">
        {options.map(([option, text]) => (
          <label key={option} className="check">
            <input type="checkbox" name={name} value={option} checked={value.includes(option)} onChange={(event) => toggle(option, event.target.checked)} />
            {text}
          </label>
        ))}
      </div>
      {hint && <p className="field-hint">{hint}</p>}
      <Messages id={id} issues={issues} />
    </fieldset>
  )
}

export function Toggle({ label, name, checked, hint, onChange }: { label: string; name: string; checked: boolean; hint?: ReactNode; onChange(checked: boolean): void }) {
  return (
    <div className="field" data-field={name}>
      <label className="check">
        <input type="checkbox" name={name} checked={checked} onChange={(event) => onChange(event.target.checked)} />
        {label}
      </label>
      {hint && <p className="field-hint">{hint}</p>}
    </div>
  )
}

/** "DARK_RED" → "Dark red": the enumerations' member names as words. */
export function humanize(member: string): string {
  const words = member.toLowerCase().replaceAll('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export function enumOptions<V extends string>(members: readonly V[], labels: Partial<Record<V, string>> = {}): (readonly [V, string])[] {
  return members.map((member) => [member, labels[member] ?? humanize(member)] as const)
}

/** Options whose labels are the catalog's, each under `prefix.MEMBER` (`prefix.default` for `''`, the source's own default). */
export function messageOptions<V extends string>(label: (key: `source.${string}`) => string, prefix: `source.${string}`, members: readonly V[]): (readonly [V, string])[] {
  return members.map((member) => [member, label(`${prefix}.${member === '' ? 'default' : member}`)] as const)
}
