// Where a placeholder must never be filled in: inside text that another program runs as a script or
// as code. The after-change command runs without a shell, so a file name stays one argument; but in
// `sh -c 'wal -i {file}'` that argument is a script, and a picture named `$(cd;touch PWNED).jpg`
// (or a source's id, or a display's name) would run as a command inside it. Quoting cannot make
// that safe, since the name can hold the quote; what is safe is passing the value as an argument
// after the script (`sh -c 'wal -i "$1"' sh {file}`), where the shell never reads it as code.
// Pure, so the settings schema says the same beside the field in the window as the core at run time.
import { fieldSays } from './i18n/field-words'

const PLACEHOLDER = /\{(?:file|display|source|id)\}/

const placeholderIn = (word: string): string | null => word.match(PLACEHOLDER)?.[0] ?? null

/** A program that runs text it is given, and how its arguments say which text that is. */
interface CodeRunner {
  /** Its name as a word names it (the path's last part). */
  matches: RegExp
  /** 'script': a shell, whose -c takes its script from the first word that is not an option; 'code': the word after a code option (or joined to it) is code. */
  kind: 'script' | 'code'
  /** Short option letters that mean "run this text". */
  codeLetters: string
  /** Long options that mean the same (`--eval code` or `--eval=code`). */
  codeLong: readonly string[]
  /** Short letters and long options that take a separate value that is not the code (skipped over). */
  valueLetters: string
  valueLong: readonly string[]
}

const SHELLS: CodeRunner = {
  matches: /^(?:sh|bash|rbash|dash|zsh|ksh|ksh93|mksh|pdksh|oksh|yash|ash|hush|posh|csh|tcsh|fish|nu|xonsh|elvish)$/,
  kind: 'script',
  codeLetters: 'c',
  codeLong: ['--command', '--commands'],
  // set -o NAME, shopt -O NAME, fish -C init code, bash's rc files: a value, then more options.
  valueLetters: 'oOC',
  valueLong: ['--rcfile', '--init-file', '--init-command'],
}

const INTERPRETERS: readonly CodeRunner[] = [
  { matches: /^(?:python|pypy)[\d.]*$/, kind: 'code', codeLetters: 'c', codeLong: [], valueLetters: 'WX', valueLong: [] },
  { matches: /^perl[\d.]*$/, kind: 'code', codeLetters: 'eE', codeLong: [], valueLetters: '', valueLong: [] },
  { matches: /^ruby[\d.]*$/, kind: 'code', codeLetters: 'e', codeLong: [], valueLetters: 'Ir', valueLong: [] },
  { matches: /^(?:node|nodejs|bun)$/, kind: 'code', codeLetters: 'ep', codeLong: ['--eval', '--print'], valueLetters: 'rC', valueLong: ['--require', '--import', '--loader', '--conditions'] },
  { matches: /^php[\d.]*$/, kind: 'code', codeLetters: 'rBRE', codeLong: [], valueLetters: 'cdz', valueLong: [] },
  { matches: /^(?:lua[\d.]*|luajit)$/, kind: 'code', codeLetters: 'e', codeLong: [], valueLetters: 'l', valueLong: [] },
  { matches: /^(?:osascript|Rscript)$/, kind: 'code', codeLetters: 'e', codeLong: [], valueLetters: '', valueLong: [] },
]

/** Programs that hand one of their arguments to a shell: `su -c`, `flock FILE -c`, `script -c`. */
const SHELL_COMMAND_OPTION = /^(?:su|runuser|flock|script)$/
/** Programs that join all their arguments into a shell command: `ssh HOST cmd…`, `watch cmd…`. */
const SHELL_COMMAND_REST = /^(?:ssh|watch)$/
/** Windows' shells, and PowerShell anywhere: every word after /c or -Command is one command line. */
const COMMAND_LINE_AFTER = [
  { matches: /^cmd$/i, option: /^\/[ck]$/i },
  { matches: /^(?:powershell|pwsh)$/i, option: /^-(?:c|command|ec|encodedcommand)$/i },
]

/** The program a word names: its path's last part (either slash), without `.exe`. */
const baseName = (word: string) => word.slice(Math.max(word.lastIndexOf('/'), word.lastIndexOf('\\')) + 1).replace(/\.exe$/i, '')

interface Found {
  placeholder: string
  /** How the person wrote the program and its option (`bash -lc`), for the sentence. */
  as: string
}

