// GNOME, and Unity and Budgie, which read the same keys: picture-uri AND picture-uri-dark (GNOME 42+
// shows the dark one under the dark style), plus picture-options.
import { said } from '../../i18n/sentence'
import { limitation } from '../limitation'
import type { BackendContext } from '../backend-context'
import type { WallpaperBackend } from '../types'
import { createGsettingsBackend } from './gsettings'

export function createGnomeBackend(context: BackendContext, variant: { id: 'gnome' | 'unity' | 'budgie'; name: string }): WallpaperBackend {
  return createGsettingsBackend(context, {
    id: variant.id,
    name: variant.name,
    schema: 'org.gnome.desktop.background',
    imageKeys: [{ key: 'picture-uri' }, { key: 'picture-uri-dark', optional: true }],
    value: 'uri',
    limitation: limitation(said('desktop.limitation.oneImage', { backend: variant.name })),
  })
}
