// The application core, wired once: settings and secrets, the source clients (rebuilt when settings
// change), downloads, the library, the desktop's wallpaper setter, rotation, and the handler of every
// contract operation. The Electron main process, the browser bridge and the CLI all build on this.
import { join } from 'node:path'
import type { SaidData } from '../../../shared/errors'
import type { DisplayInfo } from '../../../shared/ipc'
import { resolveLibraryDir } from '../system/data-dir'
import { listDisplays } from '../displays/display-list'
import type { PlatformDisplayInput } from '../displays/platform-display'
import { cleanLeftovers, createDownloader, type Downloader } from '../downloads/downloads'
import { createLibrary, type Library } from '../library/library'
import { pollOutsideChanges } from '../library/outside-change-poll'
import { createLocalFolders } from '../local-folders/local-folders'
import type { AppLog } from '../log/app-log'
import type { EventSink, OperationHandlers } from '../operations/operations'
import { z } from 'zod'
import { spanTargets } from '../displays/span-targets'
import { planRotationStep, runRotationStep, type RotationStepResult } from '../rotation/rotation'
import { createRotationScheduler } from '../rotation/rotation-scheduler'
import { watchElsewhere } from '../rotation/paused-elsewhere'
import { openJsonStore, type FieldReset } from '../store/json-store'
import { recoveryNotice, type RecoveredFile } from '../store/recovery-notice'
import { createService, type SourceClients } from '../sources/service'
import { buildSourceClients } from '../sources/source-clients'
import type { SourcesSetup } from '../../../sources/clients'
import { sourcesSetup } from '../settings/sources-config'
import { createFileSecretStore, type SecretStore } from '../settings/secret-store'
import { createSettingsStore, type SettingsStore } from '../settings/settings-store'
import { createWallpaperSetter, type WallpaperSetter } from '../wallpaper/wallpaper'
import { createRemovedKeys } from '../settings/removed-keys'
import { createAfterChangeRuns } from '../after-change/after-change-runs'
import { createPictureSetter, type PictureSetter } from '../actions/picture-setter'
import { createSpanActions } from '../actions/span-actions'
import { createWallpaperActions } from '../actions/wallpaper-actions'
import { notInThisSession, unsupportedLoginItem, type LoginItem } from '../startup/login-item'
import { toErrorData } from '../errors/errors'
import { moveOnFrom, type NextOnDisplayDeps } from '../rotation/next-on-display'
import type { PreviousDeps } from '../rotation/previous-wallpaper'
import { displaysOperations } from '../operations/displays-operations'
import { foldersOperations } from '../operations/folders-operations'
import { lookUpItem, planItemLookup } from '../operations/item-lookup'
import { libraryOperations } from '../operations/library-operations'
import { rotationOperations } from '../operations/rotation-operations'
import { searchOperations } from '../operations/search-operations'
import type { SettingsRebuilds } from '../operations/settings-operations'
import { settingsOperations } from '../operations/settings-operations'
import { systemOperations } from '../operations/system-operations'
import { wallpaperOperations } from '../operations/wallpaper-operations'

type Env = Record<string, string | undefined>

export interface AppOptions {
  dataDir: string
  /** The session's environment: TAPESTRY_* overrides, and what wallpaper commands run with. */
  env: Env
  platform?: NodeJS.Platform
  /** The Electron app keeps keys with safeStorage; the CLI and the harness use a 0600 file. */
  secrets?: SecretStore
  events?: EventSink
  /**
   * The displays as the platform reports them (Electron's screen), matched to the desktop's own by
   * connector name and geometry; without them, the desktop's own list.
   */
  displays?: () => Promise<PlatformDisplayInput[]>
  /** For tests: a wallpaper setter instead of the detected desktop's. */
  wallpaperSetter?: WallpaperSetter
  /** Offline demo and tests only: where media URLs are really fetched from (see DownloaderOptions). */
  resolveMediaUrl?: (url: string) => string
  /** Start at login: the app's and the command line's own (src/main/core/startup); none otherwise. */
  loginItem?: LoginItem
  /** The system's folder picker (the app: Electron's dialog), answering the folders chosen; none: cancelled. */
  chooseFolders?: () => Promise<string[]>
  /** The log file (src/main/core/log): what started, what rotation did, what failed. None: not logged. */
  log?: AppLogLines
  /** Where the log files are, and how this carrier shows a folder to the person (the app: the file manager). */
  logFolder?: { folder: string; open?: (folder: string) => Promise<void> }
  /** Shows a file selected in the system's file manager (the app: shell.showItemInFolder); none: only where it is can be said. */
  showInFolder?: (file: string) => void
  /**
   * Keep the index of the person's folders current while running: a rescan at start, then a
   * watcher per folder (the app and the harness). The command line reads the index as it is.
   */
  watchFolders?: boolean
  /**
   * Notice what other processes change in the library (the command line while the app runs) and
   * say it as library.changed, as the app's own changes are (the app and the harness).
   */
  watchLibrary?: boolean
  /**
   * The after-change command (settings: wallpaper.afterChangeCommand). `background`: a change does
   * not wait for it (the app); otherwise it does (the command line, so no child is left half-run).
   * `say` also hands on each line it prints, and what did not happen (the command line's stderr).
   */
  afterChange?: { background?: boolean; say?: (line: string) => void; timeoutMs?: number }
}

