// Rotation: its state, pausing and resuming, the next picture (everywhere or on one display), its
// settings as the tray changes them, and going back to the previous picture.
import type { z } from 'zod'
import type { RotationConfigureSchema, RotationStatus } from '../../../shared/ipc'
import { nextOnDisplay, type NextOnDisplayDeps } from '../rotation/next-on-display'
import { previousWallpaper, type PreviousDeps } from '../rotation/previous-wallpaper'
import type { RotationScheduler } from '../rotation/rotation-scheduler'
import type { RequestPlan } from '../http/http'
import type { HandlerGroup, LibraryChanged } from './handler-group'

export interface RotationOperationParts {
  scheduler: Pick<RotationScheduler, 'status' | 'start' | 'stop' | 'next'>
  /** Next on one display: a step with settings for that display alone, through the scheduler. */
  oneDisplay: () => NextOnDisplayDeps
  /** Saves a change of the rotation settings and answers the rotation as it is then. */
  configure: (change: z.output<typeof RotationConfigureSchema>) => Promise<RotationStatus>
  previous: () => PreviousDeps
  libraryChanged: LibraryChanged
  /** The request a step would send now, on `display` (default: as the rotation settings say). */
  plan: (display: string | undefined) => Promise<RequestPlan>
}

type RotationOperationName = 'rotation.status' | 'rotation.start' | 'rotation.stop' | 'rotation.next' | 'rotation.configure' | 'rotation.previous' | 'rotation.plan'

export function rotationOperations(parts: RotationOperationParts): HandlerGroup<RotationOperationName> {
  const { scheduler } = parts
  return {
    'rotation.status': async () => scheduler.status(),
    'rotation.start': async () => scheduler.start(),
    'rotation.stop': async () => scheduler.stop(),
    'rotation.next': (input, { signal }) => (input?.display === undefined || input.display === 'all' ? scheduler.next() : nextOnDisplay(parts.oneDisplay(), input.display, signal)),
    'rotation.configure': (change) => parts.configure(change),
    'rotation.previous': async (input) => {
      const result = await previousWallpaper(parts.previous(), input?.display)
      // The history is as it was; each display's place in it moved back.
      parts.libraryChanged('history')
      return result
    },
    'rotation.plan': (input) => parts.plan(input?.display),
  }
}
