// Which source the search runs on: one radio group, one Tab stop, arrows move between the sources
// (and, as with any radio group, choose the one they land on). React Aria's RadioGroup gives the
// keyboard and the roles; grid-free styling is in search.css.
import { Radio, RadioGroup } from 'react-aria-components'
import { SOURCES, SOURCE_LABELS, type SearchSource } from './search-state'
import { useT } from '../i18n/use-t'

interface SourcePickerProps {
  value: SearchSource
  onChange(source: SearchSource): void
}

function isSource(value: string): value is SearchSource {
  return (SOURCES as readonly string[]).includes(value)
}

export function SourcePicker({ value, onChange }: SourcePickerProps) {
  const t = useT()
  return (
    <RadioGroup
      className="source-switch"
      aria-label={t('search.source')}
      orientation="horizontal"
      value={value}
      onChange={(chosen) => {
        if (isSource(chosen)) onChange(chosen)
      }}
    >
      {SOURCES.map((source) => (
        <Radio key={source} value={source} className="source">
          {source === 'local' ? t('search.source.local') : SOURCE_LABELS[source]}
        </Radio>
      ))}
    </RadioGroup>
  )
}
