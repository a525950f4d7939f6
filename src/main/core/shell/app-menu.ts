// The application menu as plain data: Electron's standard roles (so cut, copy, paste and select
// all work with their shortcuts on macOS, where only a menu gives them), Tapestry's own items, and
// the developer items (reload, DevTools) only when running against the dev server. Pure, so each
// platform's menu is tested without Electron; src/main/electron/app-menu.ts builds it. Electron's
// roles come with English labels only, so each role a person sees gets its label from the catalog.
import { ENGLISH, type Messages } from '../i18n/intl'

export type AppMenuAction = { kind: 'settings' } | { kind: 'open-log-folder' } | { kind: 'website' }

/** Electron's MenuItem roles used here (their labels, shortcuts and behaviour come from Electron). */
export type AppMenuRole =
  | 'about'
  | 'services'
  | 'hide'
  | 'hideOthers'
  | 'unhide'
  | 'quit'
  | 'undo'
  | 'redo'
  | 'cut'
  | 'copy'
  | 'paste'
  | 'pasteAndMatchStyle'
  | 'delete'
  | 'selectAll'
  | 'reload'
  | 'forceReload'
  | 'toggleDevTools'
  | 'resetZoom'
  | 'zoomIn'
  | 'zoomOut'
  | 'togglefullscreen'
  | 'minimize'
  | 'zoom'
  | 'close'
  | 'front'
  | 'windowMenu'

export interface AppMenuItem {
  role?: AppMenuRole
  id?: string
  label?: string
  type?: 'separator'
  accelerator?: string
  submenu?: AppMenuItem[]
  action?: AppMenuAction
}

export interface AppMenuOptions {
  platform: NodeJS.Platform
  /** Running against the dev server (`npm run dev`): reload and DevTools are offered. Never in a build. */
  development: boolean
  /** The language of Tapestry's own labels; English when not given. */
  messages?: Messages
}

const separator: AppMenuItem = { type: 'separator' }

/** macOS menus have no mnemonics: "&File" is "File", and "文件(&F)" is "文件". */
function withoutMnemonic(label: string): string {
  return label.replace(/\(&[^)]\)/g, '').replace(/&(.)/g, '$1')
}

export function buildAppMenu({ platform, development, messages = ENGLISH }: AppMenuOptions): AppMenuItem[] {
  const mac = platform === 'darwin'
  const { t } = messages
  const top = (label: string) => (mac ? withoutMnemonic(label) : label)
  const settingsItem: AppMenuItem = { id: 'settings', label: t('menu.settings'), accelerator: 'CommandOrControl+,', action: { kind: 'settings' } }
  // The developer's items (npm run dev only) keep Electron's English labels.
  const developer: AppMenuItem[] = development ? [{ role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }, separator] : []
  return [
    mac
      ? {
          label: 'Tapestry',
          submenu: [
            { role: 'about', label: t('menu.about') },
            separator,
            settingsItem,
            separator,
            { role: 'services', label: t('menu.services') },
            separator,
            { role: 'hide', label: t('menu.hide') },
            { role: 'hideOthers', label: t('menu.hideOthers') },
            { role: 'unhide', label: t('menu.showAll') },
            separator,
            { role: 'quit', label: t('menu.quitApp') },
          ],
        }
      : { label: t('menu.file'), submenu: [settingsItem, separator, { role: 'close', label: t('menu.closeWindow') }, { role: 'quit', label: t('menu.quit') }] },
    {
      label: top(t('menu.edit')),
      submenu: [
        { role: 'undo', label: t('menu.undo') },
        { role: 'redo', label: t('menu.redo') },
        separator,
        { role: 'cut', label: t('menu.cut') },
        { role: 'copy', label: t('menu.copy') },
        { role: 'paste', label: t('menu.paste') },
        ...(mac ? [{ role: 'pasteAndMatchStyle', label: t('menu.pasteAndMatchStyle') } as AppMenuItem] : []),
        { role: 'delete', label: t('menu.delete') },
        separator,
        { role: 'selectAll', label: t('menu.selectAll') },
      ],
    },
    {
      label: top(t('menu.view')),
      submenu: [
        ...developer,
        { role: 'resetZoom', label: t('menu.actualSize') },
        { role: 'zoomIn', label: t('menu.zoomIn') },
        { role: 'zoomOut', label: t('menu.zoomOut') },
        separator,
        { role: 'togglefullscreen', label: t('menu.fullScreen') },
      ],
    },
    mac
      ? { role: 'windowMenu', label: top(t('menu.window')) }
      : { label: t('menu.window'), submenu: [{ role: 'minimize', label: t('menu.minimize') }, { role: 'close', label: t('menu.closeWindow') }] },
    {
      label: top(t('menu.help')),
      submenu: [
        { id: 'open-log-folder', label: t('menu.openLogFolder'), action: { kind: 'open-log-folder' } },
        { id: 'website', label: t('menu.website'), action: { kind: 'website' } },
        // macOS has About in the app menu; elsewhere it goes here.
        ...(mac ? [] : [separator, { role: 'about', label: t('menu.about') } as AppMenuItem]),
      ],
    },
  ]
}

/** Every role in a menu, depth first. */
export function menuRoles(items: readonly AppMenuItem[]): AppMenuRole[] {
  return items.flatMap((item) => [...(item.role ? [item.role] : []), ...menuRoles(item.submenu ?? [])])
}
