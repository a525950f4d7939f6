// The tray icon and its menu: the menu is built by the pure buildTrayMenu from the rotation state
// and what each display shows; here each item's action is carried out. Everything is in the menu (Linux panels show the menu and
// never send a click); the tooltip counts down to the next change.
import { Menu, Tray, nativeImage, type MenuItemConstructorOptions } from 'electron'
import type { RotationStatus, ShowingNow } from '../../shared/ipc'
import type { Messages } from '../core/i18n/intl'
import { trayIconFile } from '../core/shell/tray-icon'
import { buildTrayMenu, type TrayAction, type TrayMenuItem } from '../core/shell/tray-menu'
import { startTooltipClock } from '../core/shell/tray-tooltip-clock'
import { resourcePath } from './resources'

export interface TrayHandlers {
  act(action: TrayAction): void
  /** What each display shows now (the library's, so a change made by `tapestry` shows too once the menu is built again). */
  showing(): readonly ShowingNow[]
  /** The update items (src/main/core/updates/update-menu.ts); none until the updater is set up. */
  updates?(): readonly TrayMenuItem[]
  /** The language of the moment: asked each time the menu is built, so a change in Settings shows at the next refresh. */
  messages(): Messages
}

function toElectron(items: TrayMenuItem[], handlers: TrayHandlers): MenuItemConstructorOptions[] {
  return items.map((item) => ({
    id: item.id,
    label: item.label,
    type: item.type,
    enabled: item.enabled,
    checked: item.checked,
    submenu: item.submenu ? toElectron(item.submenu, handlers) : undefined,
    click: item.action ? () => handlers.act(item.action as TrayAction) : undefined,
  }))
}

export function createTray(status: RotationStatus, handlers: TrayHandlers) {
  const tray = new Tray(nativeImage.createFromPath(resourcePath(trayIconFile(process.platform, process.env))))
  let current = status
  const clock = startTooltipClock(
    () => current,
    (tooltip) => tray.setToolTip(tooltip),
    handlers.messages,
  )
  const update = (next: RotationStatus) => {
    current = next
    tray.setContextMenu(Menu.buildFromTemplate(toElectron(buildTrayMenu(next, handlers.showing(), handlers.updates?.() ?? [], handlers.messages()), handlers)))
    clock.refresh()
  }
  update(status)
  // A click on the icon opens the window where a click means that: on Windows a left click emits
  // only 'click' and the menu is on the right button (electron/electron shell/browser/ui/win/
  // notify_icon.cc). Not on macOS: there, with a context menu set, every click on the icon emits
  // 'click' and then opens the menu (shell/browser/ui/tray_icon_cocoa.mm, mouseDown; electron/
  // electron#24200), so each Next chosen from the menu bar would also bring the window forward.
  // The menu's “Open Tapestry” opens it there.
  if (process.platform !== 'darwin') tray.on('click', () => handlers.act({ kind: 'open' }))
  return {
    update,
    /** What the displays show changed (a set, Previous, a file gone): the menu is built again. */
    refresh: () => update(current),
    destroy: () => {
      clock.stop()
      tray.destroy()
    },
  }
}
