// Start at login on macOS and Windows: the system's login items through Electron. On Windows the
// entry passes --hidden; macOS login items take no arguments, so there the app asks the system
// whether it was opened at login instead (startedAtLogin).
import { app } from 'electron'
import type { LoginItemStatus } from '../../shared/ipc'
import { START_HIDDEN_ARGUMENT, type LoginItem } from '../core/startup/login-item'

// Windows compares the arguments too, so reading and writing must pass the same ones.
const args = process.platform === 'win32' ? [START_HIDDEN_ARGUMENT] : []

function status(): LoginItemStatus {
  const settings = app.getLoginItemSettings(process.platform === 'win32' ? { args } : undefined)
  const waiting = process.platform === 'darwin' && settings.status === 'requires-approval'
  return {
    enabled: settings.openAtLogin,
    supported: true,
    detail: waiting ? 'macOS asks you to allow it in System Settings → General → Login Items.' : 'Through the system’s login items.',
  }
}

export function createElectronLoginItem(): LoginItem {
  return {
    status: async () => status(),
    async set(enabled) {
      app.setLoginItemSettings(process.platform === 'win32' ? { openAtLogin: enabled, args } : { openAtLogin: enabled })
      return status()
    },
  }
}

/** Whether this start came from the login item (macOS says so; elsewhere the argument does). */
export function startedAtLogin(): boolean {
  if (process.argv.includes(START_HIDDEN_ARGUMENT)) return true
  return process.platform === 'darwin' && app.getLoginItemSettings().wasOpenedAtLogin
}
