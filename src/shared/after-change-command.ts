// The command a person runs after every change of wallpaper (`wal -i {file}`, `matugen image {file}`):
// split into words the way a shell would, quotes honoured, and only then are the placeholders filled
// in, so a file name is always inside one argument whatever it holds, and no shell ever sees it —
// unless the command is itself a shell given a script, which is refused (after-change-script.ts).
// Pure, so the settings schema gives the same message beside the field in the window as the core.
import { placeholderInCodeReason } from './after-change-script'
import { ShellWordsError, splitShellWords } from './shell-words'
import { fieldSays } from './i18n/field-words'

/** What the command can be told about the change, each as (part of) one argument. */
export const AFTER_CHANGE_PLACEHOLDERS = ['file', 'display', 'source', 'id'] as const
export type AfterChangePlaceholder = (typeof AFTER_CHANGE_PLACEHOLDERS)[number]
export type AfterChangeValues = Readonly<Record<AfterChangePlaceholder, string>>

export interface AfterChangeCommand {
  command: string
  args: readonly string[]
}

/** Why a command cannot be run, as the end of "The after-change command …". */
export class AfterChangeCommandError extends Error {
  constructor(readonly reason: string) {
    super(`The after-change command ${reason}.`)
    this.name = 'AfterChangeCommandError'
  }
}

const PLACEHOLDER = /\{([A-Za-z_]+)\}/g
const known = (name: string): name is AfterChangePlaceholder => (AFTER_CHANGE_PLACEHOLDERS as readonly string[]).includes(name)

export function parseAfterChangeCommand(text: string): AfterChangeCommand {
  let words: string[]
  try {
    words = splitShellWords(text, { refuseShellSyntax: true })
  } catch (error) {
    if (error instanceof ShellWordsError) throw new AfterChangeCommandError(error.reason)
    throw error
  }
  const [command, ...args] = words
  if (command === undefined) throw new AfterChangeCommandError(fieldSays('fields.command.empty'))
  if (command.match(PLACEHOLDER)) throw new AfterChangeCommandError(fieldSays('fields.command.startsWithPlaceholder'))
  // A misspelt placeholder would otherwise reach the program as it is, and nobody would know why.
  for (const arg of args) {
    for (const [, name] of arg.matchAll(PLACEHOLDER)) {
      if (!known(name as string)) throw new AfterChangeCommandError(fieldSays('fields.command.unknownPlaceholder', { name: name as string }))
    }
  }
  const inCode = placeholderInCodeReason(words)
  if (inCode !== null) throw new AfterChangeCommandError(inCode)
  return { command, args }
}

/** The arguments with {file}, {display}, {source} and {id} filled in; each word stays one argument. */
export function fillAfterChangeCommand(parsed: AfterChangeCommand, values: AfterChangeValues): string[] {
  return parsed.args.map((arg) => arg.replace(PLACEHOLDER, (whole, name: string) => (known(name) ? values[name] : whole)))
}
