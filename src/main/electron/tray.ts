// The tray icon and its menu: the menu is built by the pure buildTrayMenu from the rotation state;
// here each item's action is carried out.
import { Menu, Tray, nativeImage, type MenuItemConstructorOptions } from 'electron'
import type { RotationStatus } from '../../shared/ipc'
import { trayIconFile } from '../core/tray-icon'
import { buildTrayMenu, trayTooltip, type TrayAction, type TrayMenuItem } from '../core/tray-menu'
import { resourcePath } from './resources'

export interface TrayHandlers {
  act(action: TrayAction): void
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
  const update = (next: RotationStatus) => {
    tray.setContextMenu(Menu.buildFromTemplate(toElectron(buildTrayMenu(next), handlers)))
    tray.setToolTip(trayTooltip(next, new Date()))
  }
  update(status)
  tray.on('click', () => handlers.act({ kind: 'open' }))
  return { update, destroy: () => tray.destroy() }
}
