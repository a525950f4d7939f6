// Runs one `tapestry …` invocation: finds the command, reads its flags, runs it, prints the result,
// and turns any failure into one plain sentence on stderr and the exit code of design §5.
import { ValidationError } from '../../shared/errors'
import { toErrorData } from '../core/errors'
import { formatHelp, parseCommandLine, renameFields, shortened, type FlagSpec, type PositionalSpec } from './args'
import { EXIT, exitCodeForError } from './exit-codes'
import { terminalSafeJson, terminalSafeLines } from './format'

export interface CliIo {
  stdout(text: string): void
  stderr(text: string): void
}

export interface CommandResult {
  /** What `--json` prints. */
  json: unknown
  /** What a person sees without `--json`. */
  text: string
}

export interface CliCommand<Context> {
  /** The words that select it: ['unsplash', 'search']. */
  words: readonly string[]
  usage: string
  summary: string
  flags: readonly FlagSpec[]
  positionals: readonly PositionalSpec[]
  /** Builds and validates the request, then sends it, or with dryRun returns the plan instead. */
  run(input: Record<string, unknown>, options: { dryRun: boolean }, context: Context): Promise<CommandResult>
}

/**
 * The commands that may answer `argv`: the command line loads only the module of the command asked
 * for (all of them for help or a word it does not know), so a search never loads the library's code.
 */
export type CommandLoader<Context> = (argv: readonly string[]) => Promise<readonly CliCommand<Context>[]>

function overview(commands: readonly CliCommand<unknown>[]): string {
  const lines = commands.map((command) => `  ${command.usage.replace(/^tapestry /, '').split(' [')[0]?.padEnd(36)} ${command.summary}`)
  return `Usage: tapestry <command> [options]\n\nCommands:\n${lines.join('\n')}\n\nEvery command takes --json, --dry-run and --help.\n`
}

function findCommand<Context>(commands: readonly CliCommand<Context>[], argv: readonly string[]) {
  let best: CliCommand<Context> | undefined
  for (const command of commands) {
    const matches = command.words.every((word, index) => argv[index] === word)
    if (matches && (!best || command.words.length > best.words.length)) best = command
  }
  return best
}

/**
 * Runs the command line and returns the exit code. `createContext` is called only when a command
 * actually runs, so `--help` and validation failures never read settings or open the network.
 */
export async function runCli<Context>(
  argv: readonly string[],
  available: readonly CliCommand<Context>[] | CommandLoader<Context>,
  createContext: () => Context | Promise<Context>,
  io: CliIo,
): Promise<number> {
  const commands = typeof available === 'function' ? await available(argv) : available
  const command = findCommand(commands, argv)
  if (!command) {
    const asked = argv.length === 0 || argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help'
    if (asked) {
      io.stdout(overview(commands as readonly CliCommand<unknown>[]))
      return EXIT.ok
    }
    const known = commands.filter((candidate) => candidate.words[0] === argv[0])
    const hint = known.length > 0 ? ` Try: ${known.map((candidate) => candidate.words.join(' ')).join(', ')}.` : ' Run "tapestry --help" for the list.'
    io.stderr(`tapestry: unknown command "${shortened(argv.slice(0, 2).join(' '))}".${hint}\n`)
    return EXIT.validation
  }

  const rest = argv.slice(command.words.length)
  try {
    const parsed = parseCommandLine(rest, command.flags, command.positionals)
    if (parsed.help) {
      io.stdout(formatHelp(command.usage, command.summary, command.flags))
      return EXIT.ok
    }
    let result: CommandResult
    try {
      result = await command.run(parsed.input, { dryRun: parsed.dryRun }, await createContext())
    } catch (error) {
      throw error instanceof ValidationError ? renameFields(error, command.flags, command.positionals) : error
    }
    io.stdout(parsed.json || parsed.dryRun ? `${terminalSafeJson(result.json)}\n` : `${terminalSafeLines(result.text)}\n`)
    return EXIT.ok
  } catch (error) {
    const data = toErrorData(error)
    io.stderr(`tapestry: ${terminalSafeLines(data.message)}\n`)
    return exitCodeForError(error)
  }
}
