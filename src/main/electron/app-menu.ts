// Tapestry's application menu, replacing Electron's default one (which ships Reload and Toggle
// DevTools to everyone): built from the pure buildAppMenu, each item's action carried out here.
import { Menu, type MenuItemConstructorOptions } from 'electron'
import type { Messages } from '../core/i18n/intl'
import { buildAppMenu, type AppMenuAction, type AppMenuItem } from '../core/shell/app-menu'

function toElectron(items: AppMenuItem[], act: (action: AppMenuAction) => void): MenuItemConstructorOptions[] {
  return items.map((item) => ({
    ...(item.role ? { role: item.role } : {}),
    ...(item.id ? { id: item.id } : {}),
    ...(item.label ? { label: item.label } : {}),
    ...(item.type ? { type: item.type } : {}),
    ...(item.accelerator ? { accelerator: item.accelerator } : {}),
    ...(item.submenu ? { submenu: toElectron(item.submenu, act) } : {}),
    ...(item.action ? { click: () => act(item.action as AppMenuAction) } : {}),
  }))
}

/** Called again when the language changes: the menu is replaced whole. */
export function installAppMenu(options: { development: boolean; act: (action: AppMenuAction) => void; messages: Messages }): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(toElectron(buildAppMenu({ platform: process.platform, development: options.development, messages: options.messages }), options.act)))
}
