// The displays the window offers and the app sizes downloads for: the platform's (Electron's), each
// matched to the desktop's own display and known by the desktop's name for it, so the id that comes
// back to setWallpaper is one the wallpaper layer finds by name. Without a platform list (the CLI),
// the desktop's list as it is.
import type { ErrorText } from '../../../shared/errors'
import type { DisplayInfo } from '../../../shared/ipc'
import { saidOf, type Said } from '../i18n/sentence'
import { backendWords } from '../wallpaper/backend-names'
import type { WallpaperSetter } from '../wallpaper/wallpaper'
import type { DisplayInfo as DesktopDisplay } from '../wallpaper/types'
import { matchDisplays, type DisplayMatch } from './match-displays'
import { pixelRect, PlatformDisplaysSchema, type PlatformDisplay, type PlatformDisplayInput } from './platform-display'

const UNMATCHED = 'unmatched-'

/** The id of a display the desktop's list does not account for: it names no display there, and setting on it says why. */
function unmatchedId(display: PlatformDisplay): string {
  return `${UNMATCHED}${display.id}`
}

/** Whether an id is one the desktop's list does not account for (made by unmatchedId). */
export function isUnmatchedId(id: string): boolean {
  return id.startsWith(UNMATCHED)
}

/** The desktop's own layout, where it gives positions: pixels (X11), or logical units with a scale (Wayland). */
function desktopLayout(display: DesktopDisplay): Pick<DisplayInfo, 'bounds' | 'scaleFactor'> {
  if (display.x === undefined || display.y === undefined || display.width === undefined || display.height === undefined) return {}
  const scale = display.scale ?? 1
  return { bounds: { x: display.x, y: display.y, width: display.width / scale, height: display.height / scale }, scaleFactor: scale }
}

function fromDesktop(display: DesktopDisplay): DisplayInfo {
  return {
    id: display.name,
    name: display.name,
    width: display.width ?? null,
    height: display.height ?? null,
    primary: display.primary ?? false,
    ...desktopLayout(display),
  }
}

function fromMatch(match: DisplayMatch, limitation: Said | null): DisplayInfo {
  const { platform } = match
  const { width, height } = pixelRect(platform)
  const name = match.desktop?.name ?? (platform.label || `Display ${platform.id}`)
  // One picture for all displays is the first thing to know, matched or not.
  const problem = limitation ?? (match.desktop === null ? match.problem : null)
  return {
    id: match.desktop?.name ?? unmatchedId(platform),
    name,
    ...(platform.label && platform.label !== name ? { description: platform.label } : {}),
    width,
    height,
    primary: platform.primary,
    ...(problem ? { problem: problem.message, problemText: problem.text ?? null } : {}),
    bounds: platform.bounds,
    scaleFactor: platform.scaleFactor,
  }
}

function problemOf(error: unknown): Said {
  return error instanceof Error ? saidOf(error as Error & { text?: ErrorText }) : { message: String(error) }
}

export interface DisplayListSources {
  /** The platform's displays (Electron's screen); absent for the CLI. */
  platform?: () => Promise<PlatformDisplayInput[]>
  wallpaper: () => Promise<Pick<WallpaperSetter, 'backend' | 'displays'>>
}

export async function listDisplays(sources: DisplayListSources): Promise<DisplayInfo[]> {
  if (!sources.platform) return (await (await sources.wallpaper()).displays()).map(fromDesktop)
  const platform = PlatformDisplaysSchema.parse(await sources.platform())
  let setter: Pick<WallpaperSetter, 'backend' | 'displays'>
  let desktop: DesktopDisplay[]
  try {
    setter = await sources.wallpaper()
    desktop = await setter.displays()
  } catch (error) {
    // The displays are still worth showing (and sizing downloads for); none can be set alone.
    return platform.map((display) => fromMatch({ platform: display, desktop: null, problem: problemOf(error) }, null))
  }
  // A desktop with one picture for all displays says so for each of them.
  const limitation = setter.backend.perDisplay ? null : setter.backend.limitation
  return matchDisplays(platform, desktop, backendWords(setter.backend.id)).map((match) => fromMatch(match, limitation))
}
