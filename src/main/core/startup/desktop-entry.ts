// Writing freedesktop.org desktop entries (the Desktop Entry Specification 1.5): the Exec line's
// quoting and the string escapes, which differ from a shell's and are easy to get subtly wrong.
import { ValidationError } from '../errors/errors'

/** Characters that make the spec require an Exec argument to be quoted. */
const RESERVED = /[\s"'\\><~|&;$*?#()`]/
/** Inside a quoted argument these four take a backslash. */
const ESCAPED_IN_QUOTES = /["`$\\]/g

function refuseControlCharacters(value: string, what: string): void {
  // A line break would end the entry's line; no escape brings it back as one argument.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) throw new ValidationError([{ field: '', message: `${what} contains a control character and cannot go in a desktop entry` }])
}

/** A string value as the file holds it: the general escapes (backslash first). */
export function escapeDesktopString(value: string): string {
  refuseControlCharacters(value, 'A desktop entry value')
  return value.replace(/\\/g, '\\\\')
}

/** One Exec argument: a literal % doubled (no field code), quoted when it must be. */
export function quoteExecArgument(argument: string): string {
  refuseControlCharacters(argument, 'The command to start')
  const literal = argument.replace(/%/g, '%%')
  return RESERVED.test(literal) || literal === '' ? `"${literal.replace(ESCAPED_IN_QUOTES, (char) => `\\${char}`)}"` : literal
}

/**
 * GLib (GNOME's, Xfce's, MATE's and Cinnamon's sessions; `gio launch`) looks for the program
 * before it turns %% back into %, so it finds none whose path holds a %, and starts nothing. Such a
 * program is started by /bin/sh, to which its path is an argument, where %% is read as the spec says.
 */
const RUN_PROGRAM = ['/bin/sh', '-c', 'exec "$0" "$@"']

/** The Exec value for running `command` with `args`, escaped for the file. */
export function execValue(command: string, args: readonly string[]): string {
  const argv = command.includes('%') ? [...RUN_PROGRAM, command, ...args] : [command, ...args]
  return escapeDesktopString(argv.map(quoteExecArgument).join(' '))
}

/** A `[Desktop Entry]` group; values are escaped here except Exec, which execValue has done. */
export function renderDesktopEntry(fields: ReadonlyArray<readonly [key: string, value: string]>): string {
  const lines = fields.map(([key, value]) => `${key}=${key === 'Exec' ? value : escapeDesktopString(value)}`)
  return `[Desktop Entry]\n${lines.join('\n')}\n`
}
