// X11 desktops announce the window they draw the desktop in on the root window (xfdesktop
// XFCE_DESKTOP_WINDOW, caja CAJA_DESKTOP_WINDOW_ID); once that window is mapped the desktop is up,
// and what it draws follows a moment later.
import { waitFor, type Session } from './session'

async function shown(session: Session, rootProperty: string): Promise<boolean> {
  const root = await session.run('xprop', ['-root', rootProperty])
  const id = /window id # (0x[0-9a-f]+)/.exec(root.stdout)?.[1]
  if (!id) return false
  const window = await session.run('xwininfo', ['-id', id])
  return /Map State:\s+IsViewable/.test(window.stdout)
}

/** Waits until the window the root property names is on the screen. */
export async function waitForDesktopWindow(session: Session, rootProperty: string, what: string): Promise<void> {
  await waitFor(session, what, () => shown(session, rootProperty))
}