/** The lines the core writes to the log. */
export type AppLogLines = Pick<AppLog, 'info' | 'warn' | 'error'>

const SILENT: EventSink = { emit: () => undefined }

/**
 * When rotation last ran and runs next (milliseconds since 1970), only as dates a person could
 * have: anything else ({"lastRunAt":1e20}) is a damaged file, moved aside, not a timer that throws.
 */
const PlausibleTime = z.number().int().min(Date.UTC(2000, 0, 1)).max(Date.UTC(2200, 0, 1))
const RotationStateSchema = z.object({ nextRunAt: PlausibleTime.nullable().default(null), lastRunAt: PlausibleTime.nullable().default(null) })
const NO_LOGIN_ITEM = unsupportedLoginItem(notInThisSession())

export async function createApp(options: AppOptions) {
  const events = options.events ?? SILENT
  // A damaged file is moved aside and started afresh, or mended value by value: the person is told
  // what was put back and where the file as it was is kept.
  const notices: SaidData[] = []
  const tell = (what: RecoveredFile) => (keptAs: string, resets?: readonly FieldReset[]) => {
    const notice = recoveryNotice(what, keptAs, resets)
    notices.push(notice)
    options.log?.warn(notice.message)
  }
  const secrets = options.secrets ?? createFileSecretStore({ dataDir: options.dataDir, onRecovered: tell('key file') })
  const settings: SettingsStore = createSettingsStore({ dataDir: options.dataDir, secrets, onRecovered: tell('settings file') })
  const loginItem = options.loginItem ?? NO_LOGIN_ITEM
  // Reads the library only when used, so it can be made before the library is opened below.
  const localFolders = createLocalFolders({
    dataDir: options.dataDir,
    library: () => library,
    settings,
    watch: options.watchFolders ?? false,
    events,
    ...(options.log ? { log: options.log } : {}),
    notice: (sentence: string | SaidData) => notices.push(typeof sentence === 'string' ? { message: sentence } : sentence),
    ...(options.platform ? { platform: options.platform } : {}),
  })

  let clients: SourceClients
  let service: ReturnType<typeof createService>
  /** What the clients were built from: a settings change rebuilds them only when this differs. */
  let clientsBuiltFrom: SourcesSetup
  function buildClients(): void {
    // A source keeps its own records in the library (Wallhaven's), read when it is open.
    clients = buildSourceClients(settings, secrets, options.env, () => library.sourceRecords)
    // Read after the build, which may have kept Reddit's new device id.
    clientsBuiltFrom = sourcesSetup(settings.get(), secrets)
    service = createService(clients, localFolders)
  }
  buildClients()

  let library!: Library
  let libraryOpen = false
  let downloader: Downloader
  async function buildLibrary(): Promise<void> {
    const current = settings.get()
    const libraryDir = resolveLibraryDir(options.dataDir, current.downloadFolder)
    // A download killed half way leaves a .part file; only those no live process is writing go.
    await cleanLeftovers(libraryDir)
    const opened = createLibrary({
      dataDir: options.dataDir,
      libraryDir,
      quotaBytes: current.quotaBytes,
      // The library says its own sentences: what a rebuild could not keep, a file emptied, a repair left for later.
      notice: (sentence) => {
        notices.push(sentence)
        options.log?.warn(sentence.message)
      },
    })
    await opened.reconcile()
    if (libraryOpen) library.close()
    library = opened
    libraryOpen = true
    downloader = createDownloader({ libraryDir, resolveMediaUrl: options.resolveMediaUrl })
  }
  await buildLibrary()

  // After every change: the person's command, and what the tray says when something did not happen.
  const afterChange = createAfterChangeRuns({
    command: () => settings.get().wallpaper.afterChangeCommand,
    env: options.env,
    background: options.afterChange?.background ?? false,
    ...(options.afterChange?.timeoutMs === undefined ? {} : { timeoutMs: options.afterChange.timeoutMs }),
    ...(options.log ? { log: options.log } : {}),
    ...(options.afterChange?.say ? { say: options.afterChange.say } : {}),
    changed: () => scheduler.announce(),
  })

  /** Keys removed from Settings, kept a few minutes in memory for its Undo. */
  const removedKeys = createRemovedKeys()
  let setter: Promise<PictureSetter> | undefined
  /** The desktop's setter, through which every change passes smart fill, the lock screen and the after-change command. */
  function wallpaper(): Promise<PictureSetter> {
    // Detection runs commands (pgrep, which…): only when a wallpaper is first set or listed.
    setter ??= (async () =>
      createPictureSetter({
        setter:
          options.wallpaperSetter ??
          (await createWallpaperSetter({
            platform: options.platform,
            env: options.env,
            settings: {
              backend: settings.get().wallpaper.backend,
              customCommand: settings.get().wallpaper.customCommand ?? undefined,
              lockScreen: settings.get().wallpaper.lockScreen,
            },
            stateDir: join(options.dataDir, 'state'),
          })),
        library: () => library,
        displays,
        afterChange,
        ...(options.log ? { log: options.log } : {}),
      }))()
    const pending = setter
    pending.catch(() => {
      if (setter === pending) setter = undefined
    })
    return pending
  }

  const displays = (): Promise<DisplayInfo[]> => listDisplays({ platform: options.displays, wallpaper })

  const actions = createWallpaperActions({
    downloader: () => downloader,
    library: () => library,
    wallpaper,
    clients: () => clients,
    localFolders: () => localFolders,
    displays,
    events,
  })

  const spanActions = createSpanActions({
    library: () => library,
    localFolders: () => localFolders,
    wallpaper,
    fetch: actions.fetch,
    changed: () => {
      events.emit('library.changed', { what: 'entries' })
      events.emit('library.changed', { what: 'history' })
    },
  })

  /** What "previous" works with: the library, the desktop, and on a desktop with one picture for all, the spanning image. */
  function previousDeps(): PreviousDeps {
    return {
      library,
      wallpaper,
      fit: settings.get().rotation.fit,
      span: {
        layout: async () => spanTargets(await displays())?.map(({ display, bounds, scaleFactor, primary }) => ({ display, bounds, scaleFactor, primary })) ?? null,
        show: spanActions.showSpan,
      },
    }
  }

  /** `rotation`: other settings for this step alone (Next on one display). */
  async function rotationStep(signal?: AbortSignal, rotation = settings.get().rotation): Promise<RotationStepResult> {
    try {
      const step = await runRotationStep(
        {
          clients: () => clients,
          library: () => library,
          localFolders: () => localFolders,
          displays,
          setsEachDisplay: async () => (await wallpaper()).backend.perDisplay,
          setWallpaper: actions.setWallpaper,
          setEach: actions.setEach,
          setFromLibrary: actions.setFromLibrary,
          setSpanned: spanActions.setSpanned,
        },
        rotation,
        signal,
      )
      const shown = step.picks.map((pick) => `${pick.item.source} ${pick.item.id}${pick.display === 'all' ? '' : ` on ${pick.display}`}`).join(', ')
      options.log?.info(`Rotation set ${shown}.${step.note ? ` ${step.note.message}` : ''}`)
      return step
    } catch (error) {
      options.log?.warn(`A rotation step did not change the wallpaper: ${toErrorData(error).message}`)
      throw error
    }
  }

  /** `display`: the step on that display alone (as Next on one display plans it). */
  function planNextStep(display?: string) {
    const rotation = settings.get().rotation
    return planRotationStep({ clients: () => clients, displays }, display === undefined ? rotation : { ...rotation, display })
  }

  // When the next rotation runs survives restarts, so a daily wallpaper stays daily.
  const rotationState = openJsonStore({
    cwd: options.dataDir,
    configName: 'rotation',
    schema: RotationStateSchema,
    onRecovered: tell('rotation schedule'),
  })
  const scheduler = createRotationScheduler({
    step: (signal) => rotationStep(signal),
    // Read once here; every later change is pushed to it (scheduler.use).
    rotation: settings.get().rotation,
    setPaused: (paused) => void settings.update({ rotation: { paused } }),
    loadState: () => rotationState.read(),
    saveState: (state) => {
      try {
        rotationState.update(() => state)
      } catch {
        // Not written (a full disk, or a clock before 2000 on a machine that has not synced its time
        // yet): the schedule holds in memory and the next save tries again; a timer must not throw.
      }
    },
    onChange: (status) => events.emit('rotation.changed', status),
    afterChangeError: () => afterChange.lastError(),
  })

  /** Next on one display (the window's "Now showing"), and moving on from one display after a block. */
  const oneDisplayDeps = (): NextOnDisplayDeps => ({ displays, rotation: () => settings.get().rotation, step: (rotation, signal) => rotationStep(signal, rotation), scheduler })

  const libraryChanged = (what: 'favourites' | 'history' | 'blocklist' | 'entries') => events.emit('library.changed', { what })

  /** Rebuilds what a change of settings asks (operations/settings-operations.ts decides it; the scheduler is told there). */
  async function rebuild(what: SettingsRebuilds): Promise<void> {
    if (what.clients) buildClients()
    if (what.library) await buildLibrary()
    if (what.wallpaperSetter) setter = undefined
  }

  // Every contract operation, by subject (operations/): each group built from the parts it uses.
  const handlers: OperationHandlers = {
    ...searchOperations({ sources: () => ({ clients, local: localFolders }), library: () => library }),
    ...wallpaperOperations({ actions, library: () => library, clients: () => clients, wallpaper, settings, events, libraryChanged, platform: options.platform, env: options.env, dataDir: options.dataDir }),
    ...libraryOperations({ library: () => library, displays, moveOnFrom: (showedIt) => moveOnFrom(oneDisplayDeps(), showedIt), showInFolder: options.showInFolder, libraryChanged, lookUp: (ref, call) => lookUpItem({ library: () => library, clients: () => clients }, ref, call), planLookUp: (ref) => planItemLookup({ clients: () => clients }, ref) }),
    ...settingsOperations({ settings, secrets, removedKeys, clientsBuiltFrom: () => clientsBuiltFrom, rebuild, scheduler }),
    ...displaysOperations({ library: () => library, displays, wallpaper }),
    ...foldersOperations({ localFolders, chooseFolders: options.chooseFolders }),
    ...rotationOperations({
      scheduler,
      oneDisplay: oneDisplayDeps,
      configure: async (change) => {
        scheduler.use(settings.update({ rotation: change }).rotation)
        return scheduler.reschedule()
      },
      previous: previousDeps,
      libraryChanged,
      plan: planNextStep,
    }),
    ...systemOperations({ notices: () => [...notices], loginItem, dataDir: options.dataDir, logFolder: options.logFolder }),
  }

  // Which folders cannot be reached is said now, with this start's notices; scans run on behind.
  if (options.watchFolders) await localFolders.start()
  const outsideChanges = options.watchLibrary
    ? pollOutsideChanges({
        library: () => library,
        changed: (what) => events.emit('library.changed', { what }),
        failed: (message) => options.log?.warn(message),
      })
    : null
  // `tapestry pause`, `resume` and `config set` write settings.json: the timer is given the new
  // rotation settings, and the tray hears of it, here.
  const pausedElsewhere = options.watchLibrary
    ? watchElsewhere({
        read: () => settings.get().rotation,
        changed: (rotation) => {
          scheduler.use(rotation)
          scheduler.wake()
          scheduler.announce()
        },
      })
    : null

  return {
    handlers,
    scheduler,
    /** Stops timers and work under way, and closes the library database. */
    dispose: () => {
      outsideChanges?.stop()
      pausedElsewhere?.stop()
      scheduler.dispose()
      localFolders.dispose()
      library.close()
    },
    settings,
    secrets,
    actions,
    rotationStep,
    previousDeps,
    planRotationStep: planNextStep,
    get service() {
      return service
    },
    get clients() {
      return clients
    },
    get library() {
      return library
    },
    /** The person's own folders: search, random picks for rotation (`pick`), the files to set. */
    localFolders,
    wallpaper,
    displays,
    /** The after-change command's runs: `settled()` waits for one under way. */
    afterChange,
    loginItem,
    /** What the person should be told about this start (damaged files moved aside). */
    notices: () => [...notices],
  }
}

export type App = Awaited<ReturnType<typeof createApp>>
