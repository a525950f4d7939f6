// `tapestry completion bash|zsh|fish`: a completion script for the shell, written from the same
// command table the command line runs from (src/main/cli/completion-script.ts).
import type { CliContext } from '../context'
import { SHELLS, completionScript, type Shell } from '../completion-script'
import { FlagValueError } from '../args'
import type { CliCommand } from '../run'

function shell(text: string): Shell {
  const found = SHELLS.find((name) => name === text.trim())
  if (found === undefined) throw new FlagValueError(`must be ${SHELLS.slice(0, -1).join(', ')} or ${SHELLS.at(-1)}`)
  return found
}

export const completionCommand: CliCommand<CliContext> = {
  words: ['completion'],
  usage: 'tapestry completion SHELL',
  summary: 'Print a script that completes tapestry commands, options and values in bash, zsh or fish.',
  flags: [],
  positionals: [{ name: 'SHELL', field: 'shell', required: true, help: 'bash, zsh or fish', choices: SHELLS, parse: shell }],
  examples: [
    { what: 'bash, in this shell', line: 'source <(tapestry completion bash)' },
    { what: 'bash, in every new shell', line: 'tapestry completion bash > ~/.local/share/bash-completion/completions/tapestry' },
    { what: 'zsh, in this shell (after compinit)', line: 'source <(tapestry completion zsh)' },
    { what: 'fish, in every new shell', line: 'tapestry completion fish > ~/.config/fish/completions/tapestry.fish' },
  ],
  run: async (input) => {
    // Every command, loaded only now: completion is written once, not at each start.
    const { allCommands } = await import('./load')
    const script = completionScript(input['shell'] as Shell, (await allCommands()) as readonly CliCommand<unknown>[])
    return { json: { shell: input['shell'], script }, text: script.trimEnd() }
  },
}
