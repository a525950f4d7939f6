// Run from a checkout, Tapestry is started by Electron with its folder (`electron .`, as npm start
// and `electron-vite preview` do). Given out/main/index.js instead, Electron's default app reads no
// package.json: app.getAppPath() is the file's folder (out/main) and app.name "Electron"
// (electron/electron default_app/main.ts, loadApplicationPackage). The Electron build of
// better-sqlite3, the icons and the desktop name would then be looked for in the wrong place, and
// the start fail further on with a message about the database module's ABI; said plainly instead.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { app } from 'electron'
import { FilesystemError } from '../core/errors/errors'

export function checkStartedFromFolder(): void {
  // A package's app path is resources/app.asar (or resources/app), which holds its package.json.
  if (app.isPackaged || existsSync(join(app.getAppPath(), 'package.json'))) return
  throw new FilesystemError(
    'Tapestry was started from a file, so Electron read no package.json and gave it the wrong folder: start it from its folder (“electron .” there, as npm start does).',
  )
}
