// "Next wallpaper" on one display: a rotation step for that display alone, drawn from the same pool
// and rules as any step, while the other displays keep what they show (the window's "Now showing").
// Also how rotation moves on after Block on one display: from that display only, where no other
// shows the blocked picture.
import type { DisplayInfo, RotationStatus } from '../../../shared/ipc'
import type { RotationSettings } from '../../../shared/settings'
import { NotFoundError, WallpaperError, toErrorData } from '../errors/errors'
import { sentence } from '../i18n/sentence'
import { ALL_DISPLAYS } from '../library/library'
import type { RotationScheduler } from './rotation-scheduler'

export interface NextOnDisplayDeps {
  displays: () => Promise<DisplayInfo[]>
  rotation: () => RotationSettings
  /** One rotation step with these settings (the app's, so it is logged as every step is). */
  step: (rotation: RotationSettings, signal?: AbortSignal) => Promise<unknown>
  scheduler: Pick<RotationScheduler, 'status' | 'next'>
}

/** The rotation settings of a step that gives `display` alone a new picture. */
export function rotationOnOneDisplay(rotation: RotationSettings, display: string): RotationSettings {
  return { ...rotation, perDisplay: false, display }
}

/** Checked before anything is fetched: a display that is gone, or one the desktop cannot set alone, says why. */
async function settableDisplay(deps: Pick<NextOnDisplayDeps, 'displays'>, display: string): Promise<DisplayInfo> {
  const found = (await deps.displays()).find((info) => info.id === display)
  if (!found) throw new NotFoundError(...sentence('core.display.gone', { display }))
  if (found.problem !== undefined) throw new WallpaperError(found.problem, { text: found.problemText ?? undefined })
  return found
}

/** A new picture on `display` alone; fails with the step's own sentence, and changes nothing then. */
export async function nextOnDisplay(deps: NextOnDisplayDeps, display: string, signal?: AbortSignal): Promise<RotationStatus> {
  const info = await settableDisplay(deps, display)
  // A scheduled step under way is waited for (never started): two steps picking at once could
  // choose the same picture.
  if (deps.scheduler.status().busy) await deps.scheduler.next()
  await deps.step(rotationOnOneDisplay(deps.rotation(), info.id), signal)
  return deps.scheduler.status()
}

/**
 * After a block: rotation moves on from the displays that showed the picture. Each alone where
 * only displays of their own showed it and each can be set alone; a whole step where it was on all
 * displays (or the desktop takes one picture for all). A failed step is said in the status, as a
 * scheduled step's is: the block itself has happened.
 */
export async function moveOnFrom(deps: NextOnDisplayDeps, showedIt: readonly string[], signal?: AbortSignal): Promise<RotationStatus> {
  if (showedIt.length === 0) return deps.scheduler.status()
  const displays = await deps.displays().catch((): DisplayInfo[] => [])
  const eachAlone = !showedIt.includes(ALL_DISPLAYS) && showedIt.every((shown) => displays.some((info) => info.id === shown && info.problem === undefined))
  if (!eachAlone) return deps.scheduler.next()
  const listed = { ...deps, displays: async () => displays }
  try {
    for (const display of showedIt) await nextOnDisplay(listed, display, signal)
    return deps.scheduler.status()
  } catch (error) {
    return { ...deps.scheduler.status(), lastError: toErrorData(error) }
  }
}
