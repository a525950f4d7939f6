// What Tapestry can do with each desktop's lock screen (the README's "Setting the wallpaper" says
// where each fact comes from). Where it cannot, the sentence says so plainly: it is shown beside the
// setting, so "Also set the lock screen" never fails in silence.
import { BACKEND_NAMES } from '../backend-names'
import type { Probe } from '../probes'
import { createCommandRunner, type Env } from '../run-command'
import type { BackendId, LockScreen } from '../types'
import { createGnomeLockScreen } from './gnome-lock-screen'
import { createKdeLockScreen } from './kde-lock-screen'

export interface LockScreenDependencies {
  env: Env
  which: Probe
  commandTimeoutMs?: number
}

const nameOf = (id: BackendId) => `${BACKEND_NAMES[id]}’s lock screen`

const WAYLAND_LOCKERS = 'the lock screen is the locker you run (swaylock, hyprlock…), which Tapestry does not set; the after-change command can hand it the picture (cp {file} to the image your locker shows).'
const X11_ALONE = 'Tapestry knows no lock screen on X11 without a desktop; the after-change command can hand your locker the picture.'

export function createLockScreen(id: BackendId, dependencies: LockScreenDependencies): LockScreen {
  const name = nameOf(id)
  const runner = () => createCommandRunner({ backendName: name, env: dependencies.env, timeoutMs: dependencies.commandTimeoutMs })
  const follows = (detail: string): LockScreen => ({ name, support: 'follows', detail })
  const none = (detail: string): LockScreen => ({ name, support: 'none', detail })
  switch (id) {
    case 'gnome':
    case 'unity':
    case 'budgie':
      return createGnomeLockScreen(runner(), name)
    case 'kde':
      return createKdeLockScreen(runner(), name, dependencies.which)
    case 'cinnamon':
      return follows('Cinnamon’s lock screen always shows the desktop wallpaper, so it changes with it: there is nothing more to set.')
    case 'mate':
      return follows('MATE’s lock screen always shows the desktop wallpaper, so it changes with it: there is nothing more to set.')
    case 'xfce':
      return follows(
        'XFCE’s screensaver (xfce4-screensaver) shows the desktop wallpaper when locked, so it changes with it; light-locker instead shows the login screen, whose picture is the system’s setting, which Tapestry does not change.',
      )
    case 'lxde':
    case 'lxqt':
      return none(`${BACKEND_NAMES[id]} has no lock screen picture Tapestry can set (its locker, light-locker or XScreenSaver, keeps its own).`)
    case 'sway':
    case 'swaybg':
    case 'swww':
    case 'awww':
    case 'hyprpaper':
      return none(`With ${BACKEND_NAMES[id]} ${WAYLAND_LOCKERS}`)
    case 'feh':
    case 'nitrogen':
    case 'xwallpaper':
    case 'hsetroot':
      return none(X11_ALONE)
    case 'custom':
      return none('The custom wallpaper command sets the desktop only; Tapestry has no way to set the lock screen through it.')
    case 'macos':
      return none('macOS offers apps no way to set the lock screen picture.')
    case 'windows':
      return none('Windows lets only its own Settings set the lock screen picture; Tapestry cannot.')
    case 'portal':
      return none('Through the desktop portal Tapestry sets the desktop only: the portal could take a lock screen picture too, but cannot say what the lock screen shows, so Tapestry does not ask it to.')
  }
}
