// Run in a child process by test/packaging/appstream.test.ts: electron-builder's real .deb and .rpm
// targets with the project's electron-builder.config.mjs, stopped just before fpm would run. fpm
// itself is a download this machine cannot make, so the build takes a prepackaged app folder (a
// placeholder: what is inside /opt/Tapestry is package-layout.test.ts's subject) and
// electron-builder's own `effectiveOptionComputed` hook, which FpmTarget calls with the finished fpm
// arguments and the desktop entry it wrote, and which ends the target when it returns true
// (app-builder-lib's targets/FpmTarget.js). Prints one JSON line: for each target, the fpm arguments
// and the desktop entry's text.
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'

const require = createRequire(import.meta.url)
const { build, Platform } = require('electron-builder')

const [outDir] = process.argv.slice(2)
const { default: config } = await import('../../../electron-builder.config.mjs')
const projectDir = resolve(import.meta.dirname, '../../..')

const prepackaged = join(outDir, 'linux-unpacked')
await mkdir(join(prepackaged, 'resources'), { recursive: true })
await writeFile(join(prepackaged, 'tapestry'), '#!/bin/sh\nexit 1\n')
await chmod(join(prepackaged, 'tapestry'), 0o755)

const targets = {}
await build({
  projectDir,
  targets: Platform.LINUX.createTarget(['deb', 'rpm']),
  publish: 'never',
  prepackaged,
  config: { ...config, electronVersion: require('electron/package.json').version, directories: { ...config.directories, output: join(outDir, 'dist') } },
  async effectiveOptionComputed([args, desktopFile]) {
    const target = args.find((arg) => /\.(deb|rpm)$/.test(arg))?.split('.').at(-1)
    targets[target] = { args, desktopEntry: await readFile(desktopFile, 'utf8') }
    return true
  },
})
console.log(JSON.stringify(targets))
