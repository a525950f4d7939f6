// What each display shows now, for the window's "Now showing": every display the desktop lists, in
// its order and with its place in the layout, each with the picture set on it, else the one set on
// all displays (which a display shows until it is given one of its own).
import type { DisplayInfo, NowShowing, ShowingNow } from '../../../shared/ipc'
import { ALL_DISPLAYS, type Library } from '../library/library'
import { showingNow, type Showing } from './showing-now'

/** Only what the contract carries: the history record's number stays in the core. */
function asShowingNow({ display, libraryId, item, credit }: Showing): ShowingNow {
  return { display, libraryId, item, credit }
}

/** Pure: what `showing` (showingNow over the library) means for each of `displays`. */
export function showingOnDisplays(showing: readonly Showing[], displays: readonly DisplayInfo[]): NowShowing {
  const onAll = showing.find((shown) => shown.display === ALL_DISPLAYS)
  return {
    displays: displays.map((display) => {
      // The history names a display by the id the window set it with; older records by its name.
      const own = showing.find((shown) => shown.display === display.id) ?? showing.find((shown) => shown.display === display.name)
      const picture = own ?? onAll
      return { display, picture: picture ? asShowingNow(picture) : null }
    }),
    onAll: onAll ? asShowingNow(onAll) : null,
  }
}

export interface NowShowingDeps {
  library: Library
  displays: () => Promise<DisplayInfo[]>
}

/**
 * What each display shows now. A desktop that cannot list its displays (its tools missing, or
 * failing) still has a picture on it: then there are no displays, and what was set on all.
 */
export async function nowShowing(deps: NowShowingDeps): Promise<NowShowing> {
  const displays = await deps.displays().catch(() => [])
  return showingOnDisplays(showingNow(deps.library), displays)
}
