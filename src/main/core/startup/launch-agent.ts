// Start at login on macOS: a per-user launch agent, ~/Library/LaunchAgents/<app id>.plist, which
// launchd loads at every login and, with RunAtLoad, runs then (launchd.plist(5)). It runs the app
// with --hidden, so a start at login opens no window, only the tray — the same command the Linux
// autostart entry runs (appLaunchCommand), and the app and the command line write the same file.
//
// Not Electron's login item: on macOS 13 and later app.setLoginItemSettings registers
// SMAppService.mainApp (electron/electron shell/browser/browser_mac.mm), which opens the app with no
// arguments (`args` and `path` are "@platform win32" in electron.d.ts), and the only sign of such a
// start, getLoginItemSettings().wasOpenedAtLogin, comes from the launch's Apple event, for which
// SMAppService offers no supported signal (Apple Feedback FB10207829,
// github.com/feedback-assistant/reports/issues/337). From a checkout it would also register
// Electron.app itself (the main bundle there), which starts Electron's default app, not Tapestry.
// An agent with ProgramArguments is what node-auto-launch's `mac.useLaunchAgent` writes too.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { homedir } from 'node:os'
import { join } from 'node:path'
import type { LoginItemStatus } from '../../../shared/ipc'
import { APP_ID } from '../app/app-info'
import { ValidationError } from '../errors/errors'
import { toFilesystemError } from '../errors/filesystem-error'
import { said, sentenceField } from '../i18n/sentence'
import { readTextIfExists } from '../wallpaper/ini-value'
import { noAppHere, type LaunchCommand } from './launch-command'
import { refusal, type LoginItem } from './login-item'

/** The job's label; launchd expects the file to be named after it (launchd.plist(5)). */
export const LAUNCH_AGENT_LABEL = APP_ID

export function launchAgentPath(home: string): string {
  return join(home, 'Library', 'LaunchAgents', `${LAUNCH_AGENT_LABEL}.plist`)
}

// XML 1.0 has no way to write these (a plist is XML), so a path holding one cannot be started.
// eslint-disable-next-line no-control-regex
const UNWRITABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/

function xmlText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}

/** The agent's property list: its label, what it runs (each argument on its own, no shell), at load. */
export function renderLaunchAgent(launch: LaunchCommand): string {
  const programArguments = [launch.command, ...launch.args]
  if (programArguments.some((argument) => UNWRITABLE.test(argument))) {
    throw refusal(said('system.loginItem.controlCharacter'))
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    '<plist version="1.0">',
    '<dict>',
    '\t<key>Label</key>',
    `\t<string>${xmlText(LAUNCH_AGENT_LABEL)}</string>`,
    '\t<key>ProgramArguments</key>',
    '\t<array>',
    ...programArguments.map((argument) => `\t\t<string>${xmlText(argument)}</string>`),
    '\t</array>',
    '\t<key>RunAtLoad</key>',
    '\t<true/>',
    '</dict>',
    '</plist>',
    '',
  ].join('\n')
}

export interface LaunchAgentOptions {
  home?: string
  /** What the agent starts; null when there is no app here (the command line alone). */
  launch: LaunchCommand | null
}

export function createLaunchAgent(options: LaunchAgentOptions): LoginItem & { readonly path: string } {
  const path = launchAgentPath(options.home || homedir())

  async function status(): Promise<LoginItemStatus> {
    let text: string | undefined
    try {
      text = await readTextIfExists(path)
    } catch (error) {
      throw toFilesystemError(error, said('core.file.doing.readLoginEntry'))
    }
    const enabled = text !== undefined
    return {
      enabled,
      supported: true,
      // macOS 13 and later list the agent under “Allow in the Background”; switched off there it
      // does not run, though its file stays, and nothing Tapestry may read says so.
      ...sentenceField('detail', enabled ? said('system.loginItem.launchAgentOn', { path }) : said('system.loginItem.launchAgentOff', { path })),
    }
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
        const text = renderLaunchAgent(options.launch)
        await mkdir(join(path, '..'), { recursive: true })
        // Written whole or not at all: launchd never reads half a property list.
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
