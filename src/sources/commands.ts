// Each folder source's commands (`tapestry bing days`, `tapestry pexels search`), loaded only when a
// command of that source runs, as every group of the command line is (src/main/cli/commands/load.ts).
import type { CliContext } from '../main/cli/context'
import type { CliCommand } from '../main/cli/run'
import type { SourceId } from './ids'

type Commands = () => Promise<readonly CliCommand<CliContext>[]>

export const SOURCE_COMMANDS: Readonly<Record<SourceId, Commands>> = {
  wallhaven: async () => {
    const { wallhavenSearchCommand, wallhavenShuffleCommand } = await import('./wallhaven/command')
    return [wallhavenSearchCommand, wallhavenShuffleCommand]
  },
  unsplash: async () => {
    const { unsplashSearchCommand, unsplashRandomCommand, unsplashPhotoCommand } = await import('./unsplash/command')
    return [unsplashSearchCommand, unsplashRandomCommand, unsplashPhotoCommand]
  },
  reddit: async () => [(await import('./reddit/command')).redditListCommand],
  bing: async () => [(await import('./bing/command')).bingDaysCommand],
  apod: async () => {
    const { apodSearchCommand, apodRandomCommand } = await import('./apod/command')
    return [apodSearchCommand, apodRandomCommand]
  },
  wikimedia: async () => [(await import('./wikimedia/command')).wikimediaDaysCommand],
  artic: async () => [(await import('./artic/command')).articSearchCommand],
  pexels: async () => (await import('./pexels/command')).pexelsCommands,
}
