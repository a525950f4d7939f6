// Declarative command-line options: each flag names the parameter-set field it fills and how its
// text becomes a value. Flag problems are collected into the same ValidationError a bad parameter
// set gives, so every mistake is reported at once and nothing is sent.
import { parseArgs } from 'node:util'
import { ValidationError, type FieldIssue } from '../../shared/errors'
import { didYouMean } from './suggest'

export type FlagValue = string | boolean

export interface FlagSpec {
  /** Without dashes: `per-page`. */
  flag: string
  /** The parameter-set field it fills: `per_page`. */
  field: string
  /** Placeholder in help (`N`, `WxH`); absent for switches. */
  value?: string
  help: string
  /** One letter, for `-h`. */
  short?: string
  /** The values it takes, for shell completion; none: anything (a number, a path, a query). */
  choices?: readonly string[]
  /** Text → value; throw FlagValueError with a plain reason when the text is not acceptable. */
  parse?: (text: string) => unknown
}

export interface PositionalSpec {
  name: string
  field: string
  required: boolean
  /** What it is, for help; none: the summary says. */
  help?: string
  /** The values it takes, for shell completion. */
  choices?: readonly string[]
  parse?: (text: string) => unknown
}

export class FlagValueError extends Error {}

export const COMMON_FLAGS: readonly FlagSpec[] = [
  { flag: 'json', field: 'json', help: 'print one JSON document on stdout' },
  { flag: 'dry-run', field: 'dryRun', help: 'send nothing; print the request that would be sent (only commands that send one)' },
  { flag: 'help', field: 'help', short: 'h', help: 'show this help' },
]

/** The options a command takes, as its help and shell completion list them: --dry-run only where a request would be sent. */
export function flagsOf(command: { flags: readonly FlagSpec[]; sends?: boolean }): FlagSpec[] {
  return [...command.flags, ...COMMON_FLAGS.filter((spec) => spec.flag !== 'dry-run' || command.sends === true)]
}

/** The values a person types for a table's members, for completion and help. */
export function wireChoices(table: { wire: Readonly<Record<string, string>> }): string[] {
  return Object.values(table.wire)
}

export interface ParsedCommandLine {
  input: Record<string, unknown>
  json: boolean
  dryRun: boolean
  help: boolean
}

/** `a,b, c` → ['a','b','c'] (empty entries dropped). */
export function commaList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
}

export function wholeNumber(text: string): number {
  if (!/^-?\d+$/.test(text.trim())) throw new FlagValueError('must be a whole number')
  return Number(text)
}

/** Maps a wire value typed by a person (`toplist`) to its member (`TOPLIST`). */
export function wireValue<M extends string>(table: { memberFromWire(value: string): M | undefined; wire: Readonly<Record<M, string>> }) {
  return (text: string): M => {
    const member = table.memberFromWire(text.trim())
    if (member === undefined) throw new FlagValueError(`must be one of ${Object.values<string>(table.wire).join(', ')}`)
    return member
  }
}

export function wireValueList<M extends string>(table: { memberFromWire(value: string): M | undefined; wire: Readonly<Record<M, string>> }) {
  const one = wireValue(table)
  return (text: string): M[] => commaList(text).map(one)
}

/** How much of a person's own text an error repeats: a 100 KB argument is not echoed whole. */
const ECHO_LIMIT = 60

export function shortened(text: string): string {
  return text.length > ECHO_LIMIT ? `${text.slice(0, ECHO_LIMIT - 1)}…` : text
}

/**
 * `--page -1` and `--query -cats`: a flag that takes a value takes the next word even when it
 * starts with a dash (a negative number, a Wallhaven exclusion), unless that word is itself one of
 * the command's options. parseArgs alone would refuse the whole line without naming the flag.
 */
function joinFlagValues(argv: readonly string[], flags: readonly FlagSpec[]): string[] {
  const takesValue = new Set(flags.filter((spec) => spec.value !== undefined).map((spec) => `--${spec.flag}`))
  const known = new Set([...flags.map((spec) => `--${spec.flag}`), '-h', '--help'])
  const joined: string[] = []
  for (let index = 0; index < argv.length; index++) {
    const word = argv[index] as string
    const next = argv[index + 1]
    if (takesValue.has(word) && next !== undefined && next.startsWith('-') && !known.has(next.split('=')[0] as string)) {
      joined.push(`${word}=${next}`)
      index += 1
    } else joined.push(word)
  }
  return joined
}

/** A word of one dash and at least two id characters: `-pWV-0jg3SE`. */
const DASHED_ID = /^-[A-Za-z0-9_][A-Za-z0-9_-]+$/
/** Stands in for a dashed id while parseArgs reads the line: no argument can hold a NUL. */
const PLACEHOLDER = '\u0000'

