// How this copy of Tapestry was installed, which decides who keeps it up to date: the packages that
// can replace themselves (the AppImage, the macOS app, the Windows installer's) are updated by
// Tapestry through electron-updater; .deb, .rpm, Flatpak and snap installs by their package
// managers, which Tapestry leaves alone (docs/desktop-app.md, "Updates").
import path from 'node:path'
import type { ErrorText } from '../../../shared/errors'
import type { MessageKey } from '../../../shared/i18n/catalog'
import { said } from '../i18n/sentence'

export type InstallChannel = 'appimage' | 'mac' | 'nsis' | 'deb' | 'rpm' | 'pacman' | 'flatpak' | 'snap' | 'sources' | 'portable'

export interface InstallFacts {
  platform: NodeJS.Platform
  env: NodeJS.ProcessEnv
  /** Electron's app.isPackaged: false when run from the sources (npm start, electron-vite). */
  isPackaged: boolean
  /** Electron's process.resourcesPath: where electron-builder puts app-update.yml and package-type. */
  resourcesPath: string | undefined
  /** The running executable (process.execPath). */
  execPath: string
  /** The product name, as the Windows installer names its uninstaller. */
  productName: string
  exists(file: string): boolean
  /** A file's text, or null when it cannot be read. */
  readText(file: string): string | null
}

export function installChannel(facts: InstallFacts): InstallChannel {
  const { env } = facts
  // Inside Flatpak's sandbox FLATPAK_ID is set and /.flatpak-info exists (flatpak-metadata(5)).
  if (facts.platform === 'linux' && (Boolean(env.FLATPAK_ID) || facts.exists('/.flatpak-info'))) return 'flatpak'
  if (facts.platform === 'linux' && Boolean(env.SNAP)) return 'snap'
  if (!facts.isPackaged) return 'sources'
  if (facts.platform === 'darwin') return 'mac'
  if (facts.platform === 'win32') {
    // The NSIS installer puts "Uninstall <product>.exe" beside the app (app-builder-lib's
    // templates/nsis/common.nsh, UNINSTALL_FILENAME); an unpacked copy has none.
    return facts.exists(path.win32.join(path.win32.dirname(facts.execPath), `Uninstall ${facts.productName}.exe`)) ? 'nsis' : 'portable'
  }
  // Running from inside an AppImage: its runtime mounts the image at APPDIR and sets APPIMAGE to the
  // image's own path (AppImageKit's runtime.c). Asked first, as electron-builder can leave a
  // package-type file in the AppImage too: its .deb and .rpm targets write it into the unpacked app
  // folder all the Linux targets share (app-builder-lib's FpmTarget.js; withcoral/coral#2224).
  const appDir = env.APPDIR
  if (env.APPIMAGE && appDir && facts.execPath.startsWith(`${appDir.replace(/\/+$/, '')}/`)) return 'appimage'
  // electron-builder writes resources/package-type into its .deb, .rpm and pacman packages, and
  // electron-updater reads it the same way to pick its Linux updater (electron-updater's main.js).
  const packageType = facts.resourcesPath === undefined ? null : facts.readText(path.join(facts.resourcesPath, 'package-type'))?.trim()
  if (packageType === 'deb' || packageType === 'rpm' || packageType === 'pacman') return packageType
  // An AppImage runtime that gave no APPDIR: APPIMAGE alone (electron-updater's AppImageUpdater needs it).
  if (env.APPIMAGE) return 'appimage'
  return 'portable'
}

/** Who updates Tapestry when it does not update itself: its English, and its catalog message for Settings. */
export type UpdateAbility = { canUpdate: true } | { canUpdate: false; detail: string; detailText?: ErrorText }

function updatedBy(key: MessageKey): UpdateAbility {
  const { message, text } = said(key)
  return { canUpdate: false, detail: message, detailText: text }
}

/** Whether Tapestry updates itself in this channel, and, when it does not, who does (said under the Settings switch). */
export function updateAbility(channel: InstallChannel): UpdateAbility {
  switch (channel) {
    case 'appimage':
    case 'mac':
    case 'nsis':
      return { canUpdate: true }
    case 'deb':
      return updatedBy('system.updates.deb')
    case 'rpm':
      return updatedBy('system.updates.rpm')
    case 'pacman':
      return updatedBy('system.updates.pacman')
    case 'flatpak':
      return updatedBy('system.updates.flatpak')
    case 'snap':
      return updatedBy('system.updates.snap')
    case 'sources':
      return updatedBy('system.updates.sources')
    case 'portable':
      return updatedBy('system.updates.portable')
  }
}
