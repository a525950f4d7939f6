// How rotation's pictures fill the screen: smart fill (the default) crops around what matters in a
// picture whose shape differs from the display's; the others are the desktop's own modes. The note
// says what the chosen one does.
import type { WallpaperFit } from '../../../shared/settings'
import { ChoiceField } from './fields'

type ChoosableFit = Exclude<WallpaperFit, 'span'>

const FIT_LABELS: readonly (readonly [ChoosableFit, string])[] = [
  ['smart', 'Smart fill (crop around what matters)'],
  ['fill', 'Fill (crop at the centre)'],
  ['fit', 'Fit (show all of it)'],
  ['stretch', 'Stretch'],
  ['center', 'Center'],
  ['tile', 'Tile'],
]

const FIT_NOTES: Readonly<Record<WallpaperFit, string>> = {
  smart: 'Fills each display, cropping a picture whose shape differs around its subject (detail, faces) rather than its centre.',
  fill: 'Fills each display, cropping what does not fit equally from both sides.',
  fit: 'Shows the whole picture, with bars where its shape differs from the display’s.',
  stretch: 'Fills each display by stretching the picture, which may look squashed.',
  center: 'Shows the picture at its own size in the middle of the display.',
  tile: 'Repeats the picture across the display.',
  span: 'One picture across every display.',
}

export function FitField({ value, issues, onChange }: { value: WallpaperFit; issues: readonly string[] | undefined; onChange(fit: WallpaperFit): void }) {
  return <ChoiceField<WallpaperFit> name="fit" label="How pictures fill the screen" value={value} options={FIT_LABELS} issues={issues} hint={FIT_NOTES[value]} onChange={onChange} />
}
