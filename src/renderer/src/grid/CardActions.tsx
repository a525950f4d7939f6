// The two things worth doing without opening a picture: set it and mark it a favourite. They sit
// over the card's top edge and show while the pointer is on the card or focus is in it (see
// grid.css); from a focused card, Tab reaches them. The rest (a display of its own, Download,
// Block, details) is in the preview.
import { useState, type MouseEvent } from 'react'
import type { MediaItem } from '../../../shared/media'
import type { CardActionHandlers } from './use-card-actions'
import { useT } from '../i18n/use-t'

interface CardActionsProps {
  item: MediaItem
  favourite: boolean
  /** Only the grid's Tab-stop card puts its buttons in the tab order (after the card itself). */
  tabbable: boolean
  actions: CardActionHandlers
}

/** A still picture can be a wallpaper; a video or an animation is offered by the preview to download or open. */
function canSet(item: MediaItem): boolean {
  return item.mediaType === 'image'
}

export function CardActions({ item, favourite, tabbable, actions }: CardActionsProps) {
  const t = useT()
  const [busy, setBusy] = useState<'set' | 'favourite' | null>(null)

  // Each button acts on its own: its click does not open the preview as well. A button stays
  // focusable while its action runs (aria-disabled, not disabled), so focus never falls out.
  const act = (action: 'set' | 'favourite', run: (item: MediaItem) => Promise<void>) => (event: MouseEvent) => {
    event.stopPropagation()
    if (busy !== null) return
    setBusy(action)
    void run(item).finally(() => setBusy(null))
  }

  const tabIndex = tabbable ? 0 : -1
  return (
    <span className="card-actions" data-busy={busy ?? undefined}>
      {canSet(item) && (
        <button
          type="button"
          className="card-action card-set"
          tabIndex={tabIndex}
          aria-label={t('card.setAsWallpaper')}
          aria-disabled={busy === 'set'}
          onClick={act('set', actions.setWallpaper)}
        >
          {busy === 'set' ? t('setAgain.busy') : t('setAgain.set')}
        </button>
      )}
      <button
        type="button"
        className="card-action card-favourite"
        tabIndex={tabIndex}
        aria-label={t('card.favourite')}
        aria-pressed={favourite}
        aria-disabled={busy === 'favourite'}
        onClick={act('favourite', actions.toggleFavourite)}
      >
        <span aria-hidden="true">{favourite ? '★' : '☆'}</span>
      </button>
    </span>
  )
}
