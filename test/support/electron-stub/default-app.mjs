// What Electron's default app does with the path it is given (`electron <path>`, how npm start,
// electron-vite preview and the end-to-end test start Tapestry), so the stub starts the bundle as
// Electron would. From electron/electron default_app/main.ts (loadApplicationPackage):
// - a folder with a package.json: the app's name is its productName (else its name), its version and
//   desktopName (else "<name>.desktop") are set from it, app.getAppPath() is the folder, and the
//   file run is what Node resolves the folder to (package.json's main);
// - anything else (a file): no package.json is read, app.getAppPath() is the file's folder, and the
//   name stays the default app's own, "Electron" (default_app/package.json's productName; desktop
//   name "Electron.desktop" and Electron's version, from lib/browser/init.ts).
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'

const require = createRequire(import.meta.url)

/** Electron's own version, which app.getVersion() answers when no package.json gave one. */
const electronVersion = () => JSON.parse(readFileSync(require.resolve('electron/package.json'), 'utf8')).version

/**
 * The app Electron starts for `argv` (the arguments after the executable): as default_app's option
 * loop, the first argument not starting with "-" is the path; the rest are the app's.
 */
export function defaultAppFor(argv) {
  const given = argv.find((arg) => !arg.startsWith('-'))
  if (given === undefined) throw new Error('Electron was given no app path: its default app would show its own window.')
  const packagePath = resolve(given)
  const packageJsonPath = join(packagePath, 'package.json')
  // Module._resolveFilename(packagePath): a folder through its package.json's main, a file as it is.
  const mainFile = require.resolve(packagePath)
  if (!existsSync(packageJsonPath)) {
    return { given, appPath: dirname(mainFile), mainFile, name: 'Electron', version: electronVersion(), desktopName: 'Electron.desktop', packageJson: null }
  }
  const packageJson = JSON.parse(readFileSync(packageJsonPath, 'utf8'))
  const name = packageJson.productName ?? packageJson.name ?? 'Electron'
  return {
    given,
    appPath: packagePath,
    mainFile,
    name,
    version: packageJson.version ?? electronVersion(),
    desktopName: packageJson.desktopName ?? `${name}.desktop`,
    packageJson,
  }
}
