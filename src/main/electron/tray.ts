// The tray icon and its menu: the menu is built by the pure buildTrayMenu from the rotation state;
// here each item's action is carried out.
import { Menu, Tray, nativeImage, type MenuItemConstructorOptions } from 'electron'
import type { RotationStatus } from '../../shared/ipc'
import { buildTrayMenu, trayTooltip, type TrayAction, type TrayMenuItem } from '../core/tray-menu'

export interface TrayHandlers {
  act(action: TrayAction): void
}

/** A 16×16 icon drawn in code (four coloured bands): no image file to ship or lose. */
function trayIcon() {
  const size = 16
  const bands: [number, number, number][] = [
    [220, 40, 40],
    [40, 180, 60],
    [40, 80, 220],
    [240, 200, 40],
  ]
  const bitmap = Buffer.alloc(size * size * 4)
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const [r, g, b] = bands[Math.floor((x * bands.length) / size)] as [number, number, number]
      const offset = (y * size + x) * 4
      bitmap[offset] = b // BGRA
      bitmap[offset + 1] = g
      bitmap[offset + 2] = r
      bitmap[offset + 3] = 255
    }
  }
  return nativeImage.createFromBitmap(bitmap, { width: size, height: size })
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
  const tray = new Tray(trayIcon())
  const update = (next: RotationStatus) => {
    tray.setContextMenu(Menu.buildFromTemplate(toElectron(buildTrayMenu(next), handlers)))
    tray.setToolTip(trayTooltip(next, new Date()))
  }
  update(status)
  tray.on('click', () => handlers.act({ kind: 'open' }))
  return { update, destroy: () => tray.destroy() }
}
