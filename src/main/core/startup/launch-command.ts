// How to start the Tapestry app from outside it (an autostart entry): which executable, with which
// arguments. It depends on what is running now: the installed app (or the command line run by the
// app's own runtime), an AppImage, a development checkout, or the command line alone under Node.
import { existsSync, readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { said, type Said } from '../i18n/sentence'
import { START_HIDDEN_ARGUMENT } from './login-item'

type Env = Record<string, string | undefined>

export interface RuntimeInfo {
  /** process.execPath: the app's own executable when running in Electron, else node. */
  execPath: string
  /** process.versions.electron is set: the app, or its runtime running the command line. */
  inElectron: boolean
  /** The folder that holds out/ and package.json: `resources/app.asar` when installed. */
  appRoot: string
  env: Env
  platform: NodeJS.Platform
}

export interface LaunchCommand {
  command: string
  args: string[]
}

/** An installed app keeps its code in resources/app.asar (or resources/app), never in a checkout. */
export function isInstalledAppRoot(appRoot: string): boolean {
  return ['app.asar', 'app'].includes(basename(appRoot)) && basename(dirname(appRoot)).toLowerCase() === 'resources'
}

/**
 * The Electron runtime a checkout runs with (`npm start`), found the way the electron package finds
 * it (its path.txt, or ELECTRON_OVERRIDE_DIST_PATH), without the download that package would start.
 */
function checkoutRuntime(appRoot: string, env: Env, platform: NodeJS.Platform): string | null {
  const packageDir = join(appRoot, 'node_modules', 'electron')
  let relative: string | undefined
  try {
    relative = readFileSync(join(packageDir, 'path.txt'), 'utf8').trim()
  } catch {
    relative = undefined
  }
  const override = env['ELECTRON_OVERRIDE_DIST_PATH']?.trim()
  const fallback = platform === 'win32' ? 'electron.exe' : platform === 'darwin' ? 'Electron.app/Contents/MacOS/Electron' : 'electron'
  const binary = override ? join(override, relative || fallback) : relative ? join(packageDir, 'dist', relative) : null
  return binary !== null && existsSync(binary) ? binary : null
}

/** The command that starts the app hidden in the tray, or null when there is no app here to start. */
export function appLaunchCommand(runtime: RuntimeInfo): LaunchCommand | null {
  // An AppImage mounts itself somewhere new at every start: the image file is what stays.
  const appImage = runtime.env['APPIMAGE']?.trim()
  if (appImage) return { command: appImage, args: [START_HIDDEN_ARGUMENT] }
  const installed = isInstalledAppRoot(runtime.appRoot)
  if (runtime.inElectron) {
    return { command: runtime.execPath, args: installed ? [START_HIDDEN_ARGUMENT] : [runtime.appRoot, START_HIDDEN_ARGUMENT] }
  }
  if (installed) return null
  const binary = checkoutRuntime(runtime.appRoot, runtime.env, runtime.platform)
  return binary === null ? null : { command: binary, args: [runtime.appRoot, START_HIDDEN_ARGUMENT] }
}

/** Why appLaunchCommand found nothing to start, for the person. */
export function noAppHere(): Said {
  return said('system.loginItem.noApp')
}
