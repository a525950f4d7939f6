// Shell completion for bash, zsh and fish, generated from the command table the command line runs
// from, so a new command or option completes without anyone editing a script. Each script reads the
// words typed so far the same way: the first word (and a group's second) names the command, a flag
// that takes a value takes the next word, and what is left are positionals. It then offers the
// commands, a command's options, a flag's values or a positional's values (files where none are
// known). Nothing is run to complete: the lists are written into the script.
import { flagsOf } from './args'
import { isGroup } from './groups'
import type { CliCommand } from './run'

export const SHELLS = ['bash', 'zsh', 'fish'] as const
export type Shell = (typeof SHELLS)[number]

interface Table {
  firstWords: string[]
  groups: Map<string, string[]>
  /** Options of each command path (`wallhaven search`), and of none ('' : the top level). */
  flags: Map<string, string[]>
  /** `path:--flag` for each flag that takes a value. */
  takesValue: string[]
  /** `path:--flag` → its values. */
  values: Map<string, readonly string[]>
  /** `path:N` → the values of the Nth positional. */
  positionals: Map<string, readonly string[]>
}

function tableOf(commands: readonly CliCommand<unknown>[]): Table {
  const firstWords = [...new Set(commands.map((command) => command.words[0] as string)), 'help']
  const groups = new Map<string, string[]>()
  const flags = new Map<string, string[]>([['', ['--help', '-h', '--version', '-V']]])
  const takesValue: string[] = []
  const values = new Map<string, readonly string[]>()
  const positionals = new Map<string, readonly string[]>([['help:0', firstWords]])
  for (const command of commands) {
    const path = command.words.join(' ')
    const [first, second] = command.words as [string, string | undefined]
    if (second !== undefined && isGroup(first)) groups.set(first, [...(groups.get(first) ?? []), second])
    const all = flagsOf(command)
    flags.set(path, all.flatMap((spec) => [`--${spec.flag}`, ...(spec.short ? [`-${spec.short}`] : [])]))
    for (const spec of all.filter((each) => each.value !== undefined)) {
      takesValue.push(`${path}:--${spec.flag}`)
      if (spec.choices) values.set(`${path}:--${spec.flag}`, spec.choices)
    }
    command.positionals.forEach((spec, index) => {
      if (spec.choices) positionals.set(`${path}:${index}`, spec.choices)
    })
  }
  return { firstWords, groups, flags, takesValue, values, positionals }
}

/** Every word the scripts hold is plain (commands, flags, enumerations, setting keys); anything else would need quoting we do not do. */
function word(text: string): string {
  if (!/^[A-Za-z0-9_.:+@ -]+$/.test(text)) throw new Error(`"${text}" cannot be written into a completion script`)
  return `'${text}'`
}

const words = (list: readonly string[]) => list.map(word).join(' ')

/** The POSIX shell functions bash and zsh share (`cmd`, not `path`: zsh ties that name to PATH). */
function posixFunctions(table: Table): string {
  const arms = (entries: Iterable<[string, readonly string[]]>, indent: string) =>
    [...entries].map(([key, list]) => `${indent}${word(key)}) printf '%s\\n' ${words(list)} ;;`).join('\n')
  return `__tapestry_is_group() {
  case "$1" in
    ${words([...table.groups.keys()]).replaceAll(' ', '|')}) return 0 ;;
  esac
  return 1
}

__tapestry_takes_value() {
  case "$1:$2" in
    ${table.takesValue.map(word).join('|')}) return 0 ;;
  esac
  return 1
}

# The candidates for the word being completed ($1), from the words before it ($2…, without "tapestry").
__tapestry_candidates() {
  local cur="$1" cmd="" prev="" skip=0 npos=0 w
  shift
  for w in "$@"; do
    if [ "$skip" = 1 ]; then skip=0; prev="$w"; continue; fi
    case "$w" in
      -*=*) ;;
      -*) if __tapestry_takes_value "$cmd" "$w"; then skip=1; fi ;;
      *)
        if [ -z "$cmd" ]; then cmd="$w"
        elif __tapestry_is_group "$cmd"; then cmd="$cmd $w"
        else npos=$((npos + 1)); fi ;;
    esac
    prev="$w"
  done
  if [ "$skip" = 1 ]; then
    case "$cmd:$prev" in
${arms(table.values, '      ')}
    esac
    return
  fi
  case "$cur" in
    -*)
      case "$cmd" in
${arms([...table.flags].filter(([key]) => key !== ''), '        ')}
        '') printf '%s\\n' ${words(table.flags.get('') ?? [])} ;;
      esac
      return ;;
  esac
  if [ -z "$cmd" ]; then printf '%s\\n' ${words(table.firstWords)}; return; fi
  case "$cmd" in
${arms(table.groups, '    ')}
  esac
  case "$cmd:$npos" in
${arms(table.positionals, '    ')}
  esac
}
`
}

