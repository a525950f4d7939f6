import type { CliContext } from '../context'
import type { CliCommand } from '../run'
import { autostartOffCommand, autostartOnCommand, autostartStatusCommand } from './autostart'
import { foldersAddCommand, foldersListCommand, foldersRemoveCommand } from './folders'
import { blockCommand, favouriteCommand, favouritesCommand, historyCommand } from './library'
import { previousCommand } from './previous'
import { redditListCommand } from './reddit'
import { unsplashPhotoCommand, unsplashRandomCommand, unsplashSearchCommand } from './unsplash'
import { wallhavenSearchCommand, wallhavenShuffleCommand } from './wallhaven'
import { nextCommand, setCommand } from './wallpaper'

export const COMMANDS: readonly CliCommand<CliContext>[] = [
  wallhavenSearchCommand,
  wallhavenShuffleCommand,
  unsplashSearchCommand,
  unsplashRandomCommand,
  unsplashPhotoCommand,
  redditListCommand,
  setCommand,
  nextCommand,
  previousCommand,
  favouriteCommand,
  blockCommand,
  historyCommand,
  favouritesCommand,
  foldersAddCommand,
  foldersRemoveCommand,
  foldersListCommand,
  autostartOnCommand,
  autostartOffCommand,
  autostartStatusCommand,
]
