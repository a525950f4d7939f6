// Every help page of the command line, from the same command table the commands run from: the
// overview (`tapestry --help`), a group's (`tapestry folders --help`) and a command's (`tapestry
// help set`), each wrapped to the terminal's width with examples, exit codes and the environment.
import { COMMON_FLAGS, flagsOf, type FlagSpec } from './args'
import { EXIT_CODE_HELP } from './exit-codes'
import { GROUP_SUMMARIES, SECTIONS } from './groups'
import type { CliCommand } from './run'
import { twoColumns, wrapText } from './wrap'
import { SOURCE_IDS, type SourceId } from '../../sources/ids'
import { SOURCE_DEFINITIONS } from '../../sources/registry'

interface EnvironmentVariable {
  name: string
  help: string
  /** The group whose commands it matters to; none: every command that reaches a source or the desktop. */
  group?: string
}

/** A source's keys (over the ones saved in Settings) and API roots, as its definition names them. */
function sourceVariables(id: SourceId): EnvironmentVariable[] {
  const { name, key, apiRoots } = SOURCE_DEFINITIONS[id]
  const secrets = key ? [{ env: key.env, label: key.label }, ...(key.more ?? [])] : []
  return [
    ...secrets.map((secret) => ({ name: secret.env, help: `${name} ${secret.label} (over the one saved in Settings)`, group: id })),
    ...Object.values(apiRoots).map((root) => ({ name: root.env, help: `default ${root.url}`, group: id })),
  ]
}

const ENVIRONMENT: readonly EnvironmentVariable[] = [
  { name: 'TAPESTRY_DATA_DIR', help: 'the data folder (library, settings.json, history); an absolute path or ~/…' },
  ...SOURCE_IDS.flatMap(sourceVariables),
  {
    name: 'DISPLAY, WAYLAND_DISPLAY, DBUS_SESSION_BUS_ADDRESS',
    help: "how the desktop is reached to set the wallpaper: a cron job or timer must pass on the session's values",
    group: 'desktop',
  },
]

/** Commands that change or read the desktop's wallpaper: they need the session's display variables. */
const DESKTOP_WORDS = new Set(['set', 'next', 'previous', 'block', 'status'])
const SOURCE_GROUPS = new Set<string>(SOURCE_IDS)

function environmentFor(command: CliCommand<unknown> | undefined): readonly EnvironmentVariable[] {
  if (command === undefined) return ENVIRONMENT
  const first = command.words[0] as string
  if (SOURCE_GROUPS.has(first)) return ENVIRONMENT.filter((variable) => variable.group === undefined || variable.group === first)
  const desktop = DESKTOP_WORDS.has(first)
  const sources = command.sends === true
  return ENVIRONMENT.filter((variable) => variable.group === undefined || (variable.group === 'desktop' && desktop) || (sources && SOURCE_GROUPS.has(variable.group)))
}

function section(title: string, lines: readonly string[]): string {
  return `${title}:\n${lines.join('\n')}\n`
}

function paragraph(text: string, width: number): string {
  return `${wrapText(text, width).join('\n')}\n`
}

function flagLeft(spec: FlagSpec): string {
  const short = spec.short ? `-${spec.short}, ` : ''
  return `${short}--${spec.flag}${spec.value ? ` ${spec.value}` : ''}`
}

/** The command as the overview names it: its words and positionals. */
export function commandName(command: CliCommand<unknown>): string {
  const positionals = command.positionals.map((spec) => (spec.required ? spec.name : `[${spec.name}]`))
  return [...command.words, ...positionals].join(' ')
}

function exitCodes(width: number): string {
  return section('Exit codes', twoColumns(EXIT_CODE_HELP.map(([code, meaning]) => [String(code), meaning]), width))
}

function environment(width: number, command?: CliCommand<unknown>): string {
  const variables = environmentFor(command)
  const rows = variables.map((variable): [string, string] => [variable.name, variable.help])
  const note = command === undefined ? ['  The environment overrides settings.json, which overrides the defaults.'] : []
  return section('Environment', [...twoColumns(rows, width), ...note.flatMap((line) => wrapText(line.trim(), width, 2, 2))])
}

