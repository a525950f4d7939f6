// The one folder Tapestry keeps everything in: the image library and the stores (library.json,
// settings.json, secrets.json).
//
// TAPESTRY_DATA_DIR wins when set (tests, portable installs, several profiles). Otherwise it is
// env-paths' data folder for "Tapestry" without env-paths' default "-nodejs" suffix:
//   Linux    $XDG_DATA_HOME/Tapestry, else ~/.local/share/Tapestry
//   macOS    ~/Library/Application Support/Tapestry
//   Windows  %LOCALAPPDATA%\Tapestry\Data
import { homedir } from 'node:os'
import path from 'node:path'
import envPaths from 'env-paths'
import { ValidationError } from '../../../shared/errors'

export const APP_DATA_NAME = 'Tapestry'
export const DATA_DIR_ENV = 'TAPESTRY_DATA_DIR'
/** Library images live in this subfolder of the data folder unless settings name another one. */
export const LIBRARY_FOLDER = 'library'

type Env = Record<string, string | undefined>

/**
 * The data folder, absolute. Nothing is created here; the stores create it on first write. A
 * TAPESTRY_DATA_DIR starting with ~ is in the home folder (no shell expands it in a desktop file or
 * a crontab); a relative one is refused, since it would mean another folder from each place.
 */
export function resolveDataDir(env: Env = process.env): string {
  const fromEnv = env[DATA_DIR_ENV]?.trim()
  if (!fromEnv) return envPaths(APP_DATA_NAME, { suffix: '' }).data
  const home = env['HOME']?.trim() || homedir()
  const expanded = fromEnv === '~' ? home : /^~[/\\]/.test(fromEnv) ? path.join(home, fromEnv.slice(2)) : fromEnv
  if (!path.isAbsolute(expanded)) throw new ValidationError([{ field: DATA_DIR_ENV, message: 'must be an absolute folder (or start with ~/), not a relative one' }])
  return path.resolve(expanded)
}

/**
 * Where library images are kept: the configured download folder when there is one (relative
 * folders are read against the data folder), else `<data>/library`.
 */
export function resolveLibraryDir(dataDir: string, downloadFolder?: string | null): string {
  if (downloadFolder) return path.resolve(dataDir, downloadFolder)
  return path.join(dataDir, LIBRARY_FOLDER)
}

/**
 * Where the app's Chromium profile goes, when not where Electron puts it by default: in the data
 * folder's `electron` subfolder when the person chose the data folder (TAPESTRY_DATA_DIR: tests,
 * portable use, several profiles each with its own single-instance lock), and when Electron's
 * default would be the data folder itself. On macOS both are "Application Support/Tapestry" (or
 * "tapestry" from a checkout: one folder on a case-insensitive disk), and Chromium's files would
 * lie among the library's. null: Electron's default is a folder of its own.
 */
export function chromiumProfileDir(options: { dataDir: string; chosen: boolean; electronDefault: string; platform: NodeJS.Platform }): string | null {
  const own = path.join(options.dataDir, 'electron')
  if (options.chosen) return own
  const fold = (folder: string) => (options.platform === 'darwin' || options.platform === 'win32' ? path.resolve(folder).toLowerCase() : path.resolve(folder))
  return fold(options.electronDefault) === fold(options.dataDir) ? own : null
}
