// Asks the library every few seconds what another process changed in it (see outside-changes.ts),
// and says each part as the app's own changes are said: the window reloads that list, the tray its
// "Now:" lines. The command line's `tapestry next` or `favourite` shows in a running app this way.
import type { Library } from './library'
import type { LibraryPart } from './outside-changes'

/** Often enough to look immediate beside a typed command; the unchanged case reads one counter. */
export const OUTSIDE_CHANGE_POLL_MS = 2000

export interface OutsideChangePollOptions {
  /** The library open now (it is reopened when its folder moves). */
  library: () => Library
  changed: (part: LibraryPart) => void
  /** A read that failed (a disk gone): said once per kind of failure, and asked again next time. */
  failed?: (message: string) => void
  everyMs?: number
}

export function pollOutsideChanges(options: OutsideChangePollOptions): { stop(): void } {
  let lastFailure: string | null = null
  const poll = () => {
    try {
      for (const part of options.library().changedElsewhere()) options.changed(part)
      lastFailure = null
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      if (message !== lastFailure) options.failed?.(message)
      lastFailure = message
    }
  }
  // Asked once now: from then on the library keeps its summaries up to date with its own writes
  // (see outside-changes.ts), so none of them is said as another process's.
  poll()
  const timer = setInterval(poll, options.everyMs ?? OUTSIDE_CHANGE_POLL_MS)
  // Never what keeps the process running.
  timer.unref?.()
  return { stop: () => clearInterval(timer) }
}
