// The `tapestry` command line (docs/cli.md): `node out/main/cli.js …` or `npm run cli -- …`; in an
// installed app, the packages' `tapestry` launcher runs this file with the app's own runtime.
import { realpathSync } from 'node:fs'
import { resolve } from 'node:path'
import { loadCommands } from './cli/commands/load'
import { createCliContext } from './cli/create-context'
import { runCli } from './cli/run'
import { tooOldRuntime } from './cli/runtime-check'

// What is running this file, so `tapestry autostart on` knows which app to start at login. The
// folder by its real path: the launcher may run this file through /proc/self/fd (an install path
// with a backslash), a path that means nothing to a login.
const runtime = {
  appRoot: realpathSync(resolve(import.meta.dirname, '../..')),
  execPath: process.execPath,
  inElectron: process.versions.electron !== undefined,
  platform: process.platform,
}

// A damaged file moved aside or mended is said, whatever the command prints.
const context = () => createCliContext(process.env, { runtime, notice: (sentence) => process.stderr.write(`tapestry: ${sentence}\n`) })

const tooOld = tooOldRuntime(process.versions)
if (tooOld) {
  process.stderr.write(`tapestry: ${tooOld}\n`)
  process.exit(1)
}

const exitCode = await runCli(process.argv.slice(2), loadCommands, context, {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  // Help is laid out for the terminal; piped or redirected, for 80 columns.
  ...(process.stdout.isTTY ? { columns: process.stdout.columns } : {}),
})
process.exitCode = exitCode
