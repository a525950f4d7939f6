// Splitting text into words the way a POSIX shell does, without running one (pure, so the settings
// schema checks a command in the window as the core does): whitespace separates,
// '…' is literal, "…" honours \\ \" \$ \` and a backslash escapes one character. Used for custom
// command templates and for reading ~/.fehbg, which feh writes as a shell script.
import { fieldSays } from './i18n/field-words'

export class ShellWordsError extends Error {
  constructor(readonly reason: string) {
    super(reason)
    this.name = 'ShellWordsError'
  }
}

export interface SplitOptions {
  /**
   * Characters a shell would treat as syntax (`;`, `|`, `$`…) are refused when unquoted: with no
   * shell they would not do what the writer meant. Off for reading a script feh wrote.
   */
  refuseShellSyntax?: boolean
}

const SHELL_SYNTAX = new Set([';', '|', '&', '<', '>', '`', '$', '(', ')'])

export function splitShellWords(text: string, options: SplitOptions = {}): string[] {
  const refuse = options.refuseShellSyntax ?? false
  const words: string[] = []
  let word = ''
  let inWord = false
  let index = 0
  while (index < text.length) {
    const char = text[index] as string
    if (char === "'") {
      const end = text.indexOf("'", index + 1)
      if (end === -1) throw new ShellWordsError(fieldSays('fields.command.unclosedSingle'))
      word += text.slice(index + 1, end)
      inWord = true
      index = end + 1
    } else if (char === '"') {
      index += 1
      let closed = false
      while (index < text.length) {
        const inner = text[index] as string
        if (inner === '"') {
          closed = true
          index += 1
          break
        }
        if (inner === '\\' && index + 1 < text.length && '\\"$`\n'.includes(text[index + 1] as string)) {
          if (text[index + 1] !== '\n') word += text[index + 1]
          index += 2
          continue
        }
        if (refuse && (inner === '$' || inner === '`')) throw new ShellWordsError(fieldSays('fields.command.expansion'))
        word += inner
        index += 1
      }
      if (!closed) throw new ShellWordsError(fieldSays('fields.command.unclosedDouble'))
      inWord = true
    } else if (char === '\\') {
      if (index + 1 >= text.length) throw new ShellWordsError(fieldSays('fields.command.loneBackslash'))
      const next = text[index + 1] as string
      if (next !== '\n') {
        word += next
        inWord = true
      }
      index += 2
    } else if (/\s/.test(char)) {
      if (inWord) words.push(word)
      word = ''
      inWord = false
      index += 1
    } else if (refuse && SHELL_SYNTAX.has(char)) {
      throw new ShellWordsError(fieldSays('fields.command.shellCharacter', { char }))
    } else {
      word += char
      inWord = true
      index += 1
    }
  }
  if (inWord) words.push(word)
  return words
}
