// Rotation paused or resumed by another process (`tapestry pause`, `tapestry resume`, `tapestry
// config set rotation.…`) is written to settings.json. This looks every few seconds for it changing
// under the app, and the app pushes what it finds to the scheduler, so the tray's "Pause rotation"
// item, its tooltip and the window say it at once, and a resume or a new interval takes effect then.

/** Often enough to look immediate beside a typed command. */
export const PAUSED_ELSEWHERE_POLL_MS = 2000

export interface PausedElsewhereOptions {
  /** Whether rotation is paused, as settings.json says now. */
  paused: () => boolean
  /** The flag changed since the last look (by anyone: the app's own changes are said too, harmlessly). */
  changed: (paused: boolean) => void
  everyMs?: number
}

export function watchPausedElsewhere(options: PausedElsewhereOptions): { stop(): void } {
  return watchElsewhere({ read: options.paused, changed: options.changed, ...(options.everyMs === undefined ? {} : { everyMs: options.everyMs }) })
}

/**
 * Any value read from a file other processes write (the rotation settings in settings.json), said
 * once per change (compared as JSON) at the next look, so it can be pushed to whoever keeps it.
 */
export function watchElsewhere<T>(options: { read: () => T; changed: (value: T) => void; everyMs?: number }): { stop(): void } {
  const read = (): { value: T; key: string } | undefined => {
    try {
      const value = options.read()
      return { value, key: JSON.stringify(value) }
    } catch {
      // The file cannot be read now (a disk gone, another process holding it): looked at again next time.
      return undefined
    }
  }
  let last = read()?.key
  const timer = setInterval(() => {
    const now = read()
    if (now === undefined || now.key === last) return
    last = now.key
    options.changed(now.value)
  }, options.everyMs ?? PAUSED_ELSEWHERE_POLL_MS)
  // Never what keeps the process running.
  timer.unref?.()
  return { stop: () => clearInterval(timer) }
}
