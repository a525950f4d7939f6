// The wallpaper setter: detect (or take from the settings) exactly one backend, refuse a path that
// is not an existing absolute file before anything runs, set, then read back where the desktop can
// say and fail loudly if it did not take the image.
import { stat } from 'node:fs/promises'
import { homedir } from 'node:os'
import { isAbsolute, normalize } from 'node:path'
import type { ErrorText } from '../../../shared/errors'
import { parseOrThrow } from '../../../shared/validation'
import { WallpaperError } from '../errors/errors'
import { sentence } from '../i18n/sentence'
import { parseCommandTemplate } from './command-template'
import { createBackend } from './create-backend'
import { chooseBackend } from './detect'
import { runningInFlatpak } from './backends/portal-sandbox'
import { applyLockScreen } from './lock-screen/apply-lock-screen'
import { createLockScreen, lockScreenDetail } from './lock-screen/lock-screens'
import type { Limitation } from './limitation'
import { createRunning, createWhich, type Probe } from './probes'
import type { Env } from './run-command'
import {
  SetWallpaperOptionsSchema,
  WallpaperSettingsSchema,
  type BackendId,
  type CurrentWallpaper,
  type DisplayInfo,
  type LockScreenOutcome,
  type LockScreenSupport,
  type SetWallpaperOptionsInput,
  type WallpaperSettingsInput,
} from './types'
import { createExclusiveSets } from './exclusive-sets'
import { noteSetStarted, setLaterByAnother } from './set-journal'
import { verifyEachShown, verifyWallpaper } from './verify'
import { loadWallpaperPackage, type LoadWallpaperModule } from './wallpaper-module'

export * from './types'
export type { Detection } from './detect'
export type { WallpaperModule, LoadWallpaperModule } from './wallpaper-module'

export interface WallpaperSetterOptions {
  platform?: NodeJS.Platform
  /** The session's environment; commands run with exactly this (PATH, DISPLAY, HOME…). */
  env: Env
  settings?: WallpaperSettingsInput
  /** Tapestry's folder for backend state (swaybg's PIDs, xwallpaper's record). */
  stateDir: string
  which?: Probe
  running?: Probe
  /** Per command. */
  commandTimeoutMs?: number
  /** How long a new swaybg runs before the old one is stopped. */
  swaybgSwapDelayMs?: number
  /** How long a read-back may take to show the new image. */
  verifyTimeoutMs?: number
  /** The `wallpaper` package for macOS and Windows; tests inject a module object. */
  loadWallpaperModule?: LoadWallpaperModule
  /** Inside Flatpak (default: asked of the system on Linux); the desktop portal then sets the wallpaper. */
  sandboxed?: boolean
}

export interface WallpaperBackendInfo {
  id: BackendId
  name: string
  perDisplay: boolean
  limitation: Limitation | null
  /** The desktop recognised, when one was. */
  desktop: string | null
  /** How the backend was chosen, in words. */
  reason: string
  /** What Tapestry can do with this desktop's lock screen, and the sentence that says so. */
  lockScreen: { support: LockScreenSupport; detail: string; detailText?: ErrorText }
}

/** What a change did besides the desktop: the lock screen's part. */
export interface SetOutcome {
  lockScreen: LockScreenOutcome
}

export interface WallpaperSetter {
  readonly backend: WallpaperBackendInfo
  /**
   * Sets an existing image by absolute path; display defaults to 'all', fit to 'fill'. With the
   * lock screen setting on, the lock screen follows (`lockScreen` says with which picture).
   */
  set(file: string, options?: SetWallpaperOptionsInput): Promise<SetOutcome>
  /**
   * Sets each display its own file: in one go where the tool can, else one display after another.
   * The lock screen takes one picture: `lockScreen`, else the first display's.
   */
  setEach(sets: readonly { file: string; display: string }[], options?: Pick<SetWallpaperOptionsInput, 'fit' | 'lockScreen'>): Promise<SetOutcome>
  /** What every display shows now, read back from the desktop; null where it cannot say. */
  current(): Promise<CurrentWallpaper[] | null>
  displays(): Promise<DisplayInfo[]>
  /**
   * Runs `task` as the one change of wallpaper under way on this data folder (across processes):
   * a change that also records itself (set, read back, record) runs whole inside it. Sets made
   * inside it do not wait for it again.
   */
  exclusive<T>(task: () => Promise<T>): Promise<T>
}

const DEFAULT_SWAP_DELAY_MS = 1_000
const DEFAULT_VERIFY_TIMEOUT_MS = 2_000

