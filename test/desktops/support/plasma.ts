// KDE Plasma 5, headless: plasmashell alone (no KWin, no startplasma) on an Xvfb cut into monitors,
// on the session's own bus, drawn by Qt's software renderer (no GPU, no OpenGL). Qt is kept off
// RandR (QT_XCB_NO_XRANDR=1), so it reads the screens from Xinerama, which the X server answers
// with the monitors `xrandr --setmonitor` made, the primary one first (randr/rrmonitor.c): that is
// how Qt, and so Plasma, learns of several screens and of which one is primary.
import { startSessionBus } from './buses'
import { waitFor, type Session } from './session'
import { startX11, type Monitor } from './x-server'

export interface Plasma {
  /** A desktop script through plasmashell's D-Bus API (org.kde.PlasmaShell.evaluateScript), as the desktop user; what it printed. */
  evaluate(script: string): Promise<string>
}

/** How a person's Plasma session is known: what Tapestry and every tool in the session see. */
const KDE_SESSION = { XDG_CURRENT_DESKTOP: 'KDE', KDE_SESSION_VERSION: '5', KDE_FULL_SESSION: 'true' }
/** How plasmashell draws here, without a GPU and around Xvfb's single output: plasmashell's own. */
const HEADLESS_QT = { QT_QUICK_BACKEND: 'software', QT_XCB_GL_INTEGRATION: 'none', QT_XCB_NO_XRANDR: '1' }

/**
 * Plasma with one desktop per monitor, ready when its script engine counts them. `primary`: the
 * index in `monitors` of the one the X server marks primary (default the first); the layout stays.
 */
export async function startPlasma(session: Session, monitors: readonly Monitor[], options: { primary?: number } = {}): Promise<Plasma> {
  const primary = options.primary ?? 0
  // startX11 marks the first monitor it is given primary; the order given changes nothing else.
  await startX11(session, [monitors[primary] as Monitor, ...monitors.filter((_, index) => index !== primary)])
  await startSessionBus(session)
  Object.assign(session.env, KDE_SESSION)
  session.spawn('plasmashell', 'plasmashell', [], { env: HEADLESS_QT })
  const evaluate = async (script: string) => {
    const result = await session.run('qdbus', ['org.kde.plasmashell', '/PlasmaShell', 'org.kde.PlasmaShell.evaluateScript', script])
    if (result.code !== 0) throw new Error(`Plasma's script failed: ${result.stdout}${result.stderr}`)
    return result.stdout
  }
  await waitFor(session, `Plasma with a desktop on each of ${monitors.length} screens`, async () => (await evaluate('print(desktops().length)').catch(() => '')).trim() === String(monitors.length), 60_000)
  return { evaluate }
}
