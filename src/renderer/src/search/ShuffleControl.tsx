// The seeded shuffle behind one button: "Shuffle" opens a small panel (React Aria's popover and
// dialog: focus goes in, Esc closes, focus comes back) with a new shuffle, the seed in use with
// Copy and Unshuffle, and a seed to type back. The bar shows the seed on the button while the
// order is shuffled, so a shuffled list never looks like the source's own order.
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components'
import { SeedBar } from './SeedBar'
import { useT } from '../i18n/use-t'

interface ShuffleControlProps {
  /** The seed the shown order comes from, or null when it is not shuffled. */
  seed: string | null
  issues?: readonly string[] | undefined
  onSeed(seed: string): void
  /** Back to the source's own order (client-side shuffles only). */
  onUnshuffle?(): void
}

export function ShuffleControl({ seed, issues, onSeed, onUnshuffle }: ShuffleControlProps) {
  const t = useT()
  return (
    <DialogTrigger>
      <Button className="shuffle-trigger">
        {t('shuffle.label')}
        {seed !== null && (
          <span className="shuffle-trigger-seed">
            <span className="visually-hidden">{t('shuffle.seedSpoken')}</span>
            {seed}
          </span>
        )}
      </Button>
      <Popover className="shuffle-popover" placement="bottom end">
        <Dialog className="shuffle-panel">
          <Heading slot="title" className="shuffle-title">
            {t('shuffle.label')}
          </Heading>
          <SeedBar seed={seed} issues={issues} onSeed={onSeed} onUnshuffle={onUnshuffle} />
        </Dialog>
      </Popover>
    </DialogTrigger>
  )
}
