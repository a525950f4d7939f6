// When Tapestry checks for a new version, what it says, and what the tray and Settings show, with
// no Electron: electron-updater is behind the small UpdateFeed interface (src/main/electron/updates.ts).
// Never a download the person was not told of: a check finds a version and says so; the download
// starts when the person chooses Download; "Restart to update" installs it (docs/desktop-app.md, "Updates").
import type { UpdatePhase, UpdateStatus } from '../../../shared/updates'
import { ENGLISH, type Messages } from '../i18n/intl'
import { faultSentence, updateFault, type UpdateFault } from './update-fault'
import type { UpdateAbility } from './install-channel'

/** electron-updater as the policy sees it. Each call rejects with the library's own error on failure. */
export interface UpdateFeed {
  /** Asks the feed: the version it offers when it is newer than this one, else null (the same, or older). */
  check(): Promise<string | null>
  /** Downloads the version the last check found and checks its sha512; percent as it arrives. */
  download(progress: (percent: number | null) => void): Promise<void>
  /** Quits and installs the downloaded version, then starts it. */
  install(): void
}

/** What is remembered between starts (updates.json): so a day's check is not repeated at each start, nor a version said twice. */
export interface UpdateMemory {
  lastCheckAt: string | null
  toldVersion: string | null
}

export interface UpdateNotice {
  kind: 'available' | 'ready' | 'failed' | 'up-to-date'
  title: string
  body: string
  /** The button the notice offers where notifications have buttons (macOS, Windows); the tray has the same item. */
  action: 'download' | 'restart' | null
}

