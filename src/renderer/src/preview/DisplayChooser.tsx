// Which display a picture goes on. Each is shown by the desktop's own name for it, with the monitor's
// where that says more; one the desktop's list does not account for is shown but not offered, and
// the sentence saying why is under the list.
import { useId } from 'react'
import type { DisplayInfo } from '../../../shared/ipc'

/** "HDMI-1 — DELL U2720Q, 2560×1440, main" */
export function displayLabel(info: DisplayInfo): string {
  const parts = [info.description ? `${info.name} — ${info.description}` : info.name]
  if (info.width !== null && info.height !== null) parts.push(`${info.width}×${info.height}`)
  if (info.primary) parts.push('main')
  return parts.join(', ')
}

/** Worth asking only when there are several displays and at least one can have a picture of its own. */
export function offersChoice(displays: readonly DisplayInfo[]): boolean {
  return displays.length > 1 && displays.some((info) => info.problem === undefined)
}

interface DisplayChooserProps {
  displays: readonly DisplayInfo[]
  value: string
  onChange(id: string): void
  disabled: boolean
}

export function DisplayChooser({ displays, value, onChange, disabled }: DisplayChooserProps) {
  const selectId = useId()
  const problems = [...new Set(displays.flatMap((info) => (info.problem === undefined ? [] : [info.problem])))]
  return (
    <>
      <span className="display-choice">
        <label htmlFor={selectId}>Display</label>
        <select id={selectId} value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled}>
          <option value="all">All displays</option>
          {displays.map((info) => (
            <option key={info.id} value={info.id} disabled={info.problem !== undefined}>
              {displayLabel(info)}
            </option>
          ))}
        </select>
      </span>
      {problems.length > 0 && <p className="field-hint display-problems">{problems.join(' ')}</p>}
    </>
  )
}
