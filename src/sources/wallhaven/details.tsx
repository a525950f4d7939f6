// A Wallhaven wallpaper's own record as its preview shows it (operations.ts): the title made from its
// tags, the tags themselves, the uploader a search card lacks, and its category, views and favourites.
// The main process keeps the record in the library and asks Wallhaven once per wallpaper.
import { currentLocale, translate } from '../../renderer/src/i18n/use-t'
import type { WindowApi } from '../../shared/window-api'
import type { PreviewDetails } from '../window'
import type { WallhavenDetails } from './operations'

/** The record's facts, in the order the preview lists them; a count Wallhaven did not give is left out. */
function factsOf(details: WallhavenDetails): PreviewDetails['facts'] {
  const count = new Intl.NumberFormat(currentLocale())
  return [
    ...(details.category === null ? [] : [[translate('source.wallhaven.preview.category'), translate(`source.wallhaven.preview.category.${details.category}`)] as const]),
    ...(details.views === null ? [] : [[translate('source.wallhaven.preview.views'), count.format(details.views)] as const]),
    ...(details.favourites === null ? [] : [[translate('source.wallhaven.preview.favourites'), count.format(details.favourites)] as const]),
  ]
}

/** The record, or null when the main process could not get it (the card is shown as it is). */
export async function wallhavenPreviewDetails(api: WindowApi, id: string): Promise<PreviewDetails | null> {
  const result = await api['wallhaven.details']({ id })
  if (!result.ok) return null
  const details = result.value
  return { title: details.title, tags: details.tags, author: details.uploader, facts: factsOf(details) }
}
