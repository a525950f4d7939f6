// The XDG Desktop Portal's org.freedesktop.portal.Wallpaper (docs/desktops.md, "The desktop
// portal"): the way to set the wallpaper from inside Flatpak, where the desktop's own tools cannot
// be reached, and a method anyone can choose elsewhere. The portal takes a picture and where to put
// it, nothing more: one picture for every display, the desktop's own way of filling the screen, and
// no way to read back what is shown — so the set is trusted when the portal answers that it is done.
import { isAbsolute, relative } from 'node:path'
import { said, sentence } from '../../i18n/sentence'
import { limitation } from '../limitation'
import { WallpaperError } from '../../errors/errors'
import { BACKEND_NAMES, backendWords } from '../backend-names'
import { requireAllDisplays } from '../display-target'
import { toFileUri } from '../file-uri'
import { fitFor, type FitTable } from '../fit-modes'
import type { Env } from '../run-command'
import type { WallpaperBackend } from '../types'
import { PORTAL_BUS_NAME } from './portal-names'
import type { PortalUnreachable } from './portal-request'

const NAME = BACKEND_NAMES.portal
/** Forgets the answer the person gave the portal about Tapestry setting backgrounds. */
const FORGET_PERMISSION = 'flatpak permission-reset io.github.tapestryapp.Tapestry'

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
    throw new WallpaperError(...sentence('desktop.portal.outsideHome', { file }))
  }
}

function unreachable(error: PortalUnreachable): WallpaperError {
  const options = { cause: error }
  switch (error.reason) {
    case 'no-bus':
      return new WallpaperError(...sentence('desktop.portal.cannotAsk', { reason: error.said }, options))
    case 'no-portal':
      return new WallpaperError(...sentence('desktop.portal.notRunning', { bus: PORTAL_BUS_NAME }, options))
    case 'no-interface':
      return new WallpaperError(...sentence('desktop.portal.noInterface', {}, options))
    case 'refused': {
      // A D-Bus error's own text may end with its full stop; the sentence ends with one.
      const reason = error.said.text === undefined ? { message: error.said.message.replace(/\.$/, '') } : error.said
      return new WallpaperError(...sentence('desktop.portal.refused', { reason }, options))
    }
    case 'no-answer':
      return new WallpaperError(...sentence('desktop.portal.noAnswer', { reason: error.said }, options))
  }
}

export function createPortalBackend(options: PortalBackendOptions): WallpaperBackend {
  // Said when a backend is made, not when the module loads: the command line loads every backend.
  const LIMITATION = limitation(said('desktop.limitation.portal'))
  const oneImage = limitation(said('desktop.limitation.portalOneImage'))
  return {
    id: 'portal',
    name: NAME,
    perDisplay: false,
    limitation: LIMITATION,
    async set(file, { display, fit }) {
      requireAllDisplays(display, oneImage)
      fitFor(PORTAL_FIT, fit, backendWords('portal'))
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
        if (error instanceof PortalUnreachable) throw unreachable(error)
        throw error
      }
      if (outcome === 'cancelled') throw new WallpaperError(...sentence('desktop.portal.cancelled'))
      if (outcome === 'ended') {
        if (options.sandboxed) throw new WallpaperError(...sentence('desktop.portal.endedSandboxed', { command: FORGET_PERMISSION }))
        throw new WallpaperError(...sentence('desktop.portal.ended'))
      }
    },
    // The portal cannot be asked what is shown: the setter then trusts the portal's answer.
    current: async () => null,
    displays: async () => [],
  }
}
