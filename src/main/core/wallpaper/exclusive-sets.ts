// One change of wallpaper at a time on a data folder, across processes: the app's rotation and a
// `tapestry next` from a key binding would otherwise each set the desktop and read it back, and the
// one that read back the other's newer picture would call its own set a failure. A change — set,
// read back, record — runs under an inter-process lock (proper-lockfile, in the state folder; a
// process that dies holding it leaves a lock that goes stale) and, inside one process, in turn.
// Downloads are never under it: only the moment the desktop is changed.
import { AsyncLocalStorage } from 'node:async_hooks'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import lockfile from 'proper-lockfile'
import { WallpaperError } from '../errors/errors'
import { sentence } from '../i18n/sentence'

/** A lock older than this belongs to a process that died holding it; a live holder refreshes it every half of it. */
const STALE_MS = 10_000
const RETRY_MS = 50
/** How long a change waits for the others before it gives up and says so. */
const WAIT_MS = 60_000

export type Exclusive = <T>(task: () => Promise<T>) => Promise<T>

export function createExclusiveSets(stateDir: string): Exclusive {
  const inside = new AsyncLocalStorage<true>()
  let queue: Promise<unknown> = Promise.resolve()

  async function underFileLock<T>(task: () => Promise<T>): Promise<T> {
    let release: (() => Promise<void>) | undefined
    try {
      await mkdir(stateDir, { recursive: true })
      release = await lockfile.lock(join(stateDir, 'wallpaper'), {
        realpath: false,
        stale: STALE_MS,
        update: STALE_MS / 2,
        retries: { retries: Math.ceil(WAIT_MS / RETRY_MS), factor: 1, minTimeout: RETRY_MS, maxTimeout: RETRY_MS, randomize: true },
        // Lost to another process after a stall: the change under way finishes; nothing else to undo.
        onCompromised: () => undefined,
      })
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ELOCKED') throw new WallpaperError(...sentence('desktop.busy', {}, { cause: error }))
      // A state folder that cannot be written (a read-only data folder): no other process can lock it either.
    }
    try {
      return await task()
    } finally {
      await release?.().catch(() => undefined)
    }
  }

  return (task) => {
    // Already inside a change (a set within a recorded set): it holds the lock.
    if (inside.getStore()) return task()
    const run = () => underFileLock(() => inside.run(true, task))
    const next = queue.then(run, run)
    queue = next.catch(() => undefined)
    return next
  }
}