function examples(lines: readonly { what: string; line: string }[], width: number): string {
  return section(
    'Examples',
    lines.flatMap((example) => [...wrapText(`${example.what}:`, width, 2, 2), ...wrapText(example.line, width, 8, 4)]),
  )
}

export function commandHelp(command: CliCommand<unknown>, width: number): string {
  const usage = command.usage.split('\n').flatMap((line, index) => wrapText(line, width, 10, index === 0 ? 0 : 7))
  usage[0] = `Usage: ${(usage[0] as string).trimStart()}`
  const flags = flagsOf(command)
  const rows = flags.map((spec): [string, string] => [flagLeft(spec), spec.flag === 'json' && command.json ? `${spec.help}: ${command.json}` : spec.help])
  const positionals = command.positionals.filter((spec) => spec.help !== undefined).map((spec): [string, string] => [spec.name, spec.help as string])
  const parts = [
    `${usage.join('\n')}\n`,
    paragraph(command.summary, width),
    ...(positionals.length > 0 ? [section('Arguments', twoColumns(positionals, width))] : []),
    section('Options', twoColumns(rows, width)),
    ...(command.examples && command.examples.length > 0 ? [examples(command.examples, width)] : []),
    exitCodes(width),
    environment(width, command),
  ]
  return parts.join('\n')
}

function commandRows(commands: readonly CliCommand<unknown>[]): [string, string][] {
  return commands.map((command) => [commandName(command), command.summary])
}

export function groupHelp(group: string, commands: readonly CliCommand<unknown>[], width: number): string {
  const mine = commands.filter((command) => command.words[0] === group)
  const allExamples = mine.flatMap((command) => (command.examples ?? []).slice(0, 1))
  const parts = [
    `Usage: tapestry ${group} <command> [options]\n`,
    paragraph(GROUP_SUMMARIES[group] ?? '', width),
    section('Commands', twoColumns(commandRows(mine), width)),
    paragraph(`Run "tapestry ${group} <command> --help" (or "tapestry help ${group} <command>") for a command's options.`, width),
    ...(allExamples.length > 0 ? [examples(allExamples, width)] : []),
    exitCodes(width),
    environment(width, mine[0]),
  ]
  return parts.join('\n')
}

const OVERVIEW_EXAMPLES = [
  { what: "A new wallpaper now, from rotation's sources", line: 'tapestry next' },
  { what: 'Search, then set one result', line: 'tapestry wallhaven search --query "mountain lake" --atleast 2560x1440' },
  { what: 'Set one result', line: 'tapestry set wallhaven 94x38z' },
  { what: 'Change every 30 minutes, and see what shows', line: 'tapestry config set rotation.intervalMinutes 30 && tapestry status' },
  { what: 'Tab completion in bash', line: 'source <(tapestry completion bash)' },
]

export function overview(commands: readonly CliCommand<unknown>[], width: number): string {
  const names = commands.map(commandName)
  const listed = SECTIONS.map((part) => {
    const rows = commandRows(commands.filter((command) => part.words.includes(command.words[0] as string)))
    return section(part.title, twoColumns(rows, width, 2, names))
  })
  const options: [string, string][] = [
    ['-h, --help', 'show help: of a group or a command too (also "tapestry help COMMAND")'],
    ['-V, --version', "print Tapestry's version"],
    ...COMMON_FLAGS.filter((spec) => spec.flag !== 'help').map((spec): [string, string] => [flagLeft(spec), spec.help]),
  ]
  const parts = [
    'Usage: tapestry <command> [options]\n',
    paragraph('Search Wallhaven, Unsplash and Reddit, set wallpapers, rotate them and keep a library, from scripts and cron: the same core as the Tapestry app.', width),
    ...listed,
    section('Options', twoColumns(options, width)),
    paragraph('Listings print {items, total, next} with --json: next is null on the last page, otherwise the flags that fetch the next one ({"page": 3} is --page 3; Reddit\'s {"after": "t3_…"} is --after t3_…). --dry-run is taken only by commands that send a request.', width),
    examples(OVERVIEW_EXAMPLES, width),
    exitCodes(width),
    environment(width),
  ]
  return parts.join('\n')
}
