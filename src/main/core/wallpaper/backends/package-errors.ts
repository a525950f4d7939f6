// The wallpaper package rejects with execFile's errors: its binary's stderr is what a person can use.
import { WallpaperError } from '../../errors/errors'
import type { MessageKey } from '../../../../shared/i18n/catalog'
import { sentence } from '../../i18n/sentence'
import { firstLines, toolOutput } from '../run-command'

/** What was asked of the package, each with its sentence without and with the binary's own words. */
const ACTIONS = {
  'list the screens': ['desktop.package.screens', 'desktop.package.screensSaying'],
  'set the wallpaper': ['desktop.package.set', 'desktop.package.setSaying'],
  'read the wallpaper': ['desktop.package.read', 'desktop.package.readSaying'],
} as const satisfies Record<string, readonly [MessageKey, MessageKey]>

export type PackageAction = keyof typeof ACTIONS

export async function callPackage<T>(backendName: string, action: PackageAction, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    const details = error as { stderr?: unknown; message?: unknown }
    const output = toolOutput(firstLines(typeof details.stderr === 'string' && details.stderr.trim() !== '' ? details.stderr : String(details.message ?? '')))
    const [bare, saying] = ACTIONS[action]
    if (output === null) throw new WallpaperError(...sentence(bare, { backend: backendName }, { cause: error }))
    throw new WallpaperError(...sentence(saying, { backend: backendName, output }, { cause: error }))
  }
}
