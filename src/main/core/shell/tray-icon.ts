// Which of the tray images (resources/tray, made by scripts/icons.mjs) a system shows. Electron
// picks the @2x file itself on high-density screens.
type Env = Record<string, string | undefined>

/** Panels drawn at 24 px by default; the others (KDE, GNOME's AppIndicator, most bars) use 22. */
const PANELS_OF_24 = ['xfce', 'x-cinnamon', 'cinnamon', 'mate']

/** The tray image's path inside resources/, for this system. */
export function trayIconFile(platform: NodeJS.Platform, env: Env): string {
  // "Template" in the name makes macOS draw it in the menu bar's own colour, light or dark.
  if (platform === 'darwin') return 'tray/trayTemplate.png'
  if (platform === 'win32') return 'tray/tray.png'
  const desktops = (env['XDG_CURRENT_DESKTOP'] ?? '').toLowerCase().split(':')
  return desktops.some((desktop) => PANELS_OF_24.includes(desktop)) ? 'tray/tray-24.png' : 'tray/tray-22.png'
}
