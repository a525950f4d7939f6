// `tapestry completion bash|zsh|fish`: each script printed by the built out/main/cli.js, loaded in
// its own shell as a person loads it, and asked to complete what a person types: the commands, a
// group's commands, a command's options, a flag's values and the setting keys, all from the same
// command table the command line runs from. zsh completes through its real line editor (zpty).
import { spawnSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureDebianTools } from '../support/debian-tools'
import { builtCli } from '../support/built-cli'

const missing = ensureDebianTools([
  { command: 'zsh', debianPackage: 'zsh' },
  { command: 'fish', debianPackage: 'fish' },
])
const describeShells = missing ? describe.skip : describe
const skipped = missing ? ` (skipped: ${missing})` : ''

let root: string
const scripts: Record<string, string> = {}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'tapestry-completion-'))
  const cli = builtCli({ PATH: process.env.PATH ?? '', TAPESTRY_DATA_DIR: path.join(root, 'data') })
  for (const shell of ['bash', 'zsh', 'fish']) {
    scripts[shell] = path.join(root, `tapestry.${shell}`)
    await writeFile(scripts[shell] as string, (await cli.ok(['completion', shell])).stdout)
  }
})
afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

/** bash: the script sourced, then its completion function called as bash calls it on Tab. */
function bashCompletes(line: string): string[] {
  const words = line.split(' ')
  const program = `source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$((\${#COMP_WORDS[@]} - 1)); _tapestry; printf '%s\\n' "\${COMPREPLY[@]}"`
  const run = spawnSync('bash', ['--norc', '-c', program, 'bash', scripts.bash as string, ...words], { encoding: 'utf8' })
  expect(run.stderr).toBe('')
  return run.stdout.split('\n').filter((word) => word !== '')
}

/** fish: the script sourced, then fish's own `complete -C` for the line. */
function fishCompletes(line: string): string[] {
  const run = spawnSync('fish', ['--no-config', '-c', `source ${scripts.fish}; complete -C'${line}'`], { encoding: 'utf8' })
  expect(run.stderr).toBe('')
  return run.stdout.split('\n').filter((word) => word !== '').map((entry) => entry.split('\t')[0] as string).sort()
}

/**
 * zsh: an interactive zsh in a pseudo-terminal (zpty) with compinit and the script loaded; the keys
 * are typed with Tab where a person presses it, and `tapestry` is a function that prints the line
 * it is run with, so what completion wrote is what ran.
 */
function zshRuns(keys: readonly string[]): string {
  const program = [
    'zmodload zsh/zpty',
    'zpty z zsh -f -i',
    `zpty -w z 'autoload -Uz compinit; compinit -u -d ${root}/zcompdump; source ${scripts.zsh}; PS1="> "; tapestry() { print -r -- "RAN:[$*]" }'`,
    'sleep 1',
    // Time for each completion to be drawn, even on a busy machine.
    ...keys.map((typed) => `zpty -w -n z $'${typed.replaceAll("'", "\\'")}'; sleep 1`),
    "zpty -w -n z $'\\n'; sleep 1",
    "out=''; while zpty -r -t z line; do out+=$line; done",
    'zpty -d z',
    `print -r -- "$out" | tr -d '\\r' | grep -ao 'RAN:\\[[^]$]*\\]' | tail -1`,
  ].join('\n')
  const run = spawnSync('zsh', ['-f', '-c', program], { encoding: 'utf8', timeout: 30_000 })
  return run.stdout.trim()
}

describe('tapestry completion bash', () => {
  it('completes commands, group commands, options, flag values, positionals and setting keys', () => {
    expect(bashCompletes('tapestry ')).toEqual(expect.arrayContaining(['wallhaven', 'status', 'pause', 'resume', 'config', 'completion', 'help']))
    expect(bashCompletes('tapestry wall')).toEqual(['wallhaven'])
    expect(bashCompletes('tapestry wallhaven ')).toEqual(['search', 'shuffle'])
    expect(bashCompletes('tapestry wallhaven search --so')).toEqual(['--sorting'])
    expect(bashCompletes('tapestry wallhaven search --sorting t')).toEqual(['toplist'])
    // A flag's value is not taken for a command word.
    expect(bashCompletes('tapestry wallhaven search --query sea --p')).toEqual(['--purity', '--page'])
    expect(bashCompletes('tapestry set ')).toEqual(['wallhaven', 'unsplash', 'reddit', 'bing', 'apod', 'wikimedia', 'artic', 'pexels'])
    expect(bashCompletes('tapestry config set rotation.int')).toEqual(['rotation.intervalMinutes'])
    expect(bashCompletes('tapestry completion ')).toEqual(['bash', 'zsh', 'fish'])
    // --dry-run only where a request would be sent.
    expect(bashCompletes('tapestry history --')).toEqual(['--display', '--page', '--per-page', '--json', '--help'])
    expect(bashCompletes('tapestry next --')).toContain('--dry-run')
    expect(bashCompletes('tapestry -')).toEqual(['--help', '-h', '--version', '-V'])
  })

  it('is registered for the tapestry command, falling back to file names', () => {
    const run = spawnSync('bash', ['--norc', '-c', 'source "$1"; complete -p tapestry', 'bash', scripts.bash as string], { encoding: 'utf8' })
    expect(run.stdout).toBe('complete -o default -F _tapestry tapestry\n')
  })
})

describeShells(`tapestry completion zsh and fish${skipped}`, () => {
  it('zsh completes as a person types, through its own line editor', () => {
    expect(zshRuns(['tapestry wallhaven se\t', ' --sorting top\t'])).toBe('RAN:[wallhaven search --sorting toplist]')
    expect(zshRuns(['tapestry config get rotation.intervalM\t'])).toBe('RAN:[config get rotation.intervalMinutes]')
    expect(zshRuns(['tapestry compl\t', 'fi\t'])).toBe('RAN:[completion fish]')
  }, 60_000)

  it('fish completes with its own complete -C', () => {
    expect(fishCompletes('tapestry ')).toEqual(expect.arrayContaining(['wallhaven', 'status', 'pause', 'resume', 'config', 'completion', 'help']))
    expect(fishCompletes('tapestry wallhaven ')).toEqual(['search', 'shuffle'])
    expect(fishCompletes('tapestry wallhaven search --sorting ')).toEqual(['date_added', 'favorites', 'hot', 'random', 'relevance', 'toplist', 'views'])
    expect(fishCompletes('tapestry wallhaven search --query sea --so')).toEqual(['--sorting'])
    expect(fishCompletes('tapestry config set rotation.int')).toEqual(['rotation.intervalMinutes'])
    expect(fishCompletes('tapestry -')).toEqual(['--help', '--version', '-V', '-h'])
    // Nothing known: file names.
    expect(fishCompletes(`tapestry folders add ${root}/tapestry.f`)).toEqual([`${root}/tapestry.fish`])
  })
})
