// Runs one `tapestry …` invocation: finds the command, reads its flags, runs it, prints the result,
// and turns any failure into one plain sentence on stderr and the exit code of docs/cli.md.
import { ValidationError } from '../../shared/errors'
import { toErrorData } from '../core/errors/errors'
import { APP_VERSION } from '../core/app/app-info'
import { COMMON_FLAGS, parseCommandLine, renameFields, shortened, type FlagSpec, type PositionalSpec } from './args'
import { EXIT, exitCodeForError } from './exit-codes'
import { terminalSafeJson, terminalSafeLines } from './format'
import { isGroup } from './groups'
import { commandHelp, groupHelp, overview } from './help'
import { didYouMean } from './suggest'
import { helpWidth } from './wrap'

export interface CliIo {
  stdout(text: string): void
  stderr(text: string): void
  /** The terminal's width when stdout is one; help is laid out for 80 columns otherwise. */
  columns?: number
}

export interface CommandResult {
  /** What `--json` prints. */
  json: unknown
  /** What a person sees without `--json`. */
  text: string
}

export interface Example {
  /** What it does, as a sentence without its full stop. */
  what: string
  line: string
}

export interface CliCommand<Context> {
  /** The words that select it: ['unsplash', 'search']. */
  words: readonly string[]
  /** Its forms, one a line: `tapestry set SOURCE ID [options]`. */
  usage: string
  summary: string
  flags: readonly FlagSpec[]
  positionals: readonly PositionalSpec[]
  /** It may send a request to a source: --dry-run prints that request instead. Other commands refuse --dry-run. */
  sends?: boolean
  /** What --json prints, for its help line. */
  json?: string
  examples?: readonly Example[]
  /** Builds and validates the request, then sends it, or with dryRun returns the plan instead. */
  run(input: Record<string, unknown>, options: { dryRun: boolean }, context: Context): Promise<CommandResult>
}

/**
 * The commands that may answer `argv`: the command line loads only the module of the command asked
 * for (all of them for help or a word it does not know), so a search never loads the library's code.
 */
export type CommandLoader<Context> = (argv: readonly string[]) => Promise<readonly CliCommand<Context>[]>

function findCommand<Context>(commands: readonly CliCommand<Context>[], argv: readonly string[]) {
  let best: CliCommand<Context> | undefined
  for (const command of commands) {
    const matches = command.words.every((word, index) => argv[index] === word)
    if (matches && (!best || command.words.length > best.words.length)) best = command
  }
  return best
}

const HELP_WORDS = new Set(['--help', '-h'])

/** The first words a command line can start with: every group and every command of its own, and help. */
function firstWords(commands: readonly CliCommand<unknown>[]): string[] {
  return [...new Set([...commands.map((command) => command.words[0] as string), 'help'])]
}

/** `tapestry foo`, `tapestry folders ad`: said in one sentence, with the nearest command when one is near. */
function unknownCommand(commands: readonly CliCommand<unknown>[], words: readonly string[]): string {
  const [first, second] = words
  if (first !== undefined && isGroup(first)) {
    const mine = commands.filter((command) => command.words[0] === first)
    const names = mine.map((command) => command.words[1] as string)
    if (second === undefined || second.startsWith('-')) {
      return `tapestry: "${first}" needs one of its commands: ${names.join(', ')}. See "tapestry ${first} --help".\n`
    }
    const hint = didYouMean(second, names).replace(/"([^"]+)"/, `"${first} $1"`)
    return `tapestry: unknown command "${shortened(`${first} ${second}`)}".${hint || ` The ${first} commands are ${names.join(', ')}.`}\n`
  }
  const typed = first ?? ''
  const hint = didYouMean(typed, firstWords(commands)) || ' Run "tapestry --help" for the list.'
  return `tapestry: unknown command "${shortened(typed)}".${hint}\n`
}

/** `tapestry help WORDS…`, `tapestry WORDS… --help`: the page of the command or group the words name. */
function helpFor<Context>(commands: readonly CliCommand<Context>[], words: readonly string[], io: CliIo): number {
  const width = helpWidth(io.columns)
  const all = commands as readonly CliCommand<unknown>[]
  if (words.length === 0) {
    io.stdout(overview(all, width))
    return EXIT.ok
  }
  const command = findCommand(commands, words)
  if (command && command.words.length === words.length) {
    io.stdout(commandHelp(command as CliCommand<unknown>, width))
    return EXIT.ok
  }
  if (words.length === 1 && isGroup(words[0])) {
    io.stdout(groupHelp(words[0] as string, all, width))
    return EXIT.ok
  }
  io.stderr(unknownCommand(all, words))
  return EXIT.validation
}

/** A command line that starts with an option other than --help: said with what to type instead. */
function leadingOption(argv: readonly string[]): string {
  const [first, ...rest] = argv as [string, ...string[]]
  if (first === '--version' || first === '-V') return `tapestry: ${first} takes nothing else: run "tapestry ${first}" alone.\n`
  if (COMMON_FLAGS.some((spec) => `--${spec.flag}` === first) && rest.length > 0) {
    return `tapestry: ${first} goes after the command: "tapestry ${shortened([...rest, first].join(' '))}".\n`
  }
  return `tapestry: unknown option ${shortened(first)} before a command.${didYouMean(first, ['--help', '--version'])}\n`
}

/** The words before the first option: what a help request is about. */
function leadingWords(argv: readonly string[]): string[] {
  const end = argv.findIndex((word) => word.startsWith('-'))
  return [...(end === -1 ? argv : argv.slice(0, end))]
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
  if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) {
    io.stdout(`tapestry ${APP_VERSION}\n`)
    return EXIT.ok
  }
  const commands = typeof available === 'function' ? await available(argv) : available
  if (argv.length === 0 || HELP_WORDS.has(argv[0] as string)) return helpFor(commands, [], io)
  if (argv[0] === 'help') return helpFor(commands, argv.slice(1).filter((word) => !HELP_WORDS.has(word)), io)
  const command = findCommand(commands, argv)
  if (!command && (argv[0] as string).startsWith('-')) {
    io.stderr(leadingOption(argv))
    return EXIT.validation
  }
  if (!command) {
    // `tapestry folders --help`: a group's own page.
    if (isGroup(argv[0]) && argv.slice(1).some((word) => HELP_WORDS.has(word)) && leadingWords(argv).length === 1) return helpFor(commands, [argv[0] as string], io)
    io.stderr(unknownCommand(commands as readonly CliCommand<unknown>[], leadingWords(argv)))
    return EXIT.validation
  }

  const rest = argv.slice(command.words.length)
  try {
    const parsed = parseCommandLine(rest, command.flags, command.positionals)
    if (parsed.help) {
      io.stdout(commandHelp(command as CliCommand<unknown>, helpWidth(io.columns)))
      return EXIT.ok
    }
    if (parsed.dryRun && command.sends !== true) {
      throw new ValidationError([{ field: '--dry-run', message: `"tapestry ${command.words.join(' ')}" sends no request, so there is nothing to show instead; leave --dry-run out` }])
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
