// `tapestry status`, `pause` and `resume`: what each display shows and where rotation stands, and
// rotation paused or resumed through the same operations the tray's "Pause rotation" runs. The
// paused flag lives in settings.json, which the running app reads again at least once a minute,
// so a pause or resume from here reaches it without a restart.
import type { RotationStatus } from '../../../shared/ipc'
import { poolMemberLabel } from '../../../shared/rotation-pool'
import { ALL_DISPLAYS } from '../../core/library/library'
import type { Showing } from '../../core/actions/showing-now'
import type { CliContext } from '../context'
import { terminalSafe } from '../format'
import { cliLocale, formatClock, type CliLocale } from '../locale'
import { operate } from '../operate'
import type { CliCommand, CommandResult } from '../run'

/** "in 12 minutes", "in 3 hours", "in 2 days": how far off a change is. */
function howSoon(at: Date, now: Date): string {
  const minutes = Math.round((at.getTime() - now.getTime()) / 60_000)
  if (minutes <= 1) return 'within a minute'
  if (minutes < 90) return `in ${minutes} minutes`
  if (minutes < 36 * 60) return `in ${Math.round(minutes / 60)} hours`
  return `in ${Math.round(minutes / (24 * 60))} days`
}

/** "every 60 minutes" or "daily at 07:30", from Wallhaven and Favourites. */
function cadence(status: RotationStatus): string {
  const when = status.dailyAt === null ? `every ${status.intervalMinutes} minute${status.intervalMinutes === 1 ? '' : 's'}` : `daily at ${status.dailyAt}`
  const from = status.pool.filter((member) => member.weight > 0).map(poolMemberLabel)
  return `${when}${from.length > 0 ? `, from ${from.join(', ')}` : ''}`
}

/** The rotation line: on or paused, how often, and when the next change is (its time of day as LC_TIME writes one). */
export function rotationLine(status: RotationStatus, now = new Date(), locale: CliLocale = cliLocale({})): string {
  const clock = (at: Date) => formatClock(at, locale)
  if (status.paused) return `Rotation: paused (${cadence(status)}). Resume with "tapestry resume".`
  if (status.nextRunAt === null) return `Rotation: on, ${cadence(status)}; the Tapestry app plans the next change when it runs.`
  const next = new Date(status.nextRunAt)
  if (next.getTime() <= now.getTime()) return `Rotation: on, ${cadence(status)}; the next change was due at ${clock(next)}: the Tapestry app makes it while it runs.`
  return `Rotation: on, ${cadence(status)}; next change at ${clock(next)} (${howSoon(next, now)}).`
}

function showingLines(showing: readonly Showing[]): string[] {
  if (showing.length === 0) return ['Showing now: nothing Tapestry has set.']
  const width = Math.max(...showing.map((shown) => (shown.display === ALL_DISPLAYS ? 12 : terminalSafe(shown.display).length)))
  return [
    'Showing now:',
    ...showing.map((shown) => {
      const where = (shown.display === ALL_DISPLAYS ? 'all displays' : terminalSafe(shown.display)).padEnd(width)
      return `  ${where}  "${terminalSafe(shown.item.title)}" (${shown.item.source} ${terminalSafe(shown.item.id)}). ${terminalSafe(shown.credit)}.`
    }),
  ]
}

function problemLines(status: RotationStatus): string[] {
  return [
    ...(status.lastError ? [`The last change did not happen: ${terminalSafe(status.lastError.message)}`] : []),
    ...(status.note ? [`Note: ${terminalSafe(status.note)}`] : []),
    ...(status.afterChangeError ? [`After the last change: ${terminalSafe(status.afterChangeError)}`] : []),
  ]
}

/** What `status --json` prints: each display's picture (without the library's bookkeeping) and the rotation. */
function statusJson(showing: readonly Showing[], rotation: RotationStatus) {
  return { showing: showing.map(({ display, libraryId, item, credit }) => ({ display, libraryId, item, credit })), rotation }
}

export const statusCommand: CliCommand<CliContext> = {
  words: ['status'],
  usage: 'tapestry status [options]',
  summary: 'What each display shows, whether rotation is on or paused, and when the next change is.',
  flags: [],
  positionals: [],
  json: '{showing: [{display, libraryId, item, credit}], rotation: {paused, intervalMinutes, dailyAt, nextRunAt, lastRunAt, lastError, pool, …}}',
  examples: [
    { what: 'What shows now and when it changes', line: 'tapestry status' },
    { what: 'When the next change is, for a script', line: "tapestry status --json | jq -r .rotation.nextRunAt" },
  ],
  run: async (_input, _options, context): Promise<CommandResult> => {
    const app = await context.app()
    const rotation = await operate(app, 'rotation.status', undefined)
    const showing = await operate(app, 'library.showing', undefined)
    return { json: statusJson(showing, rotation), text: [...showingLines(showing), rotationLine(rotation, new Date(), context.locale), ...problemLines(rotation)].join('\n') }
  },
}

function switchCommand(pause: boolean): CliCommand<CliContext> {
  const word = pause ? 'pause' : 'resume'
  return {
    words: [word],
    usage: `tapestry ${word} [options]`,
    summary: pause
      ? 'Pause rotation, as the tray does: the wallpaper stays until you resume (a running app follows within seconds).'
      : 'Resume rotation, as the tray does (a running app follows within seconds).',
    flags: [],
    positionals: [],
    json: '{paused, nextRunAt, …}: the rotation as "status --json" shows it',
    examples: [{ what: pause ? 'Keep this wallpaper for now' : 'Change wallpapers again', line: `tapestry ${word}` }],
    run: async (_input, _options, context): Promise<CommandResult> => {
      const app = await context.app()
      const before = await operate(app, 'rotation.status', undefined)
      const after = await operate(app, pause ? 'rotation.stop' : 'rotation.start', undefined)
      const line = rotationLine(after, new Date(), context.locale)
      if (before.paused === pause) return { json: after, text: `Rotation was already ${pause ? 'paused' : 'on'}; nothing changed.\n${line}` }
      return { json: after, text: line }
    },
  }
}

export const pauseCommand = switchCommand(true)
export const resumeCommand = switchCommand(false)
