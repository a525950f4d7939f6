// The `tapestry` command line (design §5): `node out/main/cli.js …` or `npm run cli -- …`; in an
// installed app, the packages' `tapestry` launcher runs this file with the app's own runtime.
import { resolve } from 'node:path'
import { loadCommands } from './cli/commands/load'
import { createCliContext } from './cli/create-context'
import { runCli } from './cli/run'

// What is running this file, so `tapestry autostart on` knows which app to start at login.
const runtime = {
  appRoot: resolve(import.meta.dirname, '../..'),
  execPath: process.execPath,
  inElectron: process.versions.electron !== undefined,
  platform: process.platform,
}

// A damaged file moved aside is said, whatever the command prints.
const context = () => createCliContext(process.env, { runtime, notice: (sentence) => process.stderr.write(`tapestry: ${sentence}\n`) })

const exitCode = await runCli(process.argv.slice(2), loadCommands, context, {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
})
process.exitCode = exitCode
