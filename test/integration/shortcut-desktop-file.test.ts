// Finding Tapestry's desktop file as the shortcuts portal does (GLib's g_desktop_app_info_new, which
// xdg-desktop-portal asks), with real files in real XDG data folders: which folders, in which
// order, which files count, and what Settings then says beside a shortcut on Wayland.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { findDesktopFile } from '../../src/main/core/shortcuts/desktop-file-lookup'
import { portalDesktopId, shortcutsBlocked, shortcutUnconfirmed } from '../../src/main/core/shortcuts/portal-identity'
import packageJson from '../../package.json' with { type: 'json' }

const ID = 'io.github.tapestryapp.Tapestry.desktop'
let root: string
let home: string
let system: string
let program: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'tapestry-apps-'))
  home = join(root, 'home')
  system = join(root, 'usr', 'share')
  // The program an entry starts: an executable file of the test's own.
  program = join(root, 'bin', 'tapestry')
  mkdirSync(dirname(program), { recursive: true })
  writeFileSync(program, '#!/bin/sh\n')
  chmodSync(program, 0o755)
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const env = (extra: Record<string, string> = {}) => ({ HOME: home, XDG_DATA_DIRS: system, PATH: '/usr/bin:/bin', ...extra })
function entry(folder: string, name: string, lines: string[]): string {
  const path = join(folder, 'applications', name)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, `${lines.join('\n')}\n`)
  return path
}
const app = (exec = `"${program}" %U`) => ['[Desktop Entry]', 'Type=Application', 'Name=Tapestry', `Exec=${exec}`]

describe('the desktop file the portal finds', () => {
  it('is none when no folder has it', () => {
    expect(findDesktopFile(ID, env())).toEqual({ path: null, folders: [join(home, '.local/share/applications'), join(system, 'applications')] })
  })

  it('is the system one the .deb or .rpm installs, or the user’s own, which comes first', () => {
    const installed = entry(system, ID, app())
    expect(findDesktopFile(ID, env()).path).toBe(installed)
    const own = entry(join(home, '.local/share'), ID, app())
    expect(findDesktopFile(ID, env()).path).toBe(own)
    // $XDG_DATA_HOME moves the user's folder.
    const moved = entry(join(root, 'data'), ID, app())
    expect(findDesktopFile(ID, env({ XDG_DATA_HOME: join(root, 'data') })).path).toBe(moved)
  })

  it('follows the Menu Specification’s mapping of "-" to subfolders', () => {
    const nested = entry(system, 'vendor/tapestry.desktop', app())
    expect(findDesktopFile('vendor-tapestry.desktop', env()).path).toBe(nested)
  })

  it('passes over a file that would not load — another type, not a [Desktop Entry], a program that is not there — for the next folder', () => {
    const installed = entry(system, ID, app())
    const own = entry(join(home, '.local/share'), ID, ['[Desktop Entry]', 'Type=Link', 'URL=https://example.org'])
    expect(findDesktopFile(ID, env()).path).toBe(installed)
    writeFileSync(own, ['[Other Group]', 'Type=Application', `Exec=${program}`].join('\n'))
    expect(findDesktopFile(ID, env()).path).toBe(installed)
    // An AppImage moved away since its entry was written: Exec's program is gone.
    writeFileSync(own, app(`${join(root, 'gone', 'Tapestry.AppImage')} --hidden`).join('\n'))
    expect(findDesktopFile(ID, env()).path).toBe(installed)
    writeFileSync(own, [...app(), `TryExec=${join(root, 'gone', 'tapestry')}`].join('\n'))
    expect(findDesktopFile(ID, env()).path).toBe(installed)
    // A program found on PATH counts, quoted or not.
    writeFileSync(own, app("'sh' -c true").join('\n'))
    expect(findDesktopFile(ID, env()).path).toBe(own)
  })

  it('is none when the first one that loads is Hidden (removed by the person), even if another folder has one', () => {
    entry(system, ID, app())
    entry(join(home, '.local/share'), ID, [...app(), 'Hidden=true'])
    expect(findDesktopFile(ID, env()).path).toBeNull()
  })
})

describe('what Settings says of shortcuts on Wayland', () => {
  const wayland = (extra: Record<string, string> = {}) => env({ XDG_SESSION_TYPE: 'wayland', ...extra })

  it('asks the portal under Electron’s CHROME_DESKTOP, else package.json’s desktopName', () => {
    expect(portalDesktopId({ CHROME_DESKTOP: 'other.app.Id.desktop' })).toBe('other.app.Id.desktop')
    expect(portalDesktopId({ CHROME_DESKTOP: 'other.app.Id' })).toBe('other.app.Id.desktop')
    expect(portalDesktopId({})).toBe(packageJson.desktopName)
  })

  it('with no desktop file installed (an AppImage, a checkout): not working, why, where it looked, and what to do', () => {
    const blocked = shortcutsBlocked('linux', wayland({ CHROME_DESKTOP: ID }))?.message
    expect(blocked).toContain(`Tapestry’s desktop file (${ID}) is not installed`)
    expect(blocked).toContain(join(home, '.local/share/applications'))
    expect(blocked).toContain('Install Tapestry’s .deb or .rpm package, then restart Tapestry.')
  })

  it('with the desktop file installed, or not on Wayland: nothing stops them', () => {
    entry(system, ID, app())
    expect(shortcutsBlocked('linux', wayland({ CHROME_DESKTOP: ID }))).toBeNull()
    rmSync(join(system, 'applications'), { recursive: true })
    expect(shortcutsBlocked('linux', env({ DISPLAY: ':0', XDG_SESSION_TYPE: 'x11' }))).toBeNull()
    expect(shortcutsBlocked('darwin', {})).toBeNull()
  })

  it('says a shortcut sent to the portal is unconfirmed, on Wayland only', () => {
    expect(shortcutUnconfirmed('linux', wayland())?.message).toMatch(/does not tell Tapestry whether it took the keys/)
    expect(shortcutUnconfirmed('linux', env({ DISPLAY: ':0' }))).toBeNull()
  })
})