function bash(table: Table): string {
  return `# bash completion for tapestry. Load it in this shell:   source <(tapestry completion bash)
# or for every shell: tapestry completion bash > ~/.local/share/bash-completion/completions/tapestry
${posixFunctions(table)}
_tapestry() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" IFS=$'\\n'
  COMPREPLY=($(compgen -W "$(__tapestry_candidates "$cur" "\${COMP_WORDS[@]:1:COMP_CWORD-1}")" -- "$cur"))
}
# With nothing to offer (a path, a query), bash completes file names.
complete -o default -F _tapestry tapestry
`
}

function zsh(table: Table): string {
  return `#compdef tapestry
# zsh completion for tapestry. Load it in this shell:   source <(tapestry completion zsh)
# or for every shell: tapestry completion zsh > "\${fpath[1]}/_tapestry" (then compinit)
${posixFunctions(table)}
_tapestry() {
  local -a candidates
  candidates=("\${(@f)$(__tapestry_candidates "$PREFIX" "\${(@)words[2,CURRENT-1]}")}")
  candidates=(\${candidates:#})
  if (( \${#candidates} )); then compadd -a candidates; else _files; fi
}
if (( $+functions[compdef] )); then compdef _tapestry tapestry; fi
`
}

function fishSwitch(variable: string, entries: Iterable<[string, readonly string[]]>, indent: string): string {
  return [`${indent}switch ${variable}`, ...[...entries].flatMap(([key, list]) => [`${indent}    case ${word(key)}`, `${indent}        printf '%s\\n' ${words(list)}`]), `${indent}end`].join('\n')
}

function fish(table: Table): string {
  return `# fish completion for tapestry. Load it in this shell:   tapestry completion fish | source
# or for every shell: tapestry completion fish > ~/.config/fish/completions/tapestry.fish
function __tapestry_is_group
    contains -- $argv[1] ${words([...table.groups.keys()])}
end

function __tapestry_takes_value
    contains -- "$argv[1]:$argv[2]" ${words(table.takesValue)}
end

function __tapestry_candidates
    set -l typed (commandline -opc)
    set -e typed[1]
    set -l cur (commandline -ct)
    set -l cmd ''
    set -l prev ''
    set -l skip 0
    set -l npos 0
    for w in $typed
        if test $skip = 1
            set skip 0
            set prev $w
            continue
        end
        if string match -q -- '-*=*' $w
        else if string match -q -- '-*' $w
            if __tapestry_takes_value "$cmd" $w
                set skip 1
            end
        else if test -z "$cmd"
            set cmd $w
        else if __tapestry_is_group "$cmd"
            set cmd "$cmd $w"
        else
            set npos (math $npos + 1)
        end
        set prev $w
    end
    if test $skip = 1
${fishSwitch('"$cmd:$prev"', table.values, '        ')}
        return
    end
    if string match -q -- '-*' $cur
${fishSwitch('"$cmd"', [...table.flags].map(([key, list]) => [key === '' ? ':top' : key, list] as [string, string[]]), '        ').replace("switch \"$cmd\"", "switch (test -z \"$cmd\"; and echo ':top'; or echo \"$cmd\")")}
        return
    end
    if test -z "$cmd"
        printf '%s\\n' ${words(table.firstWords)}
        return
    end
    if __tapestry_is_group "$cmd"
${fishSwitch('"$cmd"', table.groups, '        ')}
        return
    end
${fishSwitch('"$cmd:$npos"', table.positionals, '    ')}
end

# What the command table knows, else file names (a path, an image).
function __tapestry_complete
    set -l found (__tapestry_candidates)
    if test (count $found) -gt 0
        printf '%s\\n' $found
    else
        __fish_complete_path (commandline -ct)
    end
end

complete -c tapestry -f -a '(__tapestry_complete)'
`
}

export function completionScript(shell: Shell, commands: readonly CliCommand<unknown>[]): string {
  const table = tableOf(commands)
  if (shell === 'bash') return bash(table)
  if (shell === 'zsh') return zsh(table)
  return fish(table)
}
