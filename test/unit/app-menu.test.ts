// Tapestry's own application menu instead of Electron's default one: the standard roles everywhere
// (Edit above all, so pasting a key works on macOS), Settings and the log folder, About, and the
// developer items only against the dev server.
import { describe, expect, it } from 'vitest'
import { buildAppMenu, menuRoles, type AppMenuItem } from '../../src/main/core/shell/app-menu'

const DEVELOPER = ['reload', 'forceReload', 'toggleDevTools']
const labels = (items: AppMenuItem[]) => items.map((item) => item.label ?? item.role)

describe('application menu', () => {
  it.each(['darwin', 'linux', 'win32'] as const)('on %s has Edit with cut, copy, paste and select all, a Window menu and About', (platform) => {
    const roles = menuRoles(buildAppMenu({ platform, development: false }))
    expect(roles).toEqual(expect.arrayContaining(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll', 'about', 'quit']))
    // macOS's standard Window menu role holds Minimize, Zoom and Bring All to Front.
    expect(roles).toContain(platform === 'darwin' ? 'windowMenu' : 'minimize')
  })

  it.each(['darwin', 'linux', 'win32'] as const)('on %s offers no reload or DevTools in a build, and offers them against the dev server', (platform) => {
    for (const role of menuRoles(buildAppMenu({ platform, development: false }))) expect(DEVELOPER).not.toContain(role)
    expect(menuRoles(buildAppMenu({ platform, development: true }))).toEqual(expect.arrayContaining(DEVELOPER))
  })

  it('on macOS starts with the app menu (About, Settings ⌘, , Services, Hide, Quit) and uses the standard Window menu', () => {
    const menu = buildAppMenu({ platform: 'darwin', development: false })
    expect(labels(menu)).toEqual(['Tapestry', 'Edit', 'View', 'Window', 'Help'])
    expect(menu[3]?.role).toBe('windowMenu')
    expect(labels(menu[0]?.submenu ?? []).filter(Boolean)).toEqual(['About Tapestry', 'Settings…', 'Services', 'Hide Tapestry', 'Hide Others', 'Show All', 'Quit Tapestry'])
    expect(menuRoles(menu[0]?.submenu ?? [])).toEqual(['about', 'services', 'hide', 'hideOthers', 'unhide', 'quit'])
    expect(menu[0]?.submenu?.find((item) => item.id === 'settings')).toMatchObject({ accelerator: 'CommandOrControl+,', action: { kind: 'settings' } })
    expect(menuRoles(menu)).toContain('pasteAndMatchStyle')
  })

  it('on Linux and Windows has File, Edit, View, Window and Help with keyboard mnemonics, About under Help', () => {
    const menu = buildAppMenu({ platform: 'linux', development: false })
    expect(labels(menu)).toEqual(['&File', '&Edit', '&View', '&Window', '&Help'])
    expect(menu[4]?.submenu?.map((item) => item.id ?? item.role ?? item.type)).toEqual(['open-log-folder', 'website', 'separator', 'about'])
    expect(menu[0]?.submenu?.[0]).toMatchObject({ id: 'settings', action: { kind: 'settings' } })
  })
})
