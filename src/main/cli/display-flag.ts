// `--display N|NAME|all`, as every command that acts on a display takes it: its form checked with
// the rest of the command line, then the display itself against the desktop's list before the
// command does anything, a number turned into the desktop's own name for that display.
import { ValidationError } from '../../shared/errors'
import { DisplayTargetSchema } from '../../shared/ipc'
import { requireAllDisplays } from '../core/wallpaper/display-target'
import { FlagValueError, type FlagSpec } from './args'
import type { CliContext } from './context'

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

function refused(message: string): ValidationError {
  return new ValidationError([{ field: 'display', message }])
}

/**
 * `--display`, checked against the desktop's own list before any work (a download, a favourite, a
 * block, a change of wallpaper): a number counts in that list and becomes the desktop's name for
 * the display, which is how the app sizes downloads and the history records them; a number or name
 * the desktop does not list is refused as a validation error naming the displays there are. Where
 * the desktop cannot list its displays (a custom command, no xrandr), the target goes on as given
 * and the wallpaper layer says what it can do.
 */
export async function checkedDisplay(target: string, context: CliContext, check: DisplayCheck = {}): Promise<string> {
  const isNumber = /^\d+$/.test(target)
  if (target === 'all' || (check.pastNames && !isNumber)) return target
  let setter
  try {
    setter = await (await context.app()).wallpaper()
  } catch (error) {
    // No way to set a wallpaper here: a command that sets one says so now, before any work; the
    // others cannot check the display and take it as given.
    if (check.sets) throw error
    return target
  }
  const { backend } = setter
  // The desktop's own refusal (exit 7, as the wallpaper layer words it), said before any download.
  if (check.sets && !backend.perDisplay) requireAllDisplays(target, backend.limitation ?? `${backend.name} shows one image on all displays.`)
  const listed = await setter.displays().catch(() => [])
  if (listed.length === 0) return target
  const found = listed.find((display) => (isNumber ? display.id === Number(target) : display.name === target))
  if (!found) throw refused(`there is no display ${target} here; the displays are ${listed.map((display) => `${display.id} (${display.name})`).join(', ')}, or all`)
  return isNumber ? found.name || target : target
}

export function where(target: string): string {
  return target === 'all' ? 'on all displays' : `on display ${target}`
}
