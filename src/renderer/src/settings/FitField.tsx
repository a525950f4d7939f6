// How rotation's pictures fill the screen: smart fill (the default) crops around what matters in a
// picture whose shape differs from the display's; the others are the desktop's own modes. The note
// says what the chosen one does.
import type { WallpaperFit } from '../../../shared/settings'
import { ChoiceField } from './fields'
import { useT } from '../i18n/use-t'

type ChoosableFit = Exclude<WallpaperFit, 'span'>

const FIT_LABELS = [
  ['smart', 'settings.fit.smart'],
  ['fill', 'settings.fit.fill'],
  ['fit', 'settings.fit.fit'],
  ['stretch', 'settings.fit.stretch'],
  ['center', 'settings.fit.center'],
  ['tile', 'settings.fit.tile'],
] as const satisfies readonly (readonly [ChoosableFit, string])[]

const FIT_NOTES = {
  smart: 'settings.fit.smart.note',
  fill: 'settings.fit.fill.note',
  fit: 'settings.fit.fit.note',
  stretch: 'settings.fit.stretch.note',
  center: 'settings.fit.center.note',
  tile: 'settings.fit.tile.note',
  span: 'settings.fit.span.note',
} as const satisfies Record<WallpaperFit, string>

export function FitField({ value, issues, onChange }: { value: WallpaperFit; issues: readonly string[] | undefined; onChange(fit: WallpaperFit): void }) {
  const t = useT()
  const options = FIT_LABELS.map(([fit, label]) => [fit, t(label)] as const)
  return <ChoiceField<WallpaperFit> name="fit" label={t('settings.fit.label')} value={value} options={options} issues={issues} hint={t(FIT_NOTES[value])} onChange={onChange} />
}
