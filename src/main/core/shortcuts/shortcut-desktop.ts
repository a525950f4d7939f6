// Global shortcuts on each kind of desktop. On X11, macOS and Windows Electron grabs the keys
// itself. A Wayland session lets no app grab keys: shortcuts go through the desktop's
// GlobalShortcuts portal (xdg-desktop-portal), which Electron uses only with Chromium's
// `GlobalShortcutsPortal` feature turned on before the app is ready (Electron's globalShortcut docs;
// added in Electron 35 by electron/electron#45171). The portal knows the app by its desktop entry
// (package.json's desktopName), and the desktop may ask the person to confirm each shortcut.

import { said, type Said } from '../i18n/sentence'

type Env = Readonly<Record<string, string | undefined>>

const SHORTCUTS_PORTAL_FEATURE = 'GlobalShortcutsPortal'

export function isWaylandSession(platform: NodeJS.Platform, env: Env): boolean {
  return platform === 'linux' && (env['XDG_SESSION_TYPE'] === 'wayland' || Boolean(env['WAYLAND_DISPLAY']?.trim()))
}

/**
 * The `enable-features` value to give Chromium in a Wayland session, or null where nothing is to
 * be added. Chromium reads only one `--enable-features`, so features already asked for on the
 * command line are kept in the same value, not replaced by ours.
 */
export function enableFeaturesWithPortal(existing: string, platform: NodeJS.Platform, env: Env): string | null {
  if (!isWaylandSession(platform, env)) return null
  const features = existing.split(',').map((feature) => feature.trim()).filter(Boolean)
  if (features.includes(SHORTCUTS_PORTAL_FEATURE)) return null
  return [...features, SHORTCUTS_PORTAL_FEATURE].join(',')
}

/** What Settings says beside a shortcut the system did not take. */
export function shortcutRefusal(platform: NodeJS.Platform, env: Env): Said {
  if (isWaylandSession(platform, env)) return said('system.shortcuts.refusedWayland')
  return said('system.shortcuts.refused')
}

/** A sentence above the shortcuts where the desktop has a say in them; null elsewhere. */
export function shortcutDetail(platform: NodeJS.Platform, env: Env): Said | null {
  if (!isWaylandSession(platform, env)) return null
  return said('system.shortcuts.waylandDetail')
}
