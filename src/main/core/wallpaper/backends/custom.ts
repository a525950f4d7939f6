// A command the person wrote for a desktop Tapestry does not know. It runs without a shell; it can
// set one display only if it has a {display} placeholder, and it cannot be read back.
import { said } from '../../i18n/sentence'
import { limitation } from '../limitation'
import { BACKEND_NAMES } from '../backend-names'
import type { BackendContext } from '../backend-context'
import { fillCommandTemplate, type ParsedTemplate } from '../command-template'
import { requireAllDisplays } from '../display-target'
import type { WallpaperBackend } from '../types'
import { listX11DisplaysIfAvailable } from '../x11-displays'

const NAME = BACKEND_NAMES.custom

export function createCustomBackend(context: BackendContext, template: ParsedTemplate): WallpaperBackend {
  // Said when a backend is made, not when the module loads: the command line loads every backend.
  const LIMITATION = limitation(said('desktop.limitation.customOneImage'))
  return {
    id: 'custom',
    name: NAME,
    perDisplay: template.perDisplay,
    limitation: template.perDisplay ? limitation(said('desktop.limitation.customNoReadBack')) : LIMITATION,
    async set(file, { display, fit }) {
      if (!template.perDisplay) requireAllDisplays(display, LIMITATION)
      await context.runner.run(template.command, fillCommandTemplate(template, { file, display: String(display), fit }))
    },
    current: async () => null,
    displays: () => listX11DisplaysIfAvailable(context),
  }
}
