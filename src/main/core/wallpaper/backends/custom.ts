// A command the person wrote for a desktop Tapestry does not know. It runs without a shell; it can
// set one display only if it has a {display} placeholder, and it cannot be read back.
import { BACKEND_NAMES } from '../backend-names'
import type { BackendContext } from '../backend-context'
import { fillCommandTemplate, type ParsedTemplate } from '../command-template'
import { requireAllDisplays } from '../display-target'
import type { WallpaperBackend } from '../types'
import { listX11DisplaysIfAvailable } from '../x11-displays'

const NAME = BACKEND_NAMES.custom
const LIMITATION = 'The custom wallpaper command has no {display} placeholder, so it sets one image on all displays.'

export function createCustomBackend(context: BackendContext, template: ParsedTemplate): WallpaperBackend {
  return {
    id: 'custom',
    name: NAME,
    perDisplay: template.perDisplay,
    limitation: template.perDisplay ? 'Tapestry cannot read back what the custom wallpaper command set.' : LIMITATION,
    async set(file, { display, fit }) {
      if (!template.perDisplay) requireAllDisplays(display, LIMITATION)
      await context.runner.run(template.command, fillCommandTemplate(template, { file, display: String(display), fit }))
    },
    current: async () => null,
    displays: () => listX11DisplaysIfAvailable(context),
  }
}
