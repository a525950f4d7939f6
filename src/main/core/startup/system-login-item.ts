// The login item the command line (and any process that is not the Electron app on macOS or
// Windows) can change: the XDG autostart entry on Linux and the BSDs; elsewhere only the app can.
import { appLaunchCommand, type RuntimeInfo } from './launch-command'
import { unsupportedLoginItem, USE_THE_APP, type LoginItem } from './login-item'
import { createXdgAutostart } from './xdg-autostart'

export function createSystemLoginItem(runtime: RuntimeInfo): LoginItem {
  if (runtime.platform === 'darwin' || runtime.platform === 'win32') return unsupportedLoginItem(USE_THE_APP)
  return createXdgAutostart({ env: runtime.env, launch: appLaunchCommand(runtime) })
}
