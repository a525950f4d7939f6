// Runs rotation steps on the configured interval, or once a day at a chosen local time (design
// §1.4). Time is kept as a wall-clock `nextRunAt`, persisted, and re-checked at least every minute,
// so a sleep, a resume or a clock change never skips or doubles a run: a change that fell due while
// the computer slept happens once on waking, and the next is counted from then, never once per
// missed turn. Steps never overlap; network, rate-limit and upstream faults back off (1, 2, 4 …
// minutes, never longer than the interval or a day, at least what Retry-After asks) and keep the
// current wallpaper.
import type { ErrorData } from '../../../shared/errors'
import type { RotationStatus } from '../../../shared/ipc'
import type { MediaItem } from '../../../shared/media'
import type { RotationSettings } from '../../../shared/settings'
import { nextDailyRun } from './daily-time'
import { toErrorData } from '../errors/errors'
import { sentenceField, type Said } from '../i18n/sentence'

export interface RotationState {
  nextRunAt: number | null
  lastRunAt: number | null
}

/** What the scheduler keeps of the rotation settings. */
export type SchedulerSettings = Pick<RotationSettings, 'intervalMinutes' | 'dailyAt' | 'paused' | 'pool' | 'perDisplay'>

export interface RotationSchedulerOptions {
  /** One rotation step; resolves with what it set, and what the person should know of it. */
  step: (signal: AbortSignal) => Promise<{ item: MediaItem; note: Said | null; result: { libraryId: string; setAt: string } }>
  /**
   * The rotation settings at the start. Every later change is pushed with use(): the scheduler keeps
   * its own copy and never reads the settings back.
   */
  rotation: SchedulerSettings
  /** Persists `paused` (in the settings file). */
  setPaused: (paused: boolean) => void
  loadState: () => RotationState
  saveState: (state: RotationState) => void
  onChange?: (status: RotationStatus) => void
  /** What did not happen after the last change (the lock screen, the after-change command): shown with the status. */
  afterChangeError?: () => Said | null
  now?: () => number
}

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
/** However far away the next run is, look at the clock again at least this often. */
const RECHECK_MS = MINUTE
const BACK_OFF_KINDS = new Set(['network', 'rate_limited', 'upstream'])

