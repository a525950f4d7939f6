// Which source the search runs on: one radio group, one Tab stop, arrows move between the sources
// (and, as with any radio group, choose the one they land on). React Aria's RadioGroup gives the
// keyboard and the roles; grid-free styling is in search.css.
import { Radio, RadioGroup } from 'react-aria-components'
import { SOURCES, SOURCE_LABELS, type SearchSource } from './search-state'

interface SourcePickerProps {
  value: SearchSource
  onChange(source: SearchSource): void
}

function isSource(value: string): value is SearchSource {
  return (SOURCES as readonly string[]).includes(value)
}

export function SourcePicker({ value, onChange }: SourcePickerProps) {
  return (
    <RadioGroup
      className="source-switch"
      aria-label="Source"
      orientation="horizontal"
      value={value}
      onChange={(chosen) => {
        if (isSource(chosen)) onChange(chosen)
      }}
    >
      {SOURCES.map((source) => (
        <Radio key={source} value={source} className="source">
          {SOURCE_LABELS[source]}
        </Radio>
      ))}
    </RadioGroup>
  )
}
