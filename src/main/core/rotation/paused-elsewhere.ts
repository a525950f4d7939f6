// Rotation paused or resumed by another process (`tapestry pause`, `tapestry resume`) is written to
// settings.json, which the running app's scheduler reads at its next look at the clock. This looks
// every few seconds for the flag changing under the app, so the tray's "Pause rotation" item, its
// tooltip and the window say it at once, and a resume takes effect then rather than a minute later.

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
  const read = (): boolean | undefined => {
    try {
      return options.paused()
    } catch {
      // The file cannot be read now (a disk gone, another process holding it): looked at again next time.
      return undefined
    }
  }
  let last = read()
  const timer = setInterval(() => {
    const now = read()
    if (now === undefined || now === last) return
    last = now
    options.changed(now)
  }, options.everyMs ?? PAUSED_ELSEWHERE_POLL_MS)
  // Never what keeps the process running.
  timer.unref?.()
  return { stop: () => clearInterval(timer) }
}
