// Whether Tapestry runs inside Flatpak, where the desktop's own tools (gsettings, qdbus, xfconf…)
// reach only the sandbox and the wallpaper is set through the desktop portal. Flatpak puts
// /.flatpak-info at the root of every sandbox (libportal's xdp_portal_running_under_flatpak and
// ashpd's is_sandboxed check it) and sets FLATPAK_ID for the app it runs.
import { existsSync } from 'node:fs'
import type { Env } from '../run-command'

export function runningInFlatpak(env: Env, fileExists: (path: string) => boolean = existsSync): boolean {
  return (env['FLATPAK_ID'] ?? '') !== '' || fileExists('/.flatpak-info')
}
