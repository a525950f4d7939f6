// LXQt: the running pcmanfm-qt desktop takes the picture (`--set-wallpaper --wallpaper-mode`), and
// ~/.config/pcmanfm-qt/lxqt/settings.conf records it: the picture and the mode, both read back
// (a mode of none shows the background colour alone, so it is "no picture"). pcmanfm-qt 1.4 and
// later take every mode; before 1.4 Tapestry draws the picture as the mode would at the desktop's
// size and sets the drawing (pcmanfm-qt-version.ts says why, pcmanfm-qt-drawing.ts how).
// pcmanfm-qt draws one picture across all monitors — one window covers them — unless "Individual
// wallpaper for each monitor" is on, when each monitor shows the whole picture.
import { join } from 'node:path'
import type { ErrorText } from '../../../../shared/errors'
import { said, saidOf, sentence } from '../../i18n/sentence'
import { limitation } from '../limitation'
import { WallpaperError } from '../../errors/errors'
import { BACKEND_NAMES } from '../backend-names'
import type { BackendContext } from '../backend-context'
import { requireAllDisplays } from '../display-target'
import { fitFor, PCMANFM_QT_MODE, type FitTable } from '../fit-modes'
import { endSentence } from '../run-command'
import type { CurrentWallpaper, DisplayInfo, Fit, WallpaperBackend } from '../types'
import { listX11DisplaysIfAvailable } from '../x11-displays'
import { readLxqtDesktop, recordLxqtMode, type LxqtDesktop } from './lxqt-settings'
import { drawForDesktop, drawnFrom, DRAWING_FOR_FIT, recordDrawing, removeOtherDrawings } from './pcmanfm-qt-drawing'
import { readPcmanfmQtVersion, takesEveryMode, type Version } from './pcmanfm-qt-version'

const NAME = BACKEND_NAMES.lxqt

/** pcmanfm-qt 1.4+: its own modes; a spanning picture, made for the whole desktop, is stretched over it 1:1. */
const MODE: FitTable<string> = { ...PCMANFM_QT_MODE, span: 'stretch' }

/** The mode a drawing is set with: it is the desktop's size, so any picture mode shows it whole; this one shows a picture where the desktop had none. */
const DRAWING_MODE = 'stretch'

/**
 * The size pcmanfm-qt draws its wallpaper at: its one window over every monitor, or with a picture
 * for each monitor, a monitor (the primary's size; one of another shape shows it stretched).
 */
export function desktopCanvas(displays: readonly DisplayInfo[], perScreen: boolean): { width: number; height: number } | undefined {
  const sized = displays.filter((display) => display.width !== undefined && display.height !== undefined)
  if (sized.length === 0) return undefined
  if (perScreen && sized.length > 1) {
    const primary = sized.find((display) => display.primary) ?? (sized[0] as DisplayInfo)
    return { width: primary.width as number, height: primary.height as number }
  }
  const left = Math.min(...sized.map((display) => display.x ?? 0))
  const top = Math.min(...sized.map((display) => display.y ?? 0))
  const right = Math.max(...sized.map((display) => (display.x ?? 0) + (display.width as number)))
  const bottom = Math.max(...sized.map((display) => (display.y ?? 0) + (display.height as number)))
  return { width: right - left, height: bottom - top }
}

export function createLxqtBackend(context: BackendContext): WallpaperBackend {
  // Said when a backend is made, not when the module loads: the command line loads every backend.
  const LIMITATION = limitation(said('desktop.limitation.lxqt'))
  const { runner } = context
  const drawings = join(context.stateDir, 'pcmanfm-qt')
  let installed: Promise<Version | undefined> | undefined
  // Asked once; a failed question (pcmanfm-qt missing) is asked again next time.
  const version = () =>
    (installed ??= readPcmanfmQtVersion(runner).catch((error: unknown) => {
      installed = undefined
      throw error
    }))

  async function setDrawn(file: string, fit: Fit, desktop: LxqtDesktop | undefined, shown: Version | undefined): Promise<void> {
    const tool = shown ? `pcmanfm-qt ${shown.major}.${shown.minor}.${shown.patch}` : said('desktop.lxqt.thisTool')
    const canvas = desktopCanvas(await listX11DisplaysIfAvailable(context), desktop?.perScreen ?? false)
    if (!canvas) {
      throw new WallpaperError(...sentence('desktop.lxqt.needsXrandr', { backend: NAME, tool }))
    }
    let drawing: string
    try {
      drawing = await drawForDesktop(drawings, { file, drawing: fitFor(DRAWING_FOR_FIT, fit, NAME), ...canvas, background: desktop?.background ?? '#000000' })
    } catch (error) {
      const reason = error instanceof Error ? saidOf(error as Error & { text?: ErrorText }) : { message: String(error) }
      throw new WallpaperError(...sentence('desktop.lxqt.drawFailed', { backend: NAME, file, tool, reason: { ...reason, message: endSentence(reason.message) } }, { cause: error }))
    }
    await recordDrawing(drawings, drawing, file)
    await runner.run('pcmanfm-qt', [`--set-wallpaper=${drawing}`, `--wallpaper-mode=${DRAWING_MODE}`])
    // It saved the picture but not the mode it now shows (a desktop started showing its colour only
    // would read as none): recorded here, so that its file says what it shows. It writes the mode it
    // started with again when it quits, so such a desktop goes back to its colour at the next login.
    if ((await readLxqtDesktop(context.home))?.wallpaper !== drawing) return
    await recordLxqtMode(context.home, DRAWING_MODE)
    await removeOtherDrawings(drawings, drawing)
  }

  return {
    id: 'lxqt',
    name: NAME,
    perDisplay: false,
    limitation: LIMITATION,
    async set(file, { display, fit }) {
      requireAllDisplays(display, LIMITATION)
      const desktop = await readLxqtDesktop(context.home)
      if (fit === 'span' && desktop?.perScreen) {
        throw new WallpaperError(...sentence('desktop.lxqt.perScreenSpan'))
      }
      const shown = await version()
      if (!takesEveryMode(shown)) return setDrawn(file, fit, desktop, shown)
      await runner.run('pcmanfm-qt', [`--set-wallpaper=${file}`, `--wallpaper-mode=${fitFor(MODE, fit, NAME)}`])
    },
    async current(): Promise<CurrentWallpaper[] | null> {
      const desktop = await readLxqtDesktop(context.home)
      if (desktop === undefined) return null
      if (desktop.mode === 'none' || desktop.wallpaper === '') return []
      return [{ file: await drawnFrom(drawings, desktop.wallpaper) }]
    },
    displays: () => listX11DisplaysIfAvailable(context),
  }
}