export function createRotationScheduler(options: RotationSchedulerOptions) {
  const now = options.now ?? Date.now
  let rotation: SchedulerSettings = { ...options.rotation }
  let state = options.loadState()
  let running: Promise<void> | null = null
  let controller: AbortController | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  let started = false
  let failures = 0
  let lastError: ErrorData | null = null
  let current: MediaItem | null = null
  let lastSet: { libraryId: string; setAt: string } | null = null
  let note: Said | null = null

  /** How long one turn is: the interval, or a day for a daily time. */
  const intervalMs = () => (rotation.dailyAt === null ? rotation.intervalMinutes * MINUTE : DAY)

  /** The next regular run counted from `from`: an interval later, or the next time the clock reads the daily time. */
  function nextTurn(from: number): number {
    const { dailyAt } = rotation
    return dailyAt === null ? from + intervalMs() : nextDailyRun(from, dailyAt)
  }

  function status(): RotationStatus {
    const settings = rotation
    return {
      paused: settings.paused,
      busy: running !== null,
      pool: settings.pool,
      perDisplay: settings.perDisplay,
      intervalMinutes: settings.intervalMinutes,
      dailyAt: settings.dailyAt,
      nextRunAt: settings.paused || state.nextRunAt === null ? null : new Date(state.nextRunAt).toISOString(),
      lastRunAt: state.lastRunAt === null ? null : new Date(state.lastRunAt).toISOString(),
      lastError,
      current,
      lastSet,
      ...sentenceField('note', note),
      ...sentenceField('afterChangeError', options.afterChangeError?.() ?? null),
    }
  }

  function changed(): void {
    options.onChange?.(status())
  }

  function save(next: RotationState): void {
    state = next
    options.saveState(state)
  }

  /**
   * A clock set back (or a next run written by another clock) could put the next run further away
   * than it was ever planned: never wait longer than the interval, or the back-off that was chosen.
   */
  function keepWithinPlan(nextRunAt: number): number {
    // A daily time is never further away than the next time the clock reads it.
    if (rotation.dailyAt !== null) return Math.min(nextRunAt, nextTurn(now()))
    const planned = Math.max(intervalMs(), state.lastRunAt === null ? 0 : nextRunAt - state.lastRunAt)
    return nextRunAt - now() > planned ? now() + planned : nextRunAt
  }

  function arm(): void {
    if (timer !== null) clearTimeout(timer)
    timer = null
    if (!started) return
    // Paused, the clock is still looked at (a sleep, a clock change); a resume arrives with use().
    if (rotation.paused) {
      timer = setTimeout(tick, RECHECK_MS)
      return
    }
    const planned = state.nextRunAt === null ? nextTurn(now()) : keepWithinPlan(state.nextRunAt)
    if (planned !== state.nextRunAt) save({ ...state, nextRunAt: planned })
    const wait = Math.max(0, Math.min(planned - now(), RECHECK_MS))
    timer = setTimeout(tick, wait)
  }

  function tick(): void {
    if (timer !== null) clearTimeout(timer)
    timer = null
    if (!started) return
    if (!rotation.paused && state.nextRunAt !== null && now() >= state.nextRunAt) void run()
    else arm()
  }

  function delayAfterFailure(error: ErrorData): number {
    failures += 1
    const backOff = Math.min(intervalMs(), MINUTE * 2 ** (failures - 1))
    return Math.max(backOff, (error.retryAfter ?? 0) * 1000)
  }

  function run(): Promise<void> {
    if (running) return running
    controller = new AbortController()
    const signal = controller.signal
    running = (async () => {
      let backOff: number | null = null
      try {
        const step = await options.step(signal)
        current = step.item
        lastSet = { libraryId: step.result.libraryId, setAt: step.result.setAt }
        note = step.note
        lastError = null
        failures = 0
      } catch (error) {
        lastError = toErrorData(error)
        note = null
        // A fault that may clear by itself is retried sooner; anything else waits for the next turn.
        if (BACK_OFF_KINDS.has(lastError.kind)) backOff = delayAfterFailure(lastError)
      }
      // Counted from now, not from when the run was due: turns missed while asleep are not made up.
      save({ lastRunAt: now(), nextRunAt: backOff === null ? nextTurn(now()) : now() + backOff })
    })().finally(() => {
      running = null
      controller = null
      arm()
      changed()
    })
    changed()
    return running
  }

  return {
    status,
    /** Begins keeping time (the app's main process does this; the CLI never does). */
    begin(): void {
      started = true
      arm()
    },
    /**
     * The rotation settings as they are now, pushed by whoever changed them (the settings operation,
     * the tray's configure, another process's change seen in settings.json); the timer follows at once.
     */
    use(next: SchedulerSettings): void {
      rotation = { ...next }
      arm()
    },
    /** Resume rotation. */
    start(): RotationStatus {
      rotation = { ...rotation, paused: false }
      options.setPaused(false)
      arm()
      changed()
      return status()
    },
    /** Pause rotation; a step under way finishes. */
    stop(): RotationStatus {
      rotation = { ...rotation, paused: true }
      options.setPaused(true)
      arm()
      changed()
      return status()
    },
    /** Runs a step now ("Next wallpaper"); while one runs, waits for it instead of starting another. */
    async next(): Promise<RotationStatus> {
      await run()
      return status()
    },
    /** The interval, the daily time or the source changed: the next run is counted from now. */
    reschedule(): RotationStatus {
      save({ ...state, nextRunAt: nextTurn(now()) })
      arm()
      changed()
      return status()
    },
    /** Something the status shows changed outside a step (the after-change command finished): tell the listeners. */
    announce(): void {
      changed()
    },
    /** After sleep or a clock change: look at the clock now rather than at the next re-check. */
    wake(): void {
      if (running === null) tick()
    },
    dispose(): void {
      started = false
      controller?.abort(new Error('Tapestry is closing.'))
      if (timer !== null) clearTimeout(timer)
      timer = null
    },
  }
}

export type RotationScheduler = ReturnType<typeof createRotationScheduler>
