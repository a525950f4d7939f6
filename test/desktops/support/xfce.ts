// XFCE's desktop: xfdesktop 4.18 on the session's X server, its settings in xfconfd (which the
// session bus starts the first time it is asked). xfdesktop draws the backdrop of the current
// workspace, which a window manager announces on the root window; no window manager runs here, so
// the workspaces are announced as xfwm4 would (_NET_NUMBER_OF_DESKTOPS, _NET_CURRENT_DESKTOP).
// Without them xfdesktop never maps its window and the screen stays black.
import { waitForDesktopWindow } from './desktop-window'
import type { Session } from './session'

const CHANNEL = 'xfce4-desktop'

async function must(session: Session, command: string, args: readonly string[]): Promise<string> {
  const result = await session.run(command, args)
  if (result.code !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr}${result.stdout}\n${session.logs()}`)
  return result.stdout
}

async function setRootCardinal(session: Session, name: string, value: number): Promise<void> {
  await must(session, 'xprop', ['-root', '-f', name, '32c', '-set', name, String(value)])
}

/** `count` workspaces, `current` the one shown (counting from 0). */
export async function announceWorkspaces(session: Session, count: number, current = 0): Promise<void> {
  await setRootCardinal(session, '_NET_NUMBER_OF_DESKTOPS', count)
  await setRootCardinal(session, '_NET_CURRENT_DESKTOP', current)
}

/** Every property of the channel under /backdrop, with its value. */
export async function backdropProperties(session: Session): Promise<Record<string, string>> {
  const listing = await must(session, 'xfconf-query', ['-c', CHANNEL, '-l', '-v'])
  const entries = listing
    .split('\n')
    .map((line) => /^(\/backdrop\/\S+)\s+(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => [match[1] as string, match[2] as string])
  return Object.fromEntries(entries)
}

/** Sets (or makes) one property, as a person's settings dialog or a script would. */
export async function setProperty(session: Session, property: string, type: 'string' | 'int' | 'bool', value: string): Promise<void> {
  await must(session, 'xfconf-query', ['-c', CHANNEL, '-p', property, '-n', '-t', type, '-s', value])
}

/**
 * xfdesktop as an XFCE session starts it, once the X server and the session bus run; ready when
 * its desktop window is on the screen. `--disable-wm-check` skips the seconds it would wait for a
 * window manager to appear.
 */
export async function startXfdesktop(session: Session): Promise<void> {
  Object.assign(session.env, { XDG_CURRENT_DESKTOP: 'XFCE', DESKTOP_SESSION: 'xfce' })
  // No desktop icons: xfdesktop's file icons ask D-Bus for a file manager, and the one installed
  // here is MATE's caja, which would come up drawing a desktop of its own over XFCE's.
  await setProperty(session, '/desktop-icons/style', 'int', '0')
  session.spawn('xfdesktop', 'xfdesktop', ['--disable-wm-check'])
  await waitForDesktopWindow(session, 'XFCE_DESKTOP_WINDOW', "xfdesktop's desktop window")
}
