// What a card's Set and Favourite do, made once for the whole grid so every card shares the same
// two functions (cards are memoised): set on every display, as the preview does unless told
// otherwise, and add or remove the favourite; each says how it went in a sentence.
import { useMemo } from 'react'
import type { MediaItem } from '../../../shared/media'
import { useApi } from '../api/api-context'
import { carrierFailure } from '../api/errors'
import { useLibrary } from '../hooks/library-context'
import { rememberItem } from '../library/known-items'
import { translate } from '../i18n/use-t'

/** Says how an action went, in a sentence (the window shows it as a toast). */
export type CardMessage = (message: string) => void

export interface CardActionHandlers {
  setWallpaper(item: MediaItem): Promise<void>
  toggleFavourite(item: MediaItem): Promise<void>
}

export function useCardActions(onMessage: CardMessage): CardActionHandlers {
  const api = useApi()
  const { toggleFavourite } = useLibrary()
  return useMemo(
    () => ({
      async setWallpaper(item) {
        onMessage(translate('card.toast.setting', { title: item.title }))
        const result = await api.setWallpaper({ item, display: 'all' }).catch(carrierFailure)
        if (result.ok) rememberItem(item)
        onMessage(result.ok ? translate('card.toast.set', { title: item.title }) : result.error.message)
      },
      async toggleFavourite(item) {
        const result = await toggleFavourite(item)
        if (!result.ok) onMessage(result.error.message)
        else onMessage(translate(result.value.favourite ? 'card.toast.favourited' : 'card.toast.unfavourited', { title: item.title }))
      },
    }),
    [api, toggleFavourite, onMessage],
  )
}
