// Run in a child process by the packaging tests: electron-builder's real `dir` build of Tapestry for
// Linux with the project's own electron-builder.config.mjs, into OUT_DIR. electron-builder would download
// Electron's runtime, which the tests cannot, so `electronDist` points at a placeholder folder: the
// runtime is not what these tests look at, the app's files around it are. Native dependencies are
// not rebuilt, here as in the real packages (npmRebuild: false in the configuration). The desktop entry is
// computed by electron-builder's own LinuxTargetHelper from the same configuration, as the .deb,
// .rpm and AppImage targets do. Prints one JSON line: { appOutDir, desktopEntry }.
import { chmod, mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'

const require = createRequire(import.meta.url)
const { build, Platform } = require('electron-builder')
const { LinuxTargetHelper } = require('app-builder-lib/out/targets/LinuxTargetHelper')

const [outDir] = process.argv.slice(2)
const { default: config } = await import('../../../electron-builder.config.mjs')
const projectDir = resolve(import.meta.dirname, '../../..')
const electronVersion = require('electron/package.json').version

// A stand-in for the runtime folder electron-builder copies: the executable it renames, and the
// files it expects beside it.
const placeholder = join(outDir, 'electron-placeholder')
await mkdir(join(placeholder, 'resources'), { recursive: true })
await writeFile(join(placeholder, 'electron'), '#!/bin/sh\necho "placeholder runtime: packaging tests only" >&2\nexit 1\n')
await chmod(join(placeholder, 'electron'), 0o755)
await writeFile(join(placeholder, 'version'), `v${electronVersion}`)
await writeFile(join(placeholder, 'LICENSE'), '')

let desktopEntry = null
await build({
  projectDir,
  targets: Platform.LINUX.createTarget('dir'),
  publish: 'never',
  config: {
    ...config,
    electronDist: placeholder,
    electronVersion,
    directories: { ...config.directories, output: join(outDir, 'dist') },
    async afterPack(context) {
      const helper = new LinuxTargetHelper(context.packager)
      desktopEntry = await helper.computeDesktopEntry(context.packager.platformSpecificBuildOptions)
    },
  },
})
console.log(JSON.stringify({ appOutDir: join(outDir, 'dist', 'linux-unpacked'), desktopEntry }))
