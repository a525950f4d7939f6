// Each folder source's commands (`tapestry bing days`, `tapestry pexels search`), loaded only when a
// command of that source runs, as every group of the command line is (src/main/cli/commands/load.ts).
import type { CliContext } from '../main/cli/context'
import type { CliCommand } from '../main/cli/run'
import type { FolderSourceId } from './ids'

type Commands = () => Promise<readonly CliCommand<CliContext>[]>

export const FOLDER_COMMANDS: Readonly<Record<FolderSourceId, Commands>> = {
  bing: async () => [(await import('./bing/command')).bingDaysCommand],
  apod: async () => {
    const { apodSearchCommand, apodRandomCommand } = await import('./apod/command')
    return [apodSearchCommand, apodRandomCommand]
  },
  wikimedia: async () => [(await import('./wikimedia/command')).wikimediaDaysCommand],
  artic: async () => [(await import('./artic/command')).articSearchCommand],
  pexels: async () => (await import('./pexels/command')).pexelsCommands,
}
