// Every command at once (help lists them all; the tests run them in process). The `tapestry`
// command itself loads only the group asked for: see load.ts.
import type { CliContext } from '../context'
import type { CliCommand } from '../run'
import { allCommands } from './load'

export const COMMANDS: readonly CliCommand<CliContext>[] = await allCommands()
