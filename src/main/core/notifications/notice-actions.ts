// A notification's Favourite and Block act on the picture that notification was about, which may
// no longer be showing by the time the button is pressed: never on "whatever shows now". Block
// moves on as the tray's Block does, when (and only when) the picture is still on a display.
import type { MediaItem } from '../../../shared/media'
import type { Library } from '../library/library'
import type { OperationHandlers } from '../operations/operations'
import { displaysShowing, showingNow } from '../actions/showing-now'
import type { NoticeAction } from './wallpaper-notice'

export interface NoticeActionDeps {
  /** The contract's handlers, so the window hears of the change as it does of the tray's. */
  handlers: Pick<OperationHandlers, 'library.addFavourite' | 'library.block'>
  library: () => Library
  /** One rotation step through the scheduler (never overlapping one under way). */
  next: () => Promise<unknown>
}

export async function runNoticeAction(deps: NoticeActionDeps, action: NoticeAction, item: MediaItem): Promise<void> {
  if (action === 'favourite') {
    await deps.handlers['library.addFavourite']({ item }, {})
    return
  }
  await deps.handlers['library.block']({ item }, {})
  if (displaysShowing(showingNow(deps.library()), item).length > 0) await deps.next()
}
