// GNOME Shell 43, headless: a Wayland compositor with virtual monitors and no X server, on the
// session's own session bus (dconf, the shell's screenshot service) and its own system bus (the
// shell asks logind there and fails without one). Right after it starts the shell shows the
// overview, whose workspace previews draw the background with the same code as the desktop, so
// the centre of each monitor shows the picture.
import { readdirSync } from 'node:fs'
import { startSessionBus, startSystemBus } from './buses'
import { captureGnome, type Region } from './screen'
import { waitFor, type Session } from './session'

/** The colour scheme a person picks in Settings › Appearance; GNOME 42+ draws picture-uri-dark under prefer-dark. */
export type GnomeStyle = 'default' | 'prefer-dark'

async function gsettingsSet(session: Session, schema: string, key: string, value: string): Promise<void> {
  const result = await session.run('gsettings', ['set', schema, key, value])
  if (result.code !== 0) throw new Error(`gsettings set ${schema} ${key} failed: ${result.stderr}\n${session.logs()}`)
}

/** Switches the light or dark style, as Settings does. */
export function chooseStyle(session: Session, style: GnomeStyle): Promise<void> {
  return gsettingsSet(session, 'org.gnome.desktop.interface', 'color-scheme', style)
}

/** Sets a background key by hand, as a person's Settings or a script would. */
export function setBackgroundKey(session: Session, key: string, value: string): Promise<void> {
  return gsettingsSet(session, 'org.gnome.desktop.background', key, value)
}

/** Starts the shell with one virtual monitor per size; the monitors' regions in its screenshots (side by side). */
export async function startGnome(session: Session, sizes: readonly { width: number; height: number }[]): Promise<Region[]> {
  await startSessionBus(session)
  await startSystemBus(session)
  Object.assign(session.env, { XDG_CURRENT_DESKTOP: 'GNOME', XDG_SESSION_DESKTOP: 'gnome', DESKTOP_SESSION: 'gnome', XDG_SESSION_TYPE: 'wayland' })
  const monitors = sizes.flatMap((size) => ['--virtual-monitor', `${size.width}x${size.height}`])
  session.spawn('gnome-shell', 'gnome-shell', ['--headless', '--wayland', '--no-x11', ...monitors])
  await waitFor(session, "gnome-shell's Wayland socket", () => readdirSync(session.runtimeDir).includes('wayland-0'))
  session.env.WAYLAND_DISPLAY = 'wayland-0'
  // Up once it answers for a screenshot.
  const capture = captureGnome(session)
  await waitFor(session, 'gnome-shell to take a screenshot', () => capture().then(
    () => true,
    () => false,
  ))
  let x = 0
  return sizes.map((size, index) => {
    const region = { name: `monitor ${index + 1}`, x, y: 0, ...size }
    x += size.width
    return region
  })
}
