// LXQt's desktop settings: ~/.config/pcmanfm-qt/lxqt/settings.conf (the profile LXQt's session
// starts pcmanfm-qt with), group [Desktop]. pcmanfm-qt writes it whole after each change and reads
// it only when it starts.
import { chmod, rename, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { readTextIfExists } from '../ini-value'
import { groupValue, withGroupValue } from './pcmanfm-config'

const GROUP = 'Desktop'

export const lxqtSettingsPath = (home: string) => join(home, '.config', 'pcmanfm-qt', 'lxqt', 'settings.conf')

export interface LxqtDesktop {
  /** The picture's path, '' for none. */
  wallpaper: string
  /** none (the background colour only), stretch, fit, center, tile or zoom. */
  mode: string
  /** `#rrggbb`, pcmanfm-qt's default black when unset. */
  background: string
  /** "Individual wallpaper for each monitor": the picture drawn on each monitor rather than once across them. */
  perScreen: boolean
}

export function parseLxqtDesktop(text: string): LxqtDesktop {
  const background = groupValue(text, GROUP, 'BgColor') ?? ''
  return {
    wallpaper: groupValue(text, GROUP, 'Wallpaper') ?? '',
    // pcmanfm-qt reads any value it does not know, an absent one included, as none.
    mode: groupValue(text, GROUP, 'WallpaperMode') ?? 'none',
    background: /^#[0-9a-f]{6}$/i.test(background) ? background : '#000000',
    perScreen: groupValue(text, GROUP, 'PerScreenWallpaper') === 'true',
  }
}

/** The desktop's settings; undefined when the file does not exist (pcmanfm-qt has saved none yet). */
export async function readLxqtDesktop(home: string): Promise<LxqtDesktop | undefined> {
  const text = await readTextIfExists(lxqtSettingsPath(home))
  return text === undefined ? undefined : parseLxqtDesktop(text)
}

/**
 * Writes the wallpaper mode into the file, the rest of it as it was: pcmanfm-qt before 1.4 shows
 * the mode it is told but saves the one it started with. Written whole or not at all (renamed into
 * place), keeping the file's permissions.
 */
export async function recordLxqtMode(home: string, mode: string): Promise<void> {
  const path = lxqtSettingsPath(home)
  const text = await readTextIfExists(path)
  if (text === undefined) return
  const changed = withGroupValue(text, GROUP, 'WallpaperMode', mode)
  if (changed === text) return
  const temporary = `${path}.tapestry-${process.pid}.tmp`
  await writeFile(temporary, changed)
  await chmod(temporary, (await stat(path)).mode & 0o777)
  await rename(temporary, path)
}
