// Cinnamon: its own schema, a file:// URI, the GNOME picture-options values.
import { said } from '../../i18n/sentence'
import { limitation } from '../limitation'
import { BACKEND_NAMES } from '../backend-names'
import type { BackendContext } from '../backend-context'
import type { WallpaperBackend } from '../types'
import { createGsettingsBackend } from './gsettings'

export function createCinnamonBackend(context: BackendContext): WallpaperBackend {
  return createGsettingsBackend(context, {
    id: 'cinnamon',
    name: BACKEND_NAMES.cinnamon,
    schema: 'org.cinnamon.desktop.background',
    imageKeys: [{ key: 'picture-uri' }],
    value: 'uri',
    limitation: limitation(said('desktop.limitation.oneImage', { backend: 'Cinnamon' })),
  })
}
