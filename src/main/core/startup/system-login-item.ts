// The login item a file makes, which the app and the command line write and read alike: the
// launch agent on macOS, the XDG autostart entry on Linux and the BSDs. On Windows only the app can
// (the Run key, through Electron's login item settings).
import { createLaunchAgent } from './launch-agent'
import { appLaunchCommand, type RuntimeInfo } from './launch-command'
import { unsupportedLoginItem, useTheApp, type LoginItem } from './login-item'
import { createXdgAutostart } from './xdg-autostart'

export function createSystemLoginItem(runtime: RuntimeInfo): LoginItem {
  if (runtime.platform === 'win32') return unsupportedLoginItem(useTheApp())
  if (runtime.platform === 'darwin') return createLaunchAgent({ ...(runtime.env['HOME'] ? { home: runtime.env['HOME'] } : {}), launch: appLaunchCommand(runtime) })
  return createXdgAutostart({ env: runtime.env, launch: appLaunchCommand(runtime) })
}