async function checkFile(file: string): Promise<string> {
  if (typeof file !== 'string' || file === '' || !isAbsolute(file)) {
    throw new WallpaperError(...sentence('desktop.file.notAbsolute', { file: String(file) }))
  }
  let info
  try {
    info = await stat(file)
  } catch {
    throw new WallpaperError(...sentence('desktop.file.missing', { file }))
  }
  if (!info.isFile()) throw new WallpaperError(...sentence('desktop.file.notAFile', { file }))
  return normalize(file)
}

export async function createWallpaperSetter(options: WallpaperSetterOptions): Promise<WallpaperSetter> {
  const platform = options.platform ?? process.platform
  const env = options.env
  const settings = parseOrThrow(WallpaperSettingsSchema, options.settings ?? {})
  // A broken template is reported now, not at the first set.
  const customTemplate = settings.customCommand ? parseCommandTemplate(settings.customCommand) : undefined
  const which = options.which ?? createWhich(env, platform)
  const running = options.running ?? createRunning(env)
  const sandboxed = options.sandboxed ?? (platform === 'linux' && runningInFlatpak(env))
  const detection = await chooseBackend({ platform, env, which, running, settings, sandboxed })

  const backend = createBackend(detection.backend, {
    env,
    home: env.HOME ?? env.USERPROFILE ?? homedir(),
    stateDir: options.stateDir,
    which,
    commandTimeoutMs: options.commandTimeoutMs,
    swaybgSwapDelayMs: options.swaybgSwapDelayMs ?? DEFAULT_SWAP_DELAY_MS,
    customTemplate,
    loadWallpaperModule: options.loadWallpaperModule ?? loadWallpaperPackage,
    sandboxed,
  })
  const verifyTimeoutMs = options.verifyTimeoutMs ?? DEFAULT_VERIFY_TIMEOUT_MS
  const lockScreen = createLockScreen(detection.backend, { env, which, commandTimeoutMs: options.commandTimeoutMs })
  const withLockScreen = async (file: string | false): Promise<SetOutcome> => ({
    lockScreen: await applyLockScreen(lockScreen, settings.lockScreen, file, { timeoutMs: verifyTimeoutMs }),
  })

  // One change at a time, in this process and across processes on this data folder: two overlapping
  // swaybg swaps would each stop the other's process, and a read-back would see the other's picture.
  const exclusive = createExclusiveSets(options.stateDir)
  /** Read-back options for a change that began at `startedAt`. */
  const verifying = (startedAt: number) => ({ timeoutMs: verifyTimeoutMs, replacedBy: (shown: readonly string[]) => setLaterByAnother(options.stateDir, startedAt, shown) })

  return {
    backend: {
      id: backend.id,
      name: backend.name,
      perDisplay: backend.perDisplay,
      limitation: backend.limitation,
      desktop: detection.desktop,
      reason: detection.reason,
      lockScreen: { support: lockScreen.support, ...lockScreenDetail(lockScreen) },
    },
    async set(file, setOptions = {}) {
      const path = await checkFile(file)
      const { display, fit, lockScreen: lockFile } = parseOrThrow(SetWallpaperOptionsSchema, setOptions)
      const forLockScreen = lockFile === false ? false : lockFile === undefined ? path : await checkFile(lockFile)
      return exclusive(async () => {
        const startedAt = Date.now()
        await noteSetStarted(options.stateDir, { pid: process.pid, startedAt, files: [path] })
        await backend.set(path, { display, fit })
        await verifyWallpaper(backend, path, display, verifying(startedAt))
        return withLockScreen(forLockScreen)
      })
    },
    async setEach(sets, setOptions = {}) {
      const checked = await Promise.all(
        sets.map(async (set) => {
          const { display, fit } = parseOrThrow(SetWallpaperOptionsSchema, { display: set.display, fit: setOptions.fit })
          if (display === 'all') throw new WallpaperError(...sentence('desktop.setEach.needsDisplays'))
          return { file: await checkFile(set.file), display, fit }
        }),
      )
      const fit = checked[0]?.fit ?? 'fill'
      const lockFile = setOptions.lockScreen
      const forLockScreen = lockFile === false ? false : lockFile === undefined ? (checked[0]?.file ?? false) : await checkFile(lockFile)
      return exclusive(async () => {
        const startedAt = Date.now()
        const files = checked.map(({ file }) => file)
        await noteSetStarted(options.stateDir, { pid: process.pid, startedAt, files })
        if (backend.setEach) await backend.setEach(checked, fit)
        else for (const { file, display } of checked) await backend.set(file, { display, fit })
        await verifyEachShown(backend, files, verifying(startedAt))
        return withLockScreen(forLockScreen)
      })
    },
    current: () => backend.current('all'),
    displays: () => backend.displays(),
    exclusive,
  }
}
