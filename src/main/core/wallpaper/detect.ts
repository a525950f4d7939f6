// Which backend sets the wallpaper here (docs/desktops.md, "Detecting the desktop"). Pure over its inputs: the platform, the
// environment, and two probes (is a command on PATH, is a process running), so every case is a
// table row in a unit test. It picks exactly one backend; nothing is tried "just in case".
import { WallpaperError } from '../errors/errors'
import { sentence } from '../i18n/sentence'
import type { Probe } from './probes'
import type { Env } from './run-command'
import type { BackendId, WallpaperSettings } from './types'

export interface DetectInput {
  platform: NodeJS.Platform
  env: Env
  which: Probe
  running: Probe
  /**
   * Inside Flatpak: the desktop's own tools reach only the sandbox, so the desktop portal sets the
   * wallpaper. Elsewhere the portal is only ever chosen by name: it cannot be read back, and a
   * portal whose backend does not drive this desktop (xdg-desktop-portal-gtk writes GNOME's keys
   * anywhere) would answer "done" with nothing changed.
   */
  sandboxed?: boolean
}

export interface Detection {
  backend: BackendId
  /** The desktop or compositor recognised, as people call it; null when only a tool was found. */
  desktop: string | null
  /** Why, in words: `XDG_CURRENT_DESKTOP is "ubuntu:GNOME"`. */
  reason: string
}

type Family = { kind: 'backend'; backend: BackendId; desktop: string } | { kind: 'wlroots' } | { kind: 'hyprland' } | { kind: 'unsupported'; desktop: string }

const backend = (id: BackendId, desktop: string): Family => ({ kind: 'backend', backend: id, desktop })

/**
 * XDG_CURRENT_DESKTOP tokens in priority order: Budgie and Unity sessions also say GNOME
 * (`Budgie:GNOME`), so GNOME comes last.
 */
const DESKTOP_TOKENS: readonly (readonly [readonly string[], Family])[] = [
  [['budgie'], backend('budgie', 'Budgie')],
  [['unity'], backend('unity', 'Unity')],
  [['x-cinnamon', 'cinnamon'], backend('cinnamon', 'Cinnamon')],
  [['mate'], backend('mate', 'MATE')],
  [['xfce'], backend('xfce', 'XFCE')],
  [['lxqt'], backend('lxqt', 'LXQt')],
  [['lxde'], backend('lxde', 'LXDE')],
  [['kde'], backend('kde', 'KDE Plasma')],
  [['deepin', 'dde'], { kind: 'unsupported', desktop: 'Deepin' }],
  [['cosmic'], { kind: 'unsupported', desktop: 'COSMIC' }],
  [['sway'], { kind: 'wlroots' }],
  [['hyprland'], { kind: 'hyprland' }],
  [['gnome'], backend('gnome', 'GNOME')],
]

function fromDesktopSession(session: string): Family | undefined {
  const value = session.toLowerCase()
  if (['plasma', 'plasmawayland', 'plasmax11', 'kde', 'kde-plasma'].includes(value)) return backend('kde', 'KDE Plasma')
  if (['xfce', 'xubuntu', 'xfce4'].includes(value)) return backend('xfce', 'XFCE')
  // LXDE-pi (Raspberry Pi OS) is an LXDE profile too.
  if (value === 'lubuntu' || value.startsWith('lxde')) return backend('lxde', 'LXDE')
  if (value === 'lxqt') return backend('lxqt', 'LXQt')
  if (value === 'budgie-desktop' || value === 'budgie') return backend('budgie', 'Budgie')
  if (value.startsWith('cinnamon')) return backend('cinnamon', 'Cinnamon')
  if (value === 'mate') return backend('mate', 'MATE')
  if (value === 'deepin') return { kind: 'unsupported', desktop: 'Deepin' }
  if (value === 'sway') return { kind: 'wlroots' }
  if (value === 'hyprland') return { kind: 'hyprland' }
  if (['gnome', 'gnome-xorg', 'gnome-wayland', 'ubuntu', 'ubuntu-xorg', 'ubuntu-wayland'].includes(value)) return backend('gnome', 'GNOME')
  return undefined
}

/** Processes that draw the desktop, in the order they are asked about (docs/desktops.md, "Detecting the desktop", step 4). */
const DESKTOP_PROCESSES: readonly (readonly [string, BackendId, string | null])[] = [
  ['plasmashell', 'kde', 'KDE Plasma'],
  ['xfdesktop', 'xfce', 'XFCE'],
  ['pcmanfm-qt', 'lxqt', 'LXQt'],
  ['pcmanfm', 'lxde', 'LXDE'],
  ['hyprpaper', 'hyprpaper', null],
  ['awww-daemon', 'awww', null],
  ['swww-daemon', 'swww', null],
  ['swaybg', 'swaybg', null],
]

const X11_TOOLS: readonly BackendId[] = ['feh', 'nitrogen', 'xwallpaper', 'hsetroot']

const has = (env: Env, name: string): boolean => (env[name] ?? '') !== ''

