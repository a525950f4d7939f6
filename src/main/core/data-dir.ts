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
import { ValidationError } from '../../shared/errors'

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
