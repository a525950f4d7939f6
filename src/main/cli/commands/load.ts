// Every command of the command line. Each group lives in a module of its own, loaded only when a
// command of it runs, since a module's imports are most of a start: a Wallhaven search loads neither
// the library nor the desktop's code.
import type { CliContext } from '../context'
import type { CliCommand, CommandLoader } from '../run'
import { SOURCE_COMMANDS } from '../../../sources/commands'

type Group = () => Promise<readonly CliCommand<CliContext>[]>

/** By a command's first word; each list in the order help shows them. */
const GROUPS: Readonly<Record<string, Group>> = {
  ...SOURCE_COMMANDS,
  set: async () => [(await import('./wallpaper')).setCommand],
  next: async () => [(await import('./wallpaper')).nextCommand],
  previous: async () => [(await import('./previous')).previousCommand],
  favourite: async () => [(await import('./library')).favouriteCommand],
  block: async () => [(await import('./library')).blockCommand],
  history: async () => [(await import('./library')).historyCommand],
  favourites: async () => [(await import('./library')).favouritesCommand],
  folders: async () => {
    const { foldersAddCommand, foldersRemoveCommand, foldersListCommand } = await import('./folders')
    return [foldersAddCommand, foldersRemoveCommand, foldersListCommand]
  },
  status: async () => [(await import('./rotation')).statusCommand],
  pause: async () => [(await import('./rotation')).pauseCommand],
  resume: async () => [(await import('./rotation')).resumeCommand],
  config: async () => {
    const { configListCommand, configGetCommand, configSetCommand } = await import('./config')
    return [configListCommand, configGetCommand, configSetCommand]
  },
  completion: async () => [(await import('./completion')).completionCommand],
  autostart: async () => {
    const { autostartOnCommand, autostartOffCommand, autostartStatusCommand } = await import('./autostart')
    return [autostartOnCommand, autostartOffCommand, autostartStatusCommand]
  },
}

export async function allCommands(): Promise<readonly CliCommand<CliContext>[]> {
  return (await Promise.all(Object.values(GROUPS).map((group) => group()))).flat()
}

/** The commands `argv` can mean: its first word's group, or every command (help, an unknown word). */
export const loadCommands: CommandLoader<CliContext> = async (argv) => {
  const group = argv[0] === undefined ? undefined : GROUPS[argv[0]]
  return group ? group() : allCommands()
}

