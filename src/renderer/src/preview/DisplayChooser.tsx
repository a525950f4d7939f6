// Which display a picture goes on: a radio group of the displays drawn as they are arranged (each
// option shows the whole arrangement with its own display filled in, "All displays" every one),
// named by the desktop's own name for each with the monitor's where that says more. Names wrap and
// are never cut. A display the desktop's list does not account for is shown but cannot be chosen,
// with the sentence saying why under it. Arrow keys move between the options.
import { Label, RadioButton, RadioField, RadioGroup, Text } from 'react-aria-components'
import type { DisplayInfo } from '../../../shared/ipc'
import { DisplayMap } from '../now-showing/DisplayMap'
import './display-chooser.css'
import { useT } from '../i18n/use-t'

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

interface OptionProps {
  value: string
  label: string
  displays: readonly DisplayInfo[]
  marked(display: DisplayInfo): boolean
  problem?: string | undefined
}

function DisplayOption({ value, label, displays, marked, problem }: OptionProps) {
  return (
    <RadioField value={value} className="display-option" isDisabled={problem !== undefined}>
      <RadioButton className="display-option-button">
        <DisplayMap displays={displays} marked={marked} className="display-option-map" />
        <span className="display-option-label">{label}</span>
      </RadioButton>
      {problem !== undefined && (
        <Text slot="description" className="display-option-problem">
          {problem}
        </Text>
      )}
    </RadioField>
  )
}

export function DisplayChooser({ displays, value, onChange, disabled }: DisplayChooserProps) {
  const t = useT()
  return (
    <RadioGroup className="display-choice" value={value} onChange={onChange} isDisabled={disabled} orientation="horizontal">
      <Label className="display-choice-label">{t('history.filter.display')}</Label>
      <div className="display-options">
        <DisplayOption value="all" label={t('history.filter.all')} displays={displays} marked={() => true} />
        {displays.map((info) => (
          <DisplayOption key={info.id} value={info.id} label={displayLabel(info)} displays={displays} marked={(other) => other.id === info.id} problem={info.problem} />
        ))}
      </div>
    </RadioGroup>
  )
}
