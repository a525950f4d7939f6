// The `tapestry` command line (design §5): `node out/main/cli.js …` or `npm run cli -- …`.
import { COMMANDS } from './cli/commands'
import { createCliContext } from './cli/create-context'
import { runCli } from './cli/run'

const exitCode = await runCli(process.argv.slice(2), COMMANDS, () => createCliContext(process.env), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
})
process.exitCode = exitCode
