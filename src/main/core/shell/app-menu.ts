// The application menu as plain data: Electron's standard roles (so cut, copy, paste and select
// all work with their shortcuts on macOS, where only a menu gives them), Tapestry's own items, and
// the developer items (reload, DevTools) only when running against the dev server. Pure, so each
// platform's menu is tested without Electron; src/main/electron/app-menu.ts builds it.

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
}

const separator: AppMenuItem = { type: 'separator' }
const settingsItem: AppMenuItem = { id: 'settings', label: 'Settings…', accelerator: 'CommandOrControl+,', action: { kind: 'settings' } }

export function buildAppMenu({ platform, development }: AppMenuOptions): AppMenuItem[] {
  const mac = platform === 'darwin'
  const developer: AppMenuItem[] = development ? [{ role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }, separator] : []
  return [
    mac
      ? {
          label: 'Tapestry',
          submenu: [{ role: 'about' }, separator, settingsItem, separator, { role: 'services' }, separator, { role: 'hide' }, { role: 'hideOthers' }, { role: 'unhide' }, separator, { role: 'quit' }],
        }
      : { label: '&File', submenu: [settingsItem, separator, { role: 'close', label: 'Close Window' }, { role: 'quit' }] },
    {
      label: mac ? 'Edit' : '&Edit',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        separator,
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        ...(mac ? [{ role: 'pasteAndMatchStyle' } as AppMenuItem] : []),
        { role: 'delete' },
        separator,
        { role: 'selectAll' },
      ],
    },
    {
      label: mac ? 'View' : '&View',
      submenu: [...developer, { role: 'resetZoom' }, { role: 'zoomIn' }, { role: 'zoomOut' }, separator, { role: 'togglefullscreen' }],
    },
    mac ? { role: 'windowMenu' } : { label: '&Window', submenu: [{ role: 'minimize' }, { role: 'close', label: 'Close Window' }] },
    {
      label: mac ? 'Help' : '&Help',
      submenu: [
        { id: 'open-log-folder', label: 'Open the Log Folder', action: { kind: 'open-log-folder' } },
        { id: 'website', label: 'Tapestry on the Web', action: { kind: 'website' } },
        // macOS has About in the app menu; elsewhere it goes here.
        ...(mac ? [] : [separator, { role: 'about', label: 'About Tapestry' } as AppMenuItem]),
      ],
    },
  ]
}

/** Every role in a menu, depth first. */
export function menuRoles(items: readonly AppMenuItem[]): AppMenuRole[] {
  return items.flatMap((item) => [...(item.role ? [item.role] : []), ...menuRoles(item.submenu ?? [])])
}
