// When a "Now showing" notification is due. After a rotation step (on the timer, or asked from the
// tray, a global shortcut, a notification's Block, or at start) and after the tray's Previous: the
// wallpaper changed while the person was elsewhere. Never for a change asked for in the window:
// the person is looking at it, and it shows the new picture already. Never while rotation is
// paused (the person asked for quiet), never when the setting is off, and never more than one per
// change, however many displays it set. Changes `tapestry` makes in its own process are not seen
// here: the app does not run them.
import type { RotationStatus } from '../../../shared/ipc'
import type { Showing } from '../actions/showing-now'

export interface ChangeNotifierOptions {
  settings: () => { notifications: { enabled: boolean }; rotation: { paused: boolean } }
  /** What each display shows now (showingNow over the library). */
  showing: () => Showing[]
  /** Shows one notification for what the change put on the displays. */
  notify: (changed: Showing[]) => void
}

/** The same record on the same display: shown before the change and still shown after it. */
const sameShowing = (a: Showing, b: Showing) => a.display === b.display && a.libraryId === b.libraryId && a.historySeq === b.historySeq

export function createChangeNotifier(options: ChangeNotifierOptions) {
  let windowRequests = 0
  let step: { before: Showing[]; fromWindow: boolean } | null = null

  function announce(before: readonly Showing[]): void {
    const { notifications, rotation } = options.settings()
    if (!notifications.enabled || rotation.paused) return
    const changed = options.showing().filter((now) => !before.some((earlier) => sameShowing(earlier, now)))
    if (changed.length > 0) options.notify(changed)
  }

  return {
    /**
     * Runs an operation the window asked for: a step it starts is the window's, and not notified.
     * (A timer step that happens to start while the window's request runs is taken as the window's
     * too: at worst one notification is missed while the person is in the window.)
     */
    async fromWindow<T>(work: () => Promise<T>): Promise<T> {
      windowRequests += 1
      try {
        return await work()
      } finally {
        windowRequests -= 1
      }
    },
    /** Every rotation status: a step starts (busy) and ends; a step that failed changed nothing. */
    rotationChanged(status: RotationStatus): void {
      if (status.busy) {
        step ??= { before: options.showing(), fromWindow: windowRequests > 0 }
        return
      }
      const ended = step
      step = null
      if (ended && !ended.fromWindow && status.lastError === null) announce(ended.before)
    },
    /** A change outside rotation steps and outside the window (the tray's Previous): announced once it is done. */
    async around<T>(work: () => Promise<T>): Promise<T> {
      const before = options.showing()
      const result = await work()
      announce(before)
      return result
    },
  }
}

export type ChangeNotifier = ReturnType<typeof createChangeNotifier>
