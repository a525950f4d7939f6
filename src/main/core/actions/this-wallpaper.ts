// "Favourite this wallpaper" and "Block this wallpaper": act on the picture showing now (see
// showing-now.ts for which one is meant), for the tray, the window and `tapestry favourite|block`.
import type { DisplayInfo } from '../../../shared/ipc'
import type { Blocked, Favourite, Library } from '../library/library'
import { displaysShowing, pictureMeant, showingNow } from './showing-now'

export interface ThisWallpaperDeps {
  library: Library
  displays: () => Promise<DisplayInfo[]>
}

/** `display`: one display's, 'all' the one set on all displays, unsaid the one meant by default (see pictureMeant). */
export async function favouriteThisWallpaper(deps: ThisWallpaperDeps, display?: string): Promise<Favourite> {
  const picture = await pictureMeant(showingNow(deps.library), display, deps.displays)
  return deps.library.addFavourite(picture.item)
}

/**
 * Blocks it, and says which displays showed it: rotation moves on from those. The caller runs that
 * step (the app through its scheduler, so it never overlaps another; the CLI directly).
 */
export async function blockThisWallpaper(deps: ThisWallpaperDeps, display?: string): Promise<{ blocked: Blocked; displays: string[] }> {
  const showing = showingNow(deps.library)
  const picture = await pictureMeant(showing, display, deps.displays)
  const blocked = deps.library.block({ source: picture.item.source, id: picture.item.id, title: picture.item.title })
  return { blocked, displays: displaysShowing(showing, picture.item) }
}
