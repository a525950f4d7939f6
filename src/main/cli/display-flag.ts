// `--display N|NAME|all`, as every command that acts on a display takes it: its form checked with
// the rest of the command line, then the display itself against the desktop's list before the
// command does anything (core/displays/resolve-display.ts), a number turned into the desktop's own
// name for that display.
import { DisplayTargetSchema } from '../../shared/ipc'
import { FlagValueError, type FlagSpec } from './args'
import type { CliContext } from './context'
import { operate } from './operate'

export function displayFlag(help: string): FlagSpec {
  return {
    flag: 'display',
    field: 'display',
    value: 'N|NAME|all',
    help,
    choices: ['all'],
    parse: (text: string) => {
      const checked = DisplayTargetSchema.safeParse(text)
      if (!checked.success) throw new FlagValueError('must be "all" or a display’s number or name (at most 64 characters, no control characters or spaces at either end)')
      return checked.data
    },
  }
}

export interface DisplayCheck {
  /** The command sets a picture on that display: a desktop that shows one image everywhere cannot. */
  sets?: boolean
  /** A name the desktop does not list now is taken as given: history keeps what an unplugged display showed. */
  pastNames?: boolean
}

/** `--display`, checked against the desktop's own list before any work (the displays.resolve operation). */
export async function checkedDisplay(target: string, context: CliContext, check: DisplayCheck = {}): Promise<string> {
  if (target === 'all') return target
  const app = await context.app()
  return (await operate(app, 'displays.resolve', { display: target, sets: check.sets ?? false, pastNames: check.pastNames ?? false })).display
}

export function where(target: string): string {
  return target === 'all' ? 'on all displays' : `on display ${target}`
}
