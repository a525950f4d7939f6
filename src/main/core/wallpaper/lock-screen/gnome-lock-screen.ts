// The GNOME family's lock screen: org.gnome.desktop.screensaver picture-uri and picture-options.
// GNOME Shell 3.36 and later draws it, blurred, behind the unlock dialog (js/ui/unlockDialog.js makes
// its background from this schema); Budgie's own locker on Wayland hands the same picture-uri to
// swaylock. The schema has no dark variant, and the picture fills the screen ('zoom').
import type { CommandRunner } from '../run-command'
import { fromStoredLocation, toFileUri } from '../file-uri'
import { gvariantString, parseGvariantString } from '../gvariant'
import type { LockScreen } from '../types'

const SCHEMA = 'org.gnome.desktop.screensaver'

export function createGnomeLockScreen(runner: CommandRunner, name: string): LockScreen {
  return {
    name,
    support: 'sets',
    detail: `${name} gets each new wallpaper too (the screensaver’s picture-uri), shown blurred behind the unlock prompt.`,
    async set(file) {
      await runner.run('gsettings', ['set', SCHEMA, 'picture-options', gvariantString('zoom')])
      await runner.run('gsettings', ['set', SCHEMA, 'picture-uri', gvariantString(toFileUri(file))])
    },
    async current() {
      const { stdout } = await runner.run('gsettings', ['get', SCHEMA, 'picture-uri'])
      return fromStoredLocation(parseGvariantString(stdout))
    },
  }
}
