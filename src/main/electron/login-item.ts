// Start at login on Windows: the system's login items (the Run key) through Electron, whose entry
// passes --hidden: `args` is honoured on Windows only ("@platform win32" in electron.d.ts, Settings
// and LoginItemSettingsOptions). macOS gets a launch agent instead (core/startup/launch-agent.ts).
import { app } from 'electron'
import type { LoginItemStatus } from '../../shared/ipc'
import { said, sentenceField } from '../core/i18n/sentence'
import { START_HIDDEN_ARGUMENT, type LoginItem } from '../core/startup/login-item'

// Windows compares the arguments too ("If you provided path and args options to
// app.setLoginItemSettings, then you need to pass the same arguments here"), so reading and writing
// pass the same ones.
const args = [START_HIDDEN_ARGUMENT]

function status(): LoginItemStatus {
  return { enabled: app.getLoginItemSettings({ args }).openAtLogin, supported: true, ...sentenceField('detail', said('system.loginItem.windows')) }
}

export function createElectronLoginItem(): LoginItem {
  return {
    status: async () => status(),
    async set(enabled) {
      app.setLoginItemSettings({ openAtLogin: enabled, args })
      return status()
    },
  }
}

/**
 * Whether this start came from the login item: every system's entry passes --hidden (the Windows
 * login item, the macOS launch agent, the XDG autostart entry). Not macOS's wasOpenedAtLogin: with
 * SMAppService there is no supported signal for it (see core/startup/launch-agent.ts).
 */
export function startedAtLogin(): boolean {
  return process.argv.includes(START_HIDDEN_ARGUMENT)
}
