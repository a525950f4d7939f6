// MATE's desktop: caja draws it from org.mate.background, which it reads through GSettings from
// dconf (the session bus starts dconf's service). `-n` opens no file manager window of its own,
// `--force-desktop` draws the desktop even with no window manager running.
import { waitForDesktopWindow } from './desktop-window'
import type { Session } from './session'

export async function startCaja(session: Session): Promise<void> {
  Object.assign(session.env, { XDG_CURRENT_DESKTOP: 'MATE', DESKTOP_SESSION: 'mate' })
  session.spawn('caja', 'caja', ['-n', '--force-desktop'])
  await waitForDesktopWindow(session, 'CAJA_DESKTOP_WINDOW_ID', "caja's desktop window")
}
