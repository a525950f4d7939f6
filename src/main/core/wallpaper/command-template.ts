// A custom wallpaper command (`setbg --output {display} {file}`) is split into words the way a shell
// splits them, quotes honoured, and only then are the placeholders filled in. A file name is
// therefore always part of one argument, whatever it contains (spaces, quotes, `;`, `$(…)`), and
// no shell ever sees it.
import { WallpaperError } from '../errors/errors'
import { ShellWordsError, splitShellWords } from '../../../shared/shell-words'

function invalid(reason: string): WallpaperError {
  return new WallpaperError(`The custom wallpaper command ${reason}.`)
}

/** The template's words; unquoted shell syntax is refused, since there is no shell to give it meaning. */
export function splitCommandTemplate(template: string): string[] {
  try {
    return splitShellWords(template, { refuseShellSyntax: true })
  } catch (error) {
    if (error instanceof ShellWordsError) throw invalid(error.reason)
    throw error
  }
}

export interface ParsedTemplate {
  command: string
  args: readonly string[]
  /** Whether the template has a {display} placeholder, i.e. can set one display. */
  perDisplay: boolean
}

export function parseCommandTemplate(template: string): ParsedTemplate {
  const [command, ...args] = splitCommandTemplate(template)
  if (command === undefined) throw invalid('is empty')
  if (/\{(file|display|fit)\}/.test(command)) throw invalid('must start with the program to run, not a placeholder')
  if (!args.some((arg) => arg.includes('{file}'))) throw invalid('must contain {file} where the image path goes')
  return { command, args, perDisplay: args.some((arg) => arg.includes('{display}')) }
}

export interface TemplateValues {
  file: string
  /** 'all', an index or an output name, as given. */
  display: string
  fit: string
}

/** Fills {file}, {display} and {fit}; each word stays exactly one argument, whatever the values hold. */
export function fillCommandTemplate(template: ParsedTemplate, values: TemplateValues): string[] {
  return template.args.map((arg) => arg.replace(/\{(file|display|fit)\}/g, (_match, name: keyof TemplateValues) => values[name]))
}
