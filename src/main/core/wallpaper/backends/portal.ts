// The XDG Desktop Portal's org.freedesktop.portal.Wallpaper (docs/desktops.md, "The desktop
// portal"): the way to set the wallpaper from inside Flatpak, where the desktop's own tools cannot
// be reached, and a method anyone can choose elsewhere. The portal takes a picture and where to put
// it, nothing more: one picture for every display, the desktop's own way of filling the screen, and
// no way to read back what is shown — so the set is trusted when the portal answers that it is done.
import { isAbsolute, relative } from 'node:path'
import { WallpaperError } from '../../errors/errors'
import { BACKEND_NAMES } from '../backend-names'
import { requireAllDisplays } from '../display-target'
import { toFileUri } from '../file-uri'
import { fitFor, type FitTable } from '../fit-modes'
import type { Env } from '../run-command'
import type { WallpaperBackend } from '../types'
import { PORTAL_BUS_NAME } from './portal-names'
import type { PortalUnreachable } from './portal-request'

const NAME = BACKEND_NAMES.portal
export const PORTAL_LIMITATION = `${NAME} sets one picture on all displays, filled the desktop’s own way, and cannot say what the desktop shows.`

/** The portal has no fit option: the desktop shows the picture the way it is set to (GNOME's default zooms to fill), so only `fill` (and smart fill's crop) are taken. */
const PORTAL_FIT: FitTable<true> = { smart: true, fill: true, fit: null, stretch: null, center: null, tile: null, span: null }

export interface PortalBackendOptions {
  env: Env
  /** Inside Flatpak, a picture must be where the host sees it under the same path. */
  sandboxed: boolean
  /** Connecting and the method's own reply. */
  callTimeoutMs?: number
  /** The portal's answer, which may wait for the person (the first time, whether Tapestry may set backgrounds at all). */
  answerTimeoutMs?: number
}

const CALL_TIMEOUT_MS = 10_000
const ANSWER_TIMEOUT_MS = 120_000

/** Inside Flatpak the home folder (and so Tapestry's own data under ~/.var/app) has the same path on the host; the sandbox's /tmp and /app do not. */
function requireHostPath(file: string, env: Env): void {
  const home = env['HOME']
  const inside = home ? relative(home, file) : ''
  if (!home || inside === '' || inside.startsWith('..') || isAbsolute(inside)) {
    throw new WallpaperError(`From inside Flatpak the desktop portal can be given only pictures in your home folder, where the desktop can open them too; ${file} is not.`)
  }
}

function sentence(error: PortalUnreachable): string {
  switch (error.reason) {
    case 'no-bus':
      return `${NAME} cannot be asked: ${error.message}.`
    case 'no-portal':
      return `${NAME} (${PORTAL_BUS_NAME}) is not running on this session; install xdg-desktop-portal and your desktop’s portal (xdg-desktop-portal-gnome, xdg-desktop-portal-kde…), or choose another wallpaper method in the settings.`
    case 'no-interface':
      return `${NAME} here cannot set the wallpaper: this desktop’s portal does not implement org.freedesktop.portal.Wallpaper; choose another wallpaper method in the settings.`
    case 'refused':
      return `${NAME} refused the request: ${error.message.replace(/\.$/, '')}.`
    case 'no-answer':
      return `${NAME} did not answer: ${error.message}.`
  }
}

export function createPortalBackend(options: PortalBackendOptions): WallpaperBackend {
  return {
    id: 'portal',
    name: NAME,
    perDisplay: false,
    limitation: PORTAL_LIMITATION,
    async set(file, { display, fit }) {
      requireAllDisplays(display, `${NAME} sets one picture on all displays.`)
      fitFor(PORTAL_FIT, fit, NAME)
      if (options.sandboxed) requireHostPath(file, options.env)
      // Loaded when first used: the D-Bus library is no part of a command that never sets through the portal.
      const { PortalUnreachable, requestPortal } = await import('./portal-request')
      let outcome
      try {
        ;({ outcome } = await requestPortal(
          {
            interface: 'org.freedesktop.portal.Wallpaper',
            method: 'SetWallpaperURI',
            signature: 'ssa{sv}',
            // No parent window: Tapestry sets wallpapers from the tray and the command line too, with no window to attach a dialog to.
            args: ['', toFileUri(file)],
            options: {
              // Without a preview the portal asks once whether Tapestry may set backgrounds and remembers the answer;
              // with one it would show a dialog at every change of a rotation. It may still show one.
              'show-preview': { type: 'b', value: false },
              'set-on': { type: 's', value: 'background' },
            },
          },
          { env: options.env, callTimeoutMs: options.callTimeoutMs ?? CALL_TIMEOUT_MS, answerTimeoutMs: options.answerTimeoutMs ?? ANSWER_TIMEOUT_MS },
        ))
      } catch (error) {
        if (error instanceof PortalUnreachable) throw new WallpaperError(sentence(error), { cause: error })
        throw error
      }
      if (outcome === 'cancelled') throw new WallpaperError('The wallpaper was not changed: setting it was cancelled in the desktop portal’s dialog.')
      if (outcome === 'ended') {
        throw new WallpaperError(
          `${NAME} did not set the wallpaper. If Tapestry was refused permission to set backgrounds, allow it again in your desktop’s settings for apps${options.sandboxed ? ' (or forget the answer with: flatpak permission-reset io.github.tapestryapp.Tapestry)' : ''}.`,
        )
      }
    },
    // The portal cannot be asked what is shown: the setter then trusts the portal's answer.
    current: async () => null,
    displays: async () => [],
  }
}
