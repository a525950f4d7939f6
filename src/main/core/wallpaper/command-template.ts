// A custom wallpaper command (`setbg --output {display} {file}`) is split into words the way a shell
// splits them, quotes honoured, and only then are the placeholders filled in. A file name is
// therefore always part of one argument, whatever it contains (spaces, quotes, `;`, `$(…)`), and
// no shell ever sees it.
import { WallpaperError } from '../errors/errors'
import { sentence } from '../i18n/sentence'
import { ShellWordsError, splitShellWords } from '../../../shared/shell-words'

const SHELL_CHARACTER = /^uses the shell character (.+), but it runs without a shell \(quote it to mean it literally\)$/

/**
 * The splitter's reason (src/shared/shell-words.ts words it in English, for the shared code's
 * callers) as this catalog's sentence; one it does not know yet goes in as it was said.
 */
function shellSentence(reason: string): WallpaperError {
  const character = SHELL_CHARACTER.exec(reason)?.[1]
  if (character !== undefined) return new WallpaperError(...sentence('desktop.custom.shellCharacter', { character }))
  switch (reason) {
    case 'has an unclosed single quote':
      return new WallpaperError(...sentence('desktop.custom.unclosedSingleQuote'))
    case 'has an unclosed double quote':
      return new WallpaperError(...sentence('desktop.custom.unclosedDoubleQuote'))
    case 'ends with a lone backslash':
      return new WallpaperError(...sentence('desktop.custom.loneBackslash'))
    case 'uses shell expansion ($ or `), but it runs without a shell':
      return new WallpaperError(...sentence('desktop.custom.shellExpansion'))
    default:
      return new WallpaperError(...sentence('desktop.custom.invalid', { reason }))
  }
}

/** The template's words; unquoted shell syntax is refused, since there is no shell to give it meaning. */
export function splitCommandTemplate(template: string): string[] {
  try {
    return splitShellWords(template, { refuseShellSyntax: true })
  } catch (error) {
    if (error instanceof ShellWordsError) throw shellSentence(error.reason)
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
  if (command === undefined) throw new WallpaperError(...sentence('desktop.custom.empty'))
  if (/\{(file|display|fit)\}/.test(command)) throw new WallpaperError(...sentence('desktop.custom.placeholderFirst'))
  if (!args.some((arg) => arg.includes('{file}'))) throw new WallpaperError(...sentence('desktop.custom.needsFile'))
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
