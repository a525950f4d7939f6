// Start at login on Linux: an entry in $XDG_CONFIG_HOME/autostart (the XDG Autostart
// Specification), which GNOME, KDE, XFCE, Cinnamon, MATE, LXQt and the autostart runners of tiling
// desktops (dex, systemd's xdg-autostart-generator) start at login. The app and the command line
// write the same file, so either one sees what the other did.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { homedir } from 'node:os'
import { isAbsolute, join } from 'node:path'
import packageJson from '../../../../package.json' with { type: 'json' }
import type { LoginItemStatus } from '../../../shared/ipc'
import { ValidationError } from '../errors/errors'
import { toFilesystemError } from '../errors/filesystem-error'
import { said, sentenceField } from '../i18n/sentence'
import { iniValue, readTextIfExists } from '../wallpaper/ini-value'
import { execValue, renderDesktopEntry } from './desktop-entry'
import { noAppHere, type LaunchCommand } from './launch-command'
import { refusal, type LoginItem } from './login-item'

type Env = Record<string, string | undefined>

/** The same desktop file id the packages install, so desktops match the entry to the app. */
export const DESKTOP_FILE_ID = packageJson.desktopName

/** $XDG_CONFIG_HOME/autostart, or ~/.config/autostart when it is unset or not absolute (as the spec says). */
export function autostartFolder(env: Env, home: string = env['HOME'] || homedir()): string {
  const configHome = env['XDG_CONFIG_HOME']?.trim()
  return join(configHome && isAbsolute(configHome) ? configHome : join(home, '.config'), 'autostart')
}

export function renderAutostartEntry(launch: LaunchCommand): string {
  return renderDesktopEntry([
    ['Type', 'Application'],
    ['Name', 'Tapestry'],
    ['GenericName', 'Wallpaper Manager'],
    ['Comment', 'Keeps rotating your wallpaper from the tray'],
    ['Exec', execValue(launch.command, launch.args)],
    ['Icon', 'tapestry'],
    ['Terminal', 'false'],
    ['Categories', 'Utility;'],
    ['X-GNOME-Autostart-enabled', 'true'],
  ])
}

/** An entry the person switched off in their desktop's startup settings counts as off. */
function entryIsActive(text: string): boolean {
  return iniValue(text, 'Hidden') !== 'true' && iniValue(text, 'X-GNOME-Autostart-enabled') !== 'false'
}

export interface XdgAutostartOptions {
  env: Env
  home?: string
  /** What the entry starts; null when there is no app here (the command line alone). */
  launch: LaunchCommand | null
}

export function createXdgAutostart(options: XdgAutostartOptions): LoginItem & { readonly path: string } {
  const folder = autostartFolder(options.env, options.home)
  const path = join(folder, DESKTOP_FILE_ID)

  async function status(): Promise<LoginItemStatus> {
    let text: string | undefined
    try {
      text = await readTextIfExists(path)
    } catch (error) {
      throw toFilesystemError(error, said('core.file.doing.readLoginEntry'))
    }
    const enabled = text !== undefined && entryIsActive(text)
    const detail = enabled ? said('system.loginItem.xdgOn', { path }) : said('system.loginItem.xdgOff', { path })
    return { enabled, supported: true, ...sentenceField('detail', detail) }
  }

  return {
    path,
    status,
    async set(enabled) {
      try {
        if (!enabled) {
          await rm(path, { force: true })
          return await status()
        }
        if (options.launch === null) throw refusal(noAppHere())
        const text = renderAutostartEntry(options.launch)
        await mkdir(folder, { recursive: true })
        // Written whole or not at all: a desktop never reads half an entry.
        const temporary = `${path}.${process.pid}.tmp`
        try {
          await writeFile(temporary, text, { mode: 0o644 })
          await rename(temporary, path)
        } finally {
          await rm(temporary, { force: true })
        }
      } catch (error) {
        if (error instanceof ValidationError) throw error
        throw toFilesystemError(error, said(enabled ? 'core.file.doing.writeLoginEntry' : 'core.file.doing.removeLoginEntry'))
      }
      return status()
    },
  }
}
