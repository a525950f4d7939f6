// A display as the person named it on the command line (`2`, `HDMI-1`, `all`), checked against the
// desktop's own list before any work (a download, a favourite, a block, a change of wallpaper): a
// number counts in that list and becomes the desktop's name for the display, which is how downloads
// are sized and history records them; a number or name the desktop does not list is refused naming
// the displays there are. Where the desktop cannot list its displays (a custom command, no xrandr),
// the display goes on as given and the wallpaper layer says what it can do.
import { said } from '../i18n/sentence'
import { limitation } from '../wallpaper/limitation'
import { ValidationError } from '../../../shared/errors'
import type { PictureSetter } from '../actions/picture-setter'
import { requireAllDisplays } from '../wallpaper/display-target'

export interface DisplayToResolve {
  display: string
  /** A picture is set there: a desktop that shows one image everywhere cannot. */
  sets: boolean
  /** A name the desktop does not list now is taken as given: history keeps what an unplugged display showed. */
  pastNames: boolean
}

function refused(message: string): ValidationError {
  return new ValidationError([{ field: 'display', message }])
}

export async function resolveDisplay(wallpaper: () => Promise<Pick<PictureSetter, 'backend' | 'displays'>>, asked: DisplayToResolve): Promise<string> {
  const { display, sets, pastNames } = asked
  const isNumber = /^\d+$/.test(display)
  if (display === 'all' || (pastNames && !isNumber)) return display
  let setter
  try {
    setter = await wallpaper()
  } catch (error) {
    // No way to set a wallpaper here: what sets one says so now, before any work; the rest take the display as given.
    if (sets) throw error
    return display
  }
  const { backend } = setter
  // The desktop's own refusal (exit 7, as the wallpaper layer words it), said before any download.
  if (sets && !backend.perDisplay) requireAllDisplays(display, backend.limitation ?? limitation(said('desktop.limitation.oneImage', { backend: backend.name })))
  const listed = await setter.displays().catch(() => [])
  if (listed.length === 0) return display
  const found = listed.find((each) => (isNumber ? each.id === Number(display) : each.name === display))
  if (!found) throw refused(`there is no display ${display} here; the displays are ${listed.map((each) => `${each.id} (${each.name})`).join(', ')}, or all`)
  return isNumber ? found.name || display : display
}
