// KDE Plasma 5 and 6: a desktop script through D-Bus (org.kde.plasmashell /PlasmaShell
// evaluateScript). Each desktop (containment) has its own image, per screen; the script prints what
// it did, and the image is read back with readConfig.
import { WallpaperError } from '../../errors/errors'
import { said, sentence } from '../../i18n/sentence'
import { limitation } from '../limitation'
import { BACKEND_NAMES } from '../backend-names'
import type { BackendContext } from '../backend-context'
import { findDisplay } from '../display-target'
import { fromStoredLocation, toFileUri } from '../file-uri'
import { fitFor } from '../fit-modes'
import type { CurrentWallpaper, DisplayInfo, DisplayTarget, WallpaperBackend } from '../types'
import { KDE_FILL_MODE, listScreensScript, parseScriptOutput, readImageScript, ReadResultSchema, ScreensResultSchema, setImageScript, SetResultSchema } from './kde-script'

const NAME = BACKEND_NAMES.kde
const SERVICE = 'org.kde.plasmashell'
const OBJECT = '/PlasmaShell'
const METHOD = 'org.kde.PlasmaShell.evaluateScript'

/**
 * Plasma numbers its screens from the primary one (shell/screenpool.cpp: since 5.27 primaryScreen()
 * is the first of a screen order that puts the primary first; before, id 0 was kept for the primary
 * connector). Its scripts have no other way to ask which screen is primary.
 */
const PRIMARY_SCREEN = 0

/** Plasma 5 ships qdbus (or qdbus-qt5), Plasma 6 qdbus6 or qdbus-qt6; dbus-send is nearly always there. Tried in this order. */
export const KDE_DBUS_TOOLS = ['qdbus', 'qdbus-qt5', 'qdbus6', 'qdbus-qt6', 'dbus-send'] as const

export function createKdeBackend(context: BackendContext): WallpaperBackend {
  const { runner } = context
  let tool: Promise<string> | undefined

  function dbusTool(): Promise<string> {
    tool ??= (async () => {
      for (const candidate of KDE_DBUS_TOOLS) if (await context.which(candidate)) return candidate
      tool = undefined
      throw new WallpaperError(...sentence('desktop.kde.needsDbusTool', { backend: NAME }))
    })()
    return tool
  }

  async function evaluate(script: string): Promise<string> {
    const command = await dbusTool()
    const args =
      command === 'dbus-send'
        ? ['--session', '--print-reply', '--type=method_call', `--dest=${SERVICE}`, OBJECT, METHOD, `string:${script}`]
        : [SERVICE, OBJECT, METHOD, script]
    return (await runner.run(command, args)).stdout
  }

  async function displays(): Promise<DisplayInfo[]> {
    const screens = parseScriptOutput(await evaluate(listScreensScript()), ScreensResultSchema, NAME)
    return screens.map((screen) => ({
      id: screen.id,
      name: `screen ${screen.id}`,
      primary: screen.id === PRIMARY_SCREEN,
      ...(screen.width > 0 && screen.height > 0 ? { width: Math.round(screen.width), height: Math.round(screen.height) } : {}),
      ...(screen.x != null && screen.y != null ? { x: screen.x, y: screen.y } : {}),
    }))
  }

  async function screenNumber(display: DisplayTarget): Promise<number> {
    if (display === 'all') return -1
    if (typeof display === 'number') return display
    return findDisplay(display, await displays(), NAME).id
  }

  return {
    id: 'kde',
    name: NAME,
    perDisplay: true,
    limitation: limitation(said('desktop.limitation.kde')),
    async set(file, { display, fit }) {
      const fillMode = fitFor(KDE_FILL_MODE, fit, NAME)
      const screen = await screenNumber(display)
      const result = parseScriptOutput(await evaluate(setImageScript(toFileUri(file), screen, fillMode)), SetResultSchema, NAME)
      const everywhere = screen === -1
      if (result.skipped.length > 0) {
        const values = { backend: NAME, count: result.skipped.length, plugins: [...new Set(result.skipped)].join(', '), screen }
        throw new WallpaperError(...(everywhere ? sentence('desktop.kde.skipped', values) : sentence('desktop.kde.skippedOnScreen', values)))
      }
      if (result.set.length === 0) {
        throw new WallpaperError(...(everywhere ? sentence('desktop.kde.noDesktop', { backend: NAME }) : sentence('desktop.kde.noDesktopOnScreen', { backend: NAME, screen })))
      }
    },
    async current(display = 'all'): Promise<CurrentWallpaper[]> {
      const entries = parseScriptOutput(await evaluate(readImageScript(await screenNumber(display))), ReadResultSchema, NAME)
      return entries.flatMap((entry) => (entry.image === null ? [] : [{ file: fromStoredLocation(entry.image), display: `screen ${entry.screen}` }]))
    },
    displays,
  }
}