export interface UpdateClock {
  now(): number
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export interface UpdatePolicyOptions {
  feed: UpdateFeed
  ability: UpdateAbility
  currentVersion: string
  /** The person's "Check for updates" (settings.updates.check); null: the package's default, on where it can update itself. */
  choice(): boolean | null
  memory: { read(): UpdateMemory; write(memory: UpdateMemory): void }
  clock: UpdateClock
  /** A notification. */
  tell(notice: UpdateNotice): void
  log: { info(line: string): void; warn(line: string): void }
  /** The phase changed: the tray menu and the window follow. */
  changed(): void
  /** The language notices and the status's problem are said in, asked each time (Settings may change it); the log stays English. */
  messages?(): Messages
}

export const CHECK_EVERY_MS = 24 * 60 * 60 * 1000
/** The first check waits this long after the start, so it never competes with the start's own work. */
export const FIRST_CHECK_DELAY_MS = 2 * 60 * 1000

export interface UpdatePolicy {
  /** Schedules the daily check (when checking is on). */
  start(): void
  /** "Check for updates" was turned on or off: the schedule follows. */
  settingsChanged(): void
  /** A check the person asked for: its answer is said whatever it is. */
  checkNow(): Promise<void>
  /** The person chose Download. */
  download(): Promise<void>
  /** The person chose "Restart to update". */
  restart(): void
  status(): UpdateStatus
  dispose(): void
}

export function createUpdatePolicy(options: UpdatePolicyOptions): UpdatePolicy {
  const { feed, clock, log } = options
  const startedAt = clock.now()
  let phase: UpdatePhase = { kind: 'idle' }
  /** The last fault, kept as what happened so it is said in the language of the moment. */
  let problem: { fault: UpdateFault; during: 'check' | 'download'; version: string | null } | null = null
  const say = (): Messages => options.messages?.() ?? ENGLISH
  const sentence = (messages: Messages) => (problem === null ? null : faultSentence(problem.fault, problem.during, problem.version, messages))
  // A fault is said once until something succeeds again: a feed that is down for a week is one line.
  let faultSaid = false
  /** Download failures already said, by version and fault: a second failure of the same kind goes to the log only. */
  const downloadFailuresSaid = new Set<string>()
  let timer: unknown = null
  let disposed = false

  const checking = () => options.ability.canUpdate && (options.choice() ?? true)
  const setPhase = (next: UpdatePhase) => {
    phase = next
    options.changed()
  }
  const remember = (change: Partial<UpdateMemory>) => {
    try {
      options.memory.write({ ...options.memory.read(), ...change })
    } catch (error) {
      log.warn(`What the update check found could not be kept: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  function schedule(): void {
    if (timer !== null) clock.clearTimeout(timer)
    timer = null
    if (disposed || !checking()) return
    const last = options.memory.read().lastCheckAt
    const due = last === null ? clock.now() : Date.parse(last) + CHECK_EVERY_MS
    const at = Math.max(due, startedAt + FIRST_CHECK_DELAY_MS)
    timer = clock.setTimeout(() => {
      timer = null
      void check(false).finally(schedule)
    }, Math.max(0, at - clock.now()))
  }

  async function check(asked: boolean): Promise<void> {
    // A version being downloaded or ready is kept: a check would only find it again.
    if (phase.kind === 'downloading' || phase.kind === 'ready' || phase.kind === 'checking') return
    const before = phase
    setPhase({ kind: 'checking' })
    try {
      const version = await feed.check()
      remember({ lastCheckAt: new Date(clock.now()).toISOString() })
      problem = null
      faultSaid = false
      if (version === null) {
        log.info(`Checked for updates: Tapestry ${options.currentVersion} is the newest.`)
        setPhase({ kind: 'idle' })
        if (asked) options.tell({ kind: 'up-to-date', title: say().t('update.upToDateTitle'), body: say().t('update.upToDateBody', { version: options.currentVersion }), action: null })
        return
      }
      log.info(`Tapestry ${version} is available (this is ${options.currentVersion}).`)
      setPhase({ kind: 'available', version })
      if (asked || options.memory.read().toldVersion !== version) {
        options.tell({
          kind: 'available',
          title: say().t('update.availableTitle', { version }),
          body: say().t('update.availableBody'),
          action: 'download',
        })
        remember({ toldVersion: version })
      }
    } catch (error) {
      // A failed check counts as the day's: the next one is tomorrow, not a retry every start.
      remember({ lastCheckAt: new Date(clock.now()).toISOString() })
      problem = { fault: updateFault(error), during: 'check', version: null }
      setPhase(before)
      if (asked) options.tell({ kind: 'failed', title: say().t('update.checkFailedTitle'), body: sentence(say()) ?? '', action: null })
      if (!faultSaid || asked) log.warn(sentence(ENGLISH) ?? '')
      faultSaid = true
    }
  }

  return {
    start: schedule,
    settingsChanged: () => {
      schedule()
      options.changed()
    },
    checkNow: () => (options.ability.canUpdate ? check(true) : Promise.resolve()),
    async download() {
      if (phase.kind !== 'available') return
      const { version } = phase
      setPhase({ kind: 'downloading', version, percent: null })
      let shown = -1
      try {
        await feed.download((percent) => {
          // The tray is rebuilt on whole steps of ten, not on every chunk.
          const step = percent === null ? -1 : Math.floor(percent / 10) * 10
          if (step === shown || phase.kind !== 'downloading') return
          shown = step
          setPhase({ kind: 'downloading', version, percent: step < 0 ? null : step })
        })
        problem = null
        log.info(`Tapestry ${version} is downloaded and checked: it is installed by Restart to update, or when Tapestry quits.`)
        setPhase({ kind: 'ready', version })
        options.tell({ kind: 'ready', title: say().t('update.readyTitle', { version }), body: say().t('update.readyBody'), action: 'restart' })
      } catch (error) {
        const fault = updateFault(error)
        problem = { fault, during: 'download', version }
        setPhase({ kind: 'available', version })
        const key = `${version} ${fault}`
        if (downloadFailuresSaid.has(key)) return log.warn(sentence(ENGLISH) ?? '')
        downloadFailuresSaid.add(key)
        log.warn(sentence(ENGLISH) ?? '')
        options.tell({ kind: 'failed', title: say().t('update.notInstalledTitle', { version }), body: sentence(say()) ?? '', action: null })
      }
    },
    restart() {
      if (phase.kind === 'ready') feed.install()
    },
    status: () => ({
      canUpdate: options.ability.canUpdate,
      detail: options.ability.canUpdate ? null : options.ability.detail,
      detailText: options.ability.canUpdate ? null : (options.ability.detailText ?? null),
      checking: checking(),
      currentVersion: options.currentVersion,
      phase,
      problem: sentence(say()),
    }),
    dispose() {
      disposed = true
      if (timer !== null) clock.clearTimeout(timer)
      timer = null
    },
  }
}
