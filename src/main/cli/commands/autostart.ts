// `tapestry autostart on|off|status`: the same start-at-login the app's Settings change (the XDG
// autostart entry on Linux and the launch agent on macOS both write; on Windows only the app can,
// and says so).
import type { LoginItemStatus } from '../../../shared/ipc'
import type { CliContext } from '../context'
import { operate } from '../operate'
import type { CliCommand, CommandResult } from '../run'

function describe(status: LoginItemStatus): CommandResult {
  const said = status.enabled ? 'Tapestry starts at login, hidden in the tray.' : 'Tapestry does not start at login.'
  return { json: status, text: status.detail ? `${said} ${status.detail}` : said }
}

function switchCommand(enabled: boolean): CliCommand<CliContext> {
  const word = enabled ? 'on' : 'off'
  return {
    words: ['autostart', word],
    usage: `tapestry autostart ${word}`,
    summary: enabled ? 'Start Tapestry (hidden, in the tray) when you log in.' : 'Stop starting Tapestry when you log in.',
    flags: [],
    positionals: [],
    json: '{enabled, supported, detail}',
    examples: [{ what: enabled ? 'Start with the session' : 'Stop starting with the session', line: `tapestry autostart ${word}` }],
    run: async (_input, _options, context) => describe(await operate(await context.app(), 'loginItem.set', { enabled })),
  }
}

export const autostartOnCommand = switchCommand(true)
export const autostartOffCommand = switchCommand(false)

export const autostartStatusCommand: CliCommand<CliContext> = {
  words: ['autostart', 'status'],
  usage: 'tapestry autostart status',
  summary: 'Say whether Tapestry starts when you log in.',
  flags: [],
  positionals: [],
  json: '{enabled, supported, detail}',
  examples: [{ what: 'Whether it starts at login, for a script', line: 'tapestry autostart status --json' }],
  run: async (_input, _options, context) => describe(await operate(await context.app(), 'loginItem.get', undefined)),
}
