import { useId } from 'react'
import { errorId, humanize } from '../../renderer/src/components/controls'
import { useT } from '../../renderer/src/i18n/use-t'
import { Color } from './enums'

/** Wallhaven's 29-colour palette as toggles; several may be chosen. Each colour's name is the palette's own, in English. */
export function ColorSwatches({ value, issues, onChange }: { value: readonly Color[]; issues?: readonly string[] | undefined; onChange(value: Color[]): void }) {
  const id = useId()
  const t = useT()
  const invalid = issues !== undefined && issues.length > 0
  const toggle = (color: Color) =>
    onChange(value.includes(color) ? value.filter((chosen) => chosen !== color) : Color.members.filter((member) => member === color || value.includes(member)))
  return (
    <fieldset className="field swatches" data-field="colors" aria-describedby={invalid ? errorId(id) : undefined}>
      <legend>{t('source.wallhaven.field.colors.label')}</legend>
      <div className="swatch-list">
        {Color.members.map((color) => {
          const hex = `#${Color.toWire(color)}`
          const chosen = value.includes(color)
          return (
            <button
              key={color}
              type="button"
              className="swatch"
              aria-pressed={chosen}
              aria-label={`${humanize(color)} ${hex}`}
              title={`${humanize(color)} ${hex}`}
              style={{ backgroundColor: hex }}
              onClick={() => toggle(color)}
            />
          )
        })}
      </div>
      {value.length > 0 && (
        <button type="button" className="link" onClick={() => onChange([])}>
          {t('source.wallhaven.field.colors.any')}
        </button>
      )}
      {invalid && (
        <ul className="field-errors" id={errorId(id)}>
          {issues.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </fieldset>
  )
}
