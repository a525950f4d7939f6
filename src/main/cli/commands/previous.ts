// `tapestry previous`: each display goes back one step in its own history, from the library's files
// (see src/main/core/rotation/previous-wallpaper.ts). Repeated, it keeps going back; `tapestry next` then
// rotates on as usual.
import type { PreviousResult } from '../../../shared/ipc'
import type { CliContext } from '../context'
import { operate } from '../operate'
import { checkedDisplay, displayFlag, where } from '../display-flag'
import { terminalSafe } from '../format'
import type { CliCommand, CommandResult } from '../run'

const REASONS: Record<PreviousResult['skipped'][number]['reason'], string> = {
  'file-missing': 'its file is no longer in the library',
  blocked: 'it is blocked',
}

function previousResult(result: PreviousResult): CommandResult {
  const lines = [
    ...result.skipped.map((passed) => `Passed over "${terminalSafe(passed.title)}" (${passed.source} ${terminalSafe(passed.id)}) ${where(passed.display)}: ${REASONS[passed.reason]}.`),
    ...result.restored.map(
      (shown) =>
        `Back to "${terminalSafe(shown.item.title)}" (${shown.item.source} ${terminalSafe(shown.item.id)}) ${where(shown.display)}. ${terminalSafe(shown.credit)}.`,
    ),
  ]
  return { json: result, text: lines.join('\n') }
}

export const previousCommand: CliCommand<CliContext> = {
  words: ['previous'],
  usage: 'tapestry previous [options]',
  summary: 'Go back to the wallpaper before, on each display (again to go further back); from the library, never the network.',
  flags: [displayFlag('go back on this display only: its number in the desktop’s own list, or its name; all (default) goes back on each')],
  positionals: [],
  json: '{restored, skipped}: what each display went back to, and what was passed over and why',
  examples: [
    { what: 'Back one wallpaper on every display', line: 'tapestry previous' },
    { what: 'Back two on display 2 only', line: 'tapestry previous --display 2 && tapestry previous --display 2' },
  ],
  run: async (input, _options, context) => {
    const display = await checkedDisplay((input['display'] as string | undefined) ?? 'all', context, { sets: true })
    return previousResult(await operate(await context.app(), 'rotation.previous', { display }))
  },
}
