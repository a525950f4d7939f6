// The GNOME family's lock screen: org.gnome.desktop.screensaver picture-uri and picture-options.
// GNOME Shell 3.36 and later draws it, blurred, behind the unlock dialog (js/ui/unlockDialog.js makes
// its background from this schema); Budgie's own locker on Wayland hands the same picture-uri to
// swaylock. The schema has no dark variant, and the picture fills the screen ('zoom').
import { said, type Said } from '../../i18n/sentence'
import { createGsettingsCommand } from '../backends/gsettings-command'
import type { CommandRunner } from '../run-command'
import { fromStoredLocation, toFileUri } from '../file-uri'
import { gvariantString, parseGvariantString } from '../gvariant'
import type { LockScreen } from '../types'

const SCHEMA = 'org.gnome.desktop.screensaver'

export function createGnomeLockScreen(runner: CommandRunner, named: Said, desktop: string): LockScreen {
  // Through dconf by name, so a value saved where no desktop looks is an error, as for the wallpaper.
  const gsettings = createGsettingsCommand(runner)
  return {
    name: named.message,
    said: named,
    support: 'sets',
    detail: said('desktop.lockScreen.gnome', { desktop }),
    async set(file) {
      await gsettings.set(SCHEMA, 'picture-options', gvariantString('zoom'))
      await gsettings.set(SCHEMA, 'picture-uri', gvariantString(toFileUri(file)))
    },
    async current() {
      return fromStoredLocation(parseGvariantString(await gsettings.get(SCHEMA, 'picture-uri')))
    },
  }
}