async function wlroots(input: DetectInput, desktop: string, why: string): Promise<Detection> {
  // A running wallpaper daemon already draws the background: drive it rather than cover it.
  if (await input.running('awww-daemon')) return { backend: 'awww', desktop, reason: `${why}; awww-daemon is running` }
  if (await input.running('swww-daemon')) return { backend: 'swww', desktop, reason: `${why}; swww-daemon is running` }
  if (desktop === 'sway') {
    // sway draws backgrounds with swaybg itself; a second swaybg of Tapestry's would be drawn under sway's own.
    if (!(await input.which('swaybg'))) throw new WallpaperError(...sentence('desktop.detect.swayNeedsSwaybg'))
    if (await input.which('swaymsg')) return { backend: 'sway', desktop, reason: `${why}; swaymsg is installed` }
    throw new WallpaperError(...sentence('desktop.detect.swayNeedsSwaymsg'))
  }
  if (await input.running('hyprpaper')) return { backend: 'hyprpaper', desktop, reason: `${why}; hyprpaper is running` }
  if (await input.which('swaybg')) return { backend: 'swaybg', desktop, reason: `${why}; swaybg is installed` }
  throw new WallpaperError(...sentence('desktop.detect.hyprlandNeedsTool'))
}

async function resolveFamily(input: DetectInput, family: Family, why: string): Promise<Detection> {
  switch (family.kind) {
    case 'backend':
      return { backend: family.backend, desktop: family.desktop, reason: why }
    case 'wlroots':
      return wlroots(input, 'sway', why)
    case 'hyprland':
      return wlroots(input, 'Hyprland', why)
    case 'unsupported':
      throw new WallpaperError(...sentence('desktop.detect.unsupported', { desktop: family.desktop }))
  }
}

/** Detects the backend from the session alone; throws a WallpaperError saying what is missing when nothing fits. */
export async function detectBackend(input: DetectInput): Promise<Detection> {
  const { env, platform } = input
  if (platform === 'darwin') return { backend: 'macos', desktop: 'macOS', reason: 'the system is macOS' }
  if (platform === 'win32') return { backend: 'windows', desktop: 'Windows', reason: 'the system is Windows' }
  if (input.sandboxed) return { backend: 'portal', desktop: null, reason: 'Tapestry runs inside Flatpak, where only the desktop portal can set the wallpaper' }

  const current = env.XDG_CURRENT_DESKTOP ?? ''
  const tokens = current
    .split(':')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token !== '')
  for (const [names, family] of DESKTOP_TOKENS) {
    if (names.some((name) => tokens.includes(name))) return resolveFamily(input, family, `XDG_CURRENT_DESKTOP is "${current}"`)
  }

  const session = env.DESKTOP_SESSION ?? ''
  const fromSession = session === '' ? undefined : fromDesktopSession(session)
  if (fromSession) return resolveFamily(input, fromSession, `DESKTOP_SESSION is "${session}"`)

  if (has(env, 'KDE_SESSION_VERSION')) return { backend: 'kde', desktop: 'KDE Plasma', reason: 'KDE_SESSION_VERSION is set' }
  if (has(env, 'SWAYSOCK')) return wlroots(input, 'sway', 'SWAYSOCK is set')
  if (has(env, 'HYPRLAND_INSTANCE_SIGNATURE')) return wlroots(input, 'Hyprland', 'HYPRLAND_INSTANCE_SIGNATURE is set')

  for (const [processName, id, desktop] of DESKTOP_PROCESSES) {
    if (await input.running(processName)) return { backend: id, desktop, reason: `${processName} is running` }
  }

  const sessionType = (env.XDG_SESSION_TYPE ?? '').toLowerCase()
  const wayland = sessionType === 'wayland' || (sessionType !== 'x11' && has(env, 'WAYLAND_DISPLAY'))
  if (wayland) {
    throw new WallpaperError(...sentence('desktop.detect.unknownWayland'))
  }
  if (sessionType === 'x11' || has(env, 'DISPLAY')) {
    for (const tool of X11_TOOLS) {
      if (await input.which(tool)) return { backend: tool, desktop: null, reason: `an X11 session with no known desktop; ${tool} is installed` }
    }
    throw new WallpaperError(...sentence('desktop.detect.unknownX11'))
  }
  throw new WallpaperError(...sentence('desktop.detect.noSession'))
}

/**
 * The backend to use: the one chosen in the settings, else the detected one; when detection finds
 * nothing and the settings hold a custom command, that command.
 */
export async function chooseBackend(input: DetectInput & { settings: WallpaperSettings }): Promise<Detection> {
  const { settings } = input
  if (settings.backend === 'custom' && !settings.customCommand) {
    throw new WallpaperError(...sentence('desktop.detect.customNeedsCommand'))
  }
  if (settings.backend !== 'auto') return { backend: settings.backend, desktop: null, reason: 'chosen in the settings' }
  try {
    return await detectBackend(input)
  } catch (error) {
    if (error instanceof WallpaperError && settings.customCommand) {
      return { backend: 'custom', desktop: null, reason: 'no known desktop was detected; using the custom command from the settings' }
    }
    throw error
  }
}
