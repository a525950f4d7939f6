// `npm start` and `npm run dev` run this after the runtime is there: Electron runs a different
// Node ABI than the Node.js the tests and the command line use, so it needs its own build of
// better-sqlite3's addon. It is built once per Electron version into
// node_modules/.cache/tapestry-electron/<version>/, beside the Node build, so neither ever
// replaces the other (the app finds it there; packages get theirs from electron-builder).
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)
const root = join(import.meta.dirname, '..')
const electronVersion = require('electron/package.json').version
const target = join(root, 'node_modules', '.cache', 'tapestry-electron', electronVersion, 'better_sqlite3.node')
if (existsSync(target)) process.exit(0)

// A workspace of its own: electron-rebuild builds the copy, never the project's module.
const workspace = join(root, 'node_modules', '.cache', 'tapestry-electron', 'build')
rmSync(workspace, { recursive: true, force: true })
const moduleDir = join(workspace, 'node_modules', 'better-sqlite3')
mkdirSync(dirname(moduleDir), { recursive: true })
cpSync(dirname(require.resolve('better-sqlite3/package.json')), moduleDir, { recursive: true })
rmSync(join(moduleDir, 'build'), { recursive: true, force: true })
const version = JSON.parse(readFileSync(join(moduleDir, 'package.json'), 'utf8')).version
writeFileSync(join(workspace, 'package.json'), JSON.stringify({ name: 'tapestry-electron-native', private: true, dependencies: { 'better-sqlite3': version } }))

console.log(`Building better-sqlite3 for Electron ${electronVersion} (once per Electron version)…`)
const rebuild = spawnSync(process.execPath, [join(root, 'node_modules', '@electron', 'rebuild', 'lib', 'cli.js'), '--version', electronVersion, '--module-dir', workspace, '--only', 'better-sqlite3', '--force'], {
  encoding: 'utf8',
  stdio: ['ignore', 'ignore', 'pipe'],
})
const built = join(moduleDir, 'build', 'Release', 'better_sqlite3.node')
if (rebuild.status !== 0 || !existsSync(built)) {
  rmSync(workspace, { recursive: true, force: true })
  // The tool's last words say what went wrong; the lines before are its progress.
  const reason = (rebuild.stderr ?? '').split('\n').filter((line) => line.trim() !== '' && !/^\s*at /.test(line)).at(-1)?.trim()
  console.error(
    `Tapestry could not build its database module for Electron ${electronVersion}${reason ? ` (${reason.slice(0, 160)})` : ''}; it needs Electron's headers from the network and a C++ compiler (make, g++, python3).`,
  )
  process.exit(1)
}
mkdirSync(dirname(target), { recursive: true })
cpSync(built, target)
rmSync(workspace, { recursive: true, force: true })
