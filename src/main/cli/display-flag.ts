// `--display N|NAME|all`, as every command that acts on a display takes it: checked with the rest of
// the command line, then a number turned into the desktop's own name for that display.
import { DisplayTargetSchema } from '../../shared/ipc'
import { FlagValueError, type FlagSpec } from './args'
import type { CliContext } from './context'

export function displayFlag(help: string): FlagSpec {
  return {
    flag: 'display',
    field: 'display',
    value: 'N|NAME|all',
    help,
    parse: (text: string) => {
      const checked = DisplayTargetSchema.safeParse(text)
      if (!checked.success) throw new FlagValueError('must be "all" or a display’s number or name (at most 64 characters, no control characters or spaces at either end)')
      return checked.data
    },
  }
}

/**
 * `--display N` counts in the desktop's own list; the app sizes the download for, and the history
 * records, a display by the desktop's name for it. A number the desktop does not list is left for
 * the wallpaper layer to refuse with the list it has.
 */
export async function displayByName(target: string, context: CliContext): Promise<string> {
  if (!/^\d+$/.test(target)) return target
  const listed = await (await (await context.app()).wallpaper()).displays()
  return listed.find((display) => display.id === Number(target))?.name ?? target
}

export function where(target: string): string {
  return target === 'all' ? 'on all displays' : `on display ${target}`
}