/** A placeholder in the script of a shell at `at`, or in the code of an interpreter there. */
function inRunner(words: readonly string[], at: number, runner: CodeRunner): Found | null {
  const program = words[at] as string
  let codeOption: string | null = null
  let index = at + 1
  while (index < words.length) {
    const word = words[index] as string
    if (word === '--') {
      index += 1
      break
    }
    const long = runner.codeLong.find((name) => word === name || word.startsWith(`${name}=`))
    if (long !== undefined) {
      codeOption = long
      if (word !== long) {
        // --eval=code: the code is in this very word.
        const placeholder = placeholderIn(word)
        if (placeholder) return { placeholder, as: `${program} ${long}` }
        if (runner.kind === 'script') return null
      } else if (runner.kind === 'code') {
        const placeholder = placeholderIn(words[index + 1] ?? '')
        if (placeholder) return { placeholder, as: `${program} ${long}` }
        index += 1
      }
      index += 1
      continue
    }
    if (runner.valueLong.includes(word)) {
      // An rc file or fish's init code is run too: no placeholder there either.
      const placeholder = runner.kind === 'script' ? placeholderIn(words[index + 1] ?? '') : null
      if (placeholder) return { placeholder, as: `${program} ${word}` }
      index += 2
      continue
    }
    // Any other long option (--norc, --login) takes no separate value as far as this knows.
    if (word.startsWith('--')) {
      index += 1
      continue
    }
    if (/^[-+][^-]/.test(word)) {
      // A cluster of short options (`-lc`, `-ne`, `+o`): in a shell -c is a switch and the script
      // comes later; in an interpreter the code is the rest of the cluster, or else the next word.
      const letters = word.slice(1)
      let takesValue = false
      for (let position = 0; position < letters.length; position += 1) {
        const letter = letters[position] as string
        if (runner.codeLetters.includes(letter) && word.startsWith('-')) {
          codeOption = word
          if (runner.kind === 'code') {
            const joined = letters.slice(position + 1)
            const code = joined !== '' ? joined : (words[index + 1] ?? '')
            const placeholder = placeholderIn(code)
            if (placeholder) return { placeholder, as: `${program} ${word.slice(0, position + 2)}` }
            if (joined === '') takesValue = true
            break
          }
        } else if (runner.valueLetters.includes(letter)) {
          // The value is the rest of the cluster, or the next word; in a shell it may be code too
          // (fish -C), so no placeholder there either.
          if (position === letters.length - 1) takesValue = true
          const placeholder = runner.kind === 'script' ? placeholderIn(takesValue ? (words[index + 1] ?? '') : letters.slice(position + 1)) : null
          if (placeholder) return { placeholder, as: `${program} ${word}` }
          break
        }
      }
      index += takesValue ? 2 : 1
      continue
    }
    break
  }
  // A shell with -c: its script is the first word that is not an option.
  if (runner.kind === 'script' && codeOption !== null && index < words.length) {
    const placeholder = placeholderIn(words[index] as string)
    if (placeholder) return { placeholder, as: `${program} ${codeOption}` }
  }
  return null
}

/** A placeholder in what `su -c`, `flock FILE -c` or `script -c` hand to a shell (wherever -c is). */
function inShellCommandOption(words: readonly string[], at: number): Found | null {
  for (let index = at + 1; index < words.length; index += 1) {
    const word = words[index] as string
    // -c CMD, --command CMD, -c'CMD', --command=CMD, or -c at the end of a cluster (-lc CMD).
    const separate = word === '--command' || /^-[A-Za-z]*c$/.test(word)
    const joined = word.startsWith('--command=') || /^-[A-Za-z]*c./.test(word)
    const command = separate ? (words[index + 1] ?? '') : joined ? word : ''
    const placeholder = placeholderIn(command)
    if (placeholder) return { placeholder, as: `${words[at] as string} -c` }
  }
  return null
}

/** A placeholder in what `env -S` splits into words again (then perhaps `sh -c` with it). */
function inEnvSplitString(words: readonly string[], at: number): Found | null {
  for (let index = at + 1; index < words.length; index += 1) {
    const word = words[index] as string
    // NAME=VALUE words come before the command; the command itself is checked on its own.
    if (!word.startsWith('-')) {
      if (word.includes('=')) continue
      return null
    }
    if (['-u', '--unset', '-C', '--chdir'].includes(word)) {
      index += 1
      continue
    }
    const separate = word === '--split-string' || /^-[A-Za-z]*S$/.test(word)
    const joined = word.startsWith('--split-string=') || /^-[A-Za-z]*S./.test(word)
    const placeholder = placeholderIn(separate ? (words[index + 1] ?? '') : joined ? word : '')
    if (placeholder) return { placeholder, as: `${words[at] as string} -S` }
  }
  return null
}

/**
 * Why this command (as split into words, placeholders not yet filled in) cannot run: a placeholder
 * inside a script or code another program would run. Null when there is none.
 */
export function placeholderInCodeReason(words: readonly string[]): string | null {
  for (let at = 0; at < words.length; at += 1) {
    const name = baseName(words[at] as string)
    if (SHELLS.matches.test(name)) {
      const found = inRunner(words, at, SHELLS)
      if (found) return fieldSays('fields.command.inScript', { placeholder: found.placeholder, as: found.as })
    }
    const interpreter = INTERPRETERS.find((runner) => runner.matches.test(name))
    if (interpreter) {
      const found = inRunner(words, at, interpreter)
      if (found) return fieldSays('fields.command.inCode', { placeholder: found.placeholder, as: found.as })
    }
    const handed = SHELL_COMMAND_OPTION.test(name) ? inShellCommandOption(words, at) : null
    if (handed) return fieldSays('fields.command.handedToShell', { placeholder: handed.placeholder, as: handed.as })
    if (SHELL_COMMAND_REST.test(name) && !(name === 'watch' && words.slice(at + 1).some((word) => word === '-x' || word === '--exec'))) {
      const placeholder = words.slice(at + 1).map(placeholderIn).find((found) => found !== null)
      if (placeholder) return fieldSays('fields.command.joinedForShell', { placeholder, program: words[at] as string })
    }
    const commandLine = COMMAND_LINE_AFTER.find((shell) => shell.matches.test(name))
    const option = commandLine ? words.findIndex((word, index) => index > at && commandLine.option.test(word)) : -1
    const inLine = option === -1 ? undefined : words.slice(option + 1).map(placeholderIn).find((found) => found !== null)
    if (inLine) return fieldSays('fields.command.inCommandLine', { placeholder: inLine, program: `${words[at] as string} ${words[option] as string}` })
    if (name === 'env') {
      const found = inEnvSplitString(words, at)
      if (found) return fieldSays('fields.command.splitAgain', { placeholder: found.placeholder, as: found.as })
    }
  }
  return null
}
