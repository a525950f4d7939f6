// KDE Plasma's lock screen keeps its picture in ~/.config/kscreenlockerrc: [Greeter] WallpaperPlugin,
// and the image plugin's [Greeter][Wallpaper][org.kde.image][General] Image, the groups and keys
// kscreenlocker's greeter reads (greeter/wallpaper_integration.cpp, settings/kscreenlockersettings.kcfg).
// The greeter is started afresh at each lock and reads the file then, so nothing needs reloading.
// Written and read with the desktop's own kwriteconfig and kreadconfig (6 on Plasma 6, 5 on
// Plasma 5), which keep the file's other settings and its locking.
import { WallpaperError } from '../../errors/errors'
import { said, sentence, type Said } from '../../i18n/sentence'
import { fromStoredLocation, toFileUri } from '../file-uri'
import type { Probe } from '../probes'
import type { CommandRunner } from '../run-command'
import type { LockScreen } from '../types'

const FILE = ['--file', 'kscreenlockerrc']
const IMAGE_GROUPS = ['--group', 'Greeter', '--group', 'Wallpaper', '--group', 'org.kde.image', '--group', 'General']
/** Plasma 6's tools first: a Plasma 6 system may keep Plasma 5's too, for older programs. */
const TOOL_VERSIONS = ['6', '5'] as const

export function createKdeLockScreen(runner: CommandRunner, named: Said, desktop: string, which: Probe): LockScreen {
  let version: Promise<string> | undefined

  function tools(): Promise<string> {
    version ??= (async () => {
      for (const candidate of TOOL_VERSIONS) if (await which(`kwriteconfig${candidate}`)) return candidate
      version = undefined
      throw new WallpaperError(...sentence('desktop.lockScreen.kdeNeedsKwriteconfig', { desktop }))
    })()
    return version
  }

  return {
    name: named.message,
    said: named,
    support: 'sets',
    detail: said('desktop.lockScreen.kde', { desktop }),
    async set(file) {
      const v = await tools()
      // Asked for in Settings, so a slideshow or picture-of-the-day lock screen becomes an image one.
      await runner.run(`kwriteconfig${v}`, [...FILE, '--group', 'Greeter', '--key', 'WallpaperPlugin', 'org.kde.image'])
      await runner.run(`kwriteconfig${v}`, [...FILE, ...IMAGE_GROUPS, '--key', 'Image', toFileUri(file)])
    },
    async current() {
      const { stdout } = await runner.run(`kreadconfig${await tools()}`, [...FILE, ...IMAGE_GROUPS, '--key', 'Image'])
      return fromStoredLocation(stdout.replace(/\r?\n$/, ''))
    },
  }
}
