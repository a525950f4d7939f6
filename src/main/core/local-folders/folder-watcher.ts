// Keeps an eye on one added folder and reports which paths changed, a quiet moment after they did
// (copying 500 pictures in is one report, not 500). Its events are only hints: the index is brought
// up to date by reading what they name (folder-scan.ts refreshPaths), and a rescan at each start
// catches anything missed.
//
// On Linux each folder gets its own non-recursive fs.watch (one inotify watch per folder). Node's
// own `recursive` there watches every file and stats the whole tree synchronously when it starts —
// 50,000 watches and a blocked main thread for a big collection — and chokidar also stats and keeps
// every file, which the index already knows. macOS (FSEvents) and Windows watch a whole tree natively
// with one handle, so there the root is watched recursively.
import { watch, type FSWatcher } from 'node:fs'
import path from 'node:path'
import { fromBytes, fsPath } from './path-bytes'

export interface FolderWatcherOptions {
  /** Called with the changed paths (files or folders, absolute) after a quiet moment. */
  onChanges(paths: Set<string>): void
  /** Something could not be watched (the system's limit on watches, say): a sentence for the log. */
  onTrouble(message: string): void
  /** How long nothing must happen before a report; default 300 ms. */
  quietMs?: number
  /** A report at least this often while changes keep coming; default 2 s. */
  maxWaitMs?: number
  platform?: NodeJS.Platform
}

export interface FolderWatcher {
  /** Watches these folders too (found by a scan); on macOS and Windows the root's watch covers them. */
  add(directories: Iterable<string>): void
  /** Stops watching `dir` and everything under it (it is gone). */
  forget(dir: string): void
  close(): void
}

function isUnder(candidate: string, dir: string): boolean {
  return candidate === dir || candidate.startsWith(dir.endsWith(path.sep) ? dir : dir + path.sep)
}

export function watchFolder(root: string, options: FolderWatcherOptions): FolderWatcher {
  const quietMs = options.quietMs ?? 300
  const maxWaitMs = options.maxWaitMs ?? 2_000
  const recursive = (options.platform ?? process.platform) !== 'linux'
  const watchers = new Map<string, FSWatcher>()
  let pending = new Set<string>()
  let quiet: NodeJS.Timeout | undefined
  let deadline: NodeJS.Timeout | undefined
  let closed = false
  let troubleSaid = false

  function report(): void {
    clearTimeout(quiet)
    clearTimeout(deadline)
    quiet = deadline = undefined
    const paths = pending
    pending = new Set()
    if (!closed && paths.size > 0) options.onChanges(paths)
  }

  function changed(entry: string): void {
    if (closed) return
    pending.add(entry)
    clearTimeout(quiet)
    // Timers never keep a process alive on their own account.
    quiet = setTimeout(report, quietMs).unref()
    deadline ??= setTimeout(report, maxWaitMs).unref()
  }

  function watchOne(dir: string): void {
    if (closed || watchers.has(dir)) return
    try {
      // Names as bytes, as the walk reads them (path-bytes.ts): one that is not UTF-8 is named as it is.
      const watcher = watch(fsPath(dir), { persistent: false, recursive, encoding: 'buffer' }, (_event, name) => {
        // No name (the system dropped events): the whole folder is looked at again.
        changed(name ? path.join(dir, fromBytes(name)) : dir)
      })
      // A watched folder deleted or unmounted: it is looked at again (and found gone).
      watcher.on('error', () => {
        watcher.close()
        watchers.delete(dir)
        changed(dir)
      })
      watchers.set(dir, watcher)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ENOENT') return
      if (!troubleSaid) {
        troubleSaid = true
        const why = code === 'ENOSPC' || code === 'EMFILE' ? 'the system’s limit on watched folders is reached' : `it could not be watched (${code ?? 'unknown error'})`
        options.onTrouble(`Not every folder under ${root} is watched: ${why}. Changes there are found at the next start.`)
      }
    }
  }

  watchOne(root)
  return {
    add(directories) {
      if (recursive) return
      for (const dir of directories) watchOne(dir)
    },
    forget(dir) {
      for (const [watched, watcher] of watchers) {
        if (!isUnder(watched, dir)) continue
        watcher.close()
        watchers.delete(watched)
      }
    },
    close() {
      closed = true
      clearTimeout(quiet)
      clearTimeout(deadline)
      for (const watcher of watchers.values()) watcher.close()
      watchers.clear()
    },
  }
}
