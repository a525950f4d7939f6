// After a set, the desktop is asked what it shows: a backend that says something else did not take
// the image, and that is an error, never a quiet success. Some desktops write their record a
// moment after the command returns, so the answer is awaited briefly.
import { realpath } from 'node:fs/promises'
import { normalize } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { WallpaperError } from '../errors/errors'
import { sentence } from '../i18n/sentence'
import type { CurrentWallpaper, DisplayTarget, WallpaperBackend } from './types'

async function resolved(path: string): Promise<string> {
  try {
    return await realpath(path)
  } catch {
    return normalize(path)
  }
}

/** Same file: equal paths, or paths that resolve to the same file (a symlinked folder). */
export async function sameFile(a: string, b: string): Promise<boolean> {
  if (normalize(a) === normalize(b)) return true
  return (await resolved(a)) === (await resolved(b))
}

async function allShow(readings: readonly CurrentWallpaper[], file: string): Promise<boolean> {
  if (readings.length === 0) return false
  for (const reading of readings) if (!(await sameFile(reading.file, file))) return false
  return true
}

export interface VerifyOptions {
  timeoutMs: number
  intervalMs?: number
  /** Whether these shown pictures were set by another Tapestry after this set began: then this one was replaced, not refused. */
  replacedBy?: (shown: readonly string[]) => Promise<boolean>
}

/** Why a read-back says the set did not take: nothing reported (null), or what the desktop still shows. */
function notTaken(backend: string, other: Partial<CurrentWallpaper> | null): ReturnType<typeof sentence> {
  if (other === null) return sentence('desktop.verify.noImage', { backend })
  const { file, display } = other
  if (file && display) return sentence('desktop.verify.stillShowsOn', { backend, file, display })
  if (file) return sentence('desktop.verify.stillShows', { backend, file })
  if (display) return sentence('desktop.verify.showsNoneOn', { backend, display })
  return sentence('desktop.verify.showsNone', { backend })
}

export async function verifyWallpaper(backend: WallpaperBackend, file: string, display: DisplayTarget, options: VerifyOptions): Promise<void> {
  const deadline = Date.now() + options.timeoutMs
  for (;;) {
    const readings = await backend.current(display)
    // The desktop cannot say: the exit status (and our own record) is all there is.
    if (readings === null) return
    if (await allShow(readings, file)) return
    if (Date.now() >= deadline) {
      if (await options.replacedBy?.(readings.map((reading) => reading.file))) return
      const other = readings.find((reading) => normalize(reading.file) !== normalize(file))
      throw new WallpaperError(...notTaken(backend.name, readings.length === 0 ? null : (other ?? {})))
    }
    await delay(options.intervalMs ?? 100)
  }
}

/**
 * After several displays were set in one go: the desktop reports showing every new file (on
 * whichever displays; one reading of all of them, rather than a reading a display).
 */
export async function verifyEachShown(backend: WallpaperBackend, files: readonly string[], options: VerifyOptions): Promise<void> {
  const deadline = Date.now() + options.timeoutMs
  for (;;) {
    const readings = await backend.current('all')
    if (readings === null) return
    const missing: string[] = []
    for (const file of files) {
      let shown = false
      for (const reading of readings) if (await sameFile(reading.file, file)) shown = true
      if (!shown) missing.push(file)
    }
    if (missing.length === 0) return
    if (Date.now() >= deadline && (await options.replacedBy?.(readings.map((reading) => reading.file)))) return
    if (Date.now() >= deadline) throw new WallpaperError(...sentence('desktop.verify.notShown', { backend: backend.name, file: missing[0] ?? '' }))
    await delay(options.intervalMs ?? 100)
  }
}
