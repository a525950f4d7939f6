// A global shortcut does what the tray's item of the same name does: the app runs it through the
// same `act`, so a shortcut and a tray click never behave differently.
import type { ShortcutAction } from '../../../shared/shortcuts'
import type { TrayAction } from '../shell/tray-menu'

export const SHORTCUT_TRAY_ACTIONS: Readonly<Record<ShortcutAction, TrayAction>> = {
  next: { kind: 'next' },
  previous: { kind: 'previous' },
  favourite: { kind: 'favourite-current' },
  block: { kind: 'block-current' },
}