/**
 * An item id may begin with a dash (Unsplash's `-pWV-0jg3SE`); parseArgs would read it as short
 * options. Where the command takes positionals, a word that looks like such an id and is not one of
 * its options is held back as a positional, so `tapestry unsplash photo -pWV-0jg3SE` needs no `--`.
 * `--qeury` (two dashes) and the command's own options written with one dash (`-json`) are still
 * read as options, and refused with a did-you-mean. Words after `--` are positionals already.
 */
function holdDashedIds(args: readonly string[], flags: readonly FlagSpec[], positionals: readonly PositionalSpec[]): { args: string[]; held: string[] } {
  const held: string[] = []
  if (positionals.length === 0) return { args: [...args], held }
  const names = new Set(flags.map((spec) => spec.flag))
  const end = args.indexOf('--')
  const kept = args.map((word, index) => {
    if ((end !== -1 && index > end) || !DASHED_ID.test(word) || names.has(word.slice(1))) return word
    held.push(word)
    return `${PLACEHOLDER}${held.length - 1}`
  })
  return { args: kept, held }
}

export function parseCommandLine(
  argv: readonly string[],
  flags: readonly FlagSpec[],
  positionals: readonly PositionalSpec[],
): ParsedCommandLine {
  const all = [...flags, ...COMMON_FLAGS]
  const options = Object.fromEntries(
    all.map((spec) => [spec.flag, { type: spec.value === undefined ? ('boolean' as const) : ('string' as const) }]),
  )
  let parsed: ReturnType<typeof parseArgs>
  const { args, held } = holdDashedIds(joinFlagValues(argv, all), all, positionals)
  try {
    parsed = parseArgs({ args, options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true })
    parsed.positionals = parsed.positionals.map((word) => (word.startsWith(PLACEHOLDER) ? (held[Number(word.slice(1))] as string) : word))
  } catch (error) {
    const known = [...all.map((spec) => `--${spec.flag}`), '-h']
    throw new ValidationError([{ field: '', message: plainParseArgsMessage(error, known) }])
  }
  const values = parsed.values as Record<string, FlagValue | undefined>
  const help = values['help'] === true
  const issues: FieldIssue[] = []
  const input: Record<string, unknown> = {}

  for (const spec of flags) {
    const raw = values[spec.flag]
    if (raw === undefined) continue
    try {
      input[spec.field] = typeof raw === 'string' && spec.parse ? spec.parse(raw) : raw
    } catch (error) {
      issues.push({ field: `--${spec.flag}`, message: error instanceof FlagValueError ? error.message : 'is not valid' })
    }
  }

  const extra = parsed.positionals.slice(positionals.length)
  if (extra.length > 0 && !help) issues.push({ field: '', message: `unexpected argument "${shortened(extra[0] as string)}"` })
  positionals.forEach((spec, index) => {
    const raw = parsed.positionals[index]
    if (raw === undefined) {
      if (spec.required && !help) issues.push({ field: spec.name, message: 'is required' })
      return
    }
    try {
      input[spec.field] = spec.parse ? spec.parse(raw) : raw
    } catch (error) {
      issues.push({ field: spec.name, message: error instanceof FlagValueError ? error.message : 'is not valid' })
    }
  })

  if (issues.length > 0) throw new ValidationError(issues)
  return { input, json: values['json'] === true, dryRun: values['dry-run'] === true, help }
}

function plainParseArgsMessage(error: unknown, known: readonly string[]): string {
  const message = error instanceof Error ? error.message : ''
  const unknown = /Unknown option '([^']+)'/.exec(message)
  if (unknown) {
    const typed = unknown[1] as string
    return `unknown option ${shortened(typed)}.${didYouMean(typed.split('=')[0] as string, known)}`.replace(/\.$/, '')
  }
  const missing = /Option '([^']+?)(?: <value>)?' argument missing/.exec(message)
  if (missing) return `option ${missing[1]?.replace(/^-\w, /, '')} needs a value`
  const unexpected = /Unexpected argument '([^']+)'/.exec(message)
  if (unexpected) return `unexpected argument "${shortened(unexpected[1] as string)}"`
  return 'the command line could not be read'
}

/**
 * Rewrites a parameter-set ValidationError so each field is named the way the person typed it
 * (`per_page` → `--per-page`, `query` → `QUERY`).
 */
export function renameFields(error: ValidationError, flags: readonly FlagSpec[], positionals: readonly PositionalSpec[]): ValidationError {
  const names = new Map<string, string>()
  for (const spec of flags) if (!names.has(spec.field)) names.set(spec.field, `--${spec.flag}`)
  for (const spec of positionals) names.set(spec.field, spec.name)
  return new ValidationError(
    error.issues.map((issue) => {
      // The service reports fields inside the contract's request ({source, params}).
      const [head, ...rest] = issue.field.replace(/^params\./, '').split('.')
      const renamed = head !== undefined ? names.get(head) : undefined
      if (renamed === undefined) return issue
      return { ...issue, field: rest.length > 0 ? `${renamed} (item ${Number(rest[0]) + 1})` : renamed }
    }),
  )
}

