// What Tapestry can do with each desktop's lock screen (the README's "Setting the wallpaper" says
// where each fact comes from). Where it cannot, the sentence says so plainly: it is shown beside the
// setting, so "Also set the lock screen" never fails in silence.
import type { ErrorText } from '../../../../shared/errors'
import { said } from '../../i18n/sentence'
import { BACKEND_NAMES } from '../backend-names'
import type { Probe } from '../probes'
import { createCommandRunner, type Env } from '../run-command'
import type { BackendId, CatalogSaid, LockScreen } from '../types'
import { createGnomeLockScreen } from './gnome-lock-screen'
import { createKdeLockScreen } from './kde-lock-screen'

export interface LockScreenDependencies {
  env: Env
  which: Probe
  commandTimeoutMs?: number
}

export function createLockScreen(id: BackendId, dependencies: LockScreenDependencies): LockScreen {
  const desktop = BACKEND_NAMES[id]
  // "GNOME’s lock screen": in English for the log, and said in the person's language in sentences.
  const named = said('desktop.lockScreen.name', { desktop })
  const name = named.message
  const runner = () => createCommandRunner({ backendName: name, backendWords: named, env: dependencies.env, timeoutMs: dependencies.commandTimeoutMs })
  const follows = (detail: CatalogSaid): LockScreen => ({ name, said: named, support: 'follows', detail })
  const none = (detail: CatalogSaid): LockScreen => ({ name, said: named, support: 'none', detail })
  switch (id) {
    case 'gnome':
    case 'unity':
    case 'budgie':
      return createGnomeLockScreen(runner(), named, desktop)
    case 'kde':
      return createKdeLockScreen(runner(), named, desktop, dependencies.which)
    case 'cinnamon':
    case 'mate':
      return follows(said('desktop.lockScreen.follows', { desktop }))
    case 'xfce':
      return follows(said('desktop.lockScreen.xfce'))
    case 'lxde':
    case 'lxqt':
      return none(said('desktop.lockScreen.ownLocker', { desktop }))
    case 'sway':
    case 'swaybg':
    case 'swww':
    case 'awww':
    case 'hyprpaper':
      return none(said('desktop.lockScreen.waylandLocker', { desktop }))
    case 'feh':
    case 'nitrogen':
    case 'xwallpaper':
    case 'hsetroot':
      return none(said('desktop.lockScreen.x11Alone'))
    case 'custom':
      return none(said('desktop.lockScreen.custom'))
    case 'macos':
      return none(said('desktop.lockScreen.macos'))
    case 'windows':
      return none(said('desktop.lockScreen.windows'))
    case 'portal':
      return none(said('desktop.lockScreen.portal'))
  }
}

/** A lock screen's sentence as the answer carries it: English in `detail`, its catalog message in `detailText` for the window. */
export function lockScreenDetail(lockScreen: LockScreen): { detail: string; detailText: ErrorText } {
  return { detail: lockScreen.detail.message, detailText: lockScreen.detail.text }
}
