// Global shortcuts through Electron's globalShortcut; which to register, and what Settings is told
// of each, is src/main/core/shortcuts.
import { app, globalShortcut } from 'electron'
import type { ShortcutAction } from '../../shared/shortcuts'
import { shortcutsBlocked, shortcutUnconfirmed } from '../core/shortcuts/portal-identity'
import { enableFeaturesWithPortal, shortcutDetail, shortcutRefusal } from '../core/shortcuts/shortcut-desktop'
import { createShortcutKeeper } from '../core/shortcuts/shortcut-keeper'

/**
 * In a Wayland session, turns on Chromium's GlobalShortcutsPortal so globalShortcut goes through the
 * desktop's portal. Chromium reads features only at start: call before the app is ready.
 */
export function enableShortcutsPortal(): void {
  const features = enableFeaturesWithPortal(app.commandLine.getSwitchValue('enable-features'), process.platform, process.env)
  if (features !== null) app.commandLine.appendSwitch('enable-features', features)
}

export function createGlobalShortcuts(pressed: (action: ShortcutAction) => void) {
  return createShortcutKeeper({
    registrar: {
      register: (accelerator, onPress) => globalShortcut.register(accelerator, onPress),
      unregister: (accelerator) => globalShortcut.unregister(accelerator),
    },
    pressed,
    refusal: shortcutRefusal(process.platform, process.env),
    detail: shortcutDetail(process.platform, process.env),
    // Looked up once, at start: the portal learns the app's identity once per start too.
    blocked: shortcutsBlocked(process.platform, process.env),
    unconfirmed: shortcutUnconfirmed(process.platform, process.env),
  })
}
