// What Settings can truthfully say of global shortcuts on Wayland, where they go through the
// desktop's GlobalShortcuts portal and Electron is never told the outcome:
// - register() answers true once the request is sent, and isRegistered() true as well, even when
//   the portal denies the bind (Electron's docs, "Usage on Linux"; electron/electron#52218);
// - the portal knows the app by its desktop file id, which Electron takes from package.json's
//   desktopName and keeps in CHROME_DESKTOP (lib/browser/init.ts calls app.setDesktopName, which
//   sets that variable: shell/browser/api/electron_api_app.cc). With no installed desktop file of
//   that name "GNOME 50.0/50.1 rejects globalShortcut binds … with no error surfaced to the app" and
//   "xdg-desktop-portal 1.21 and later refuses portal sessions for app IDs it cannot resolve to a
//   .desktop file" (electron.d.ts, app.setDesktopName). An AppImage or a checkout installs none;
//   the .deb and .rpm install it in /usr/share/applications.
import { said, type Said } from '../i18n/sentence'
import { DESKTOP_FILE_ID } from '../startup/xdg-autostart'
import { findDesktopFile, type DesktopFileLookup } from './desktop-file-lookup'
import { isWaylandSession } from './shortcut-desktop'

type Env = Readonly<Record<string, string | undefined>>

/** The desktop file id the portal is given for this app: Electron's CHROME_DESKTOP, else package.json's desktopName. */
export function portalDesktopId(env: Env): string {
  const name = env['CHROME_DESKTOP']?.trim() || DESKTOP_FILE_ID
  // app.setDesktopName: "The `.desktop` suffix is optional."
  return name.endsWith('.desktop') ? name : `${name}.desktop`
}

/**
 * Why no global shortcut can work here, as the sentence beside each; null where nothing is known to
 * stop them (not Wayland, or the desktop file is installed).
 */
export function shortcutsBlocked(platform: NodeJS.Platform, env: Env, lookup: (desktopId: string, env: Env) => DesktopFileLookup = findDesktopFile): Said | null {
  if (!isWaylandSession(platform, env)) return null
  const desktopId = portalDesktopId(env)
  const found = lookup(desktopId, env)
  if (found.path !== null) return null
  // The folders are paths, said as they are in every language.
  return said('system.shortcuts.noDesktopFile', { desktopId, folders: found.folders.join(', ') })
}

/** Beside a shortcut the portal was asked for: what the person can check, since Tapestry is never told. */
export function shortcutUnconfirmed(platform: NodeJS.Platform, env: Env): Said | null {
  if (!isWaylandSession(platform, env)) return null
  return said('system.shortcuts.unconfirmed')
}
