// LXDE's and LXQt's desktops, started as their sessions start them: LXQt's autostart entry
// (/etc/xdg/autostart/lxqt-desktop.desktop, from the pcmanfm-qt package) runs
// `pcmanfm-qt --desktop --profile=lxqt`; lxsession's autostart runs `pcmanfm --desktop --profile LXDE`
// (Lubuntu before 18.10: `--profile lubuntu`). Each starts from a config written first, as a
// person's would be, and is ready when the screen shows that config's background colour.
import type { ChildProcess } from 'node:child_process'
import { chownSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expectScreen, type Rgb, type View } from './screen'
import type { Session } from './session'

/** The background colour the desktops start with: no picture Tapestry sets is this grey. */
export const DESKTOP_GREY: Rgb = [128, 128, 128]
const GREY_HEX = '#808080'

/** Writes a file in the person's home (`relative` to it), it and its folders theirs: the desktop rewrites it. */
function writeOwned(session: Session, relative: string, text: string): string {
  const parts = relative.split('/')
  // Each folder on the way is the person's, as in a real home (session.folder owns the last one it names).
  for (let depth = 1; depth < parts.length; depth++) session.folder('home', ...parts.slice(0, depth))
  const path = join(session.home, relative)
  writeFileSync(path, text, { mode: 0o644 })
  if (session.user.switches) chownSync(path, session.user.uid, session.user.gid)
  return path
}

const LXQT_SETTINGS = '.config/pcmanfm-qt/lxqt/settings.conf'
export const lxqtSettingsFile = (session: Session) => join(session.home, LXQT_SETTINGS)

/** LXQt's settings.conf [Desktop] group: the keys given, the grey background colour. */
export function writeLxqtSettings(session: Session, desktop: Record<string, string>): void {
  const lines = Object.entries({ BgColor: GREY_HEX, ...desktop }).map(([key, value]) => `${key}=${value}`)
  writeOwned(session, LXQT_SETTINGS, ['[Desktop]', ...lines, ''].join('\n'))
}

/** pcmanfm-qt's desktop as LXQt's session runs it, on the session's X server and bus; ready when the screen shows `showing`. */
export async function startPcmanfmQt(session: Session, views: readonly View[], showing: Rgb = DESKTOP_GREY): Promise<ChildProcess> {
  Object.assign(session.env, { XDG_CURRENT_DESKTOP: 'LXQt', DESKTOP_SESSION: 'lxqt' })
  const child = session.spawn('pcmanfm-qt', 'pcmanfm-qt', ['--desktop', '--profile=lxqt'])
  await expectScreen(
    views,
    views.map(() => showing),
    20_000,
  )
  return child
}

/** Ends a desktop as a logout does (SIGTERM: it saves its settings on the way out) and waits until it has. */
export async function stopDesktop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

const lxdeItems = (profile: string, monitor: number) => `.config/pcmanfm/${profile}/desktop-items-${monitor}.conf`
export const lxdeItemsFile = (session: Session, profile: string, monitor = 0) => join(session.home, lxdeItems(profile, monitor))

/** An LXDE profile's desktop config for each monitor (its `[*]` group): the keys given, the grey background colour. */
export function writeLxdeItems(session: Session, profile: string, monitors: number, desktop: Record<string, string>): void {
  const lines = Object.entries({ wallpaper_common: '1', desktop_bg: GREY_HEX, ...desktop }).map(([key, value]) => `${key}=${value}`)
  for (let monitor = 0; monitor < monitors; monitor++) writeOwned(session, lxdeItems(profile, monitor), ['[*]', ...lines, ''].join('\n'))
}

/** pcmanfm's desktop as an LXDE session (DESKTOP_SESSION `session`) runs it with `--profile profile`. */
export async function startPcmanfm(session: Session, views: readonly View[], options: { desktopSession: string; profile: string }): Promise<void> {
  Object.assign(session.env, { XDG_CURRENT_DESKTOP: 'LXDE', DESKTOP_SESSION: options.desktopSession })
  session.spawn('pcmanfm', 'pcmanfm', ['--desktop', '--profile', options.profile])
  await expectScreen(
    views,
    views.map(() => DESKTOP_GREY),
    20_000,
  )
}
