// How rotation's pictures fill the screen: smart fill (the default) crops around what matters in a
// picture whose shape differs from the display's; the others are the desktop's own modes.
import type { WallpaperFit } from '../../../shared/settings'
import { SelectField } from '../components/controls'

type ChoosableFit = Exclude<WallpaperFit, 'span'>

const FIT_LABELS: readonly (readonly [ChoosableFit, string])[] = [
  ['smart', 'Smart fill (crop around what matters)'],
  ['fill', 'Fill (crop at the centre)'],
  ['fit', 'Fit (show all of it)'],
  ['stretch', 'Stretch'],
  ['center', 'Center'],
  ['tile', 'Tile'],
]

export function FitField({ value, issues, onChange }: { value: WallpaperFit; issues: readonly string[] | undefined; onChange(fit: WallpaperFit): void }) {
  return (
    <SelectField<WallpaperFit>
      name="fit"
      label="How pictures fill the screen"
      value={value}
      options={FIT_LABELS}
      issues={issues}
      hint="Smart fill crops a picture whose shape differs from the display’s around its subject (detail, faces) rather than its centre, for each display."
      onChange={onChange}
    />
  )
}
