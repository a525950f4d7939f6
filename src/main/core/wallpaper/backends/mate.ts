// MATE: picture-filename holds a plain path, not a URI.
import { said } from '../../i18n/sentence'
import { limitation } from '../limitation'
import { BACKEND_NAMES } from '../backend-names'
import type { BackendContext } from '../backend-context'
import type { WallpaperBackend } from '../types'
import { createGsettingsBackend } from './gsettings'

export function createMateBackend(context: BackendContext): WallpaperBackend {
  return createGsettingsBackend(context, {
    id: 'mate',
    name: BACKEND_NAMES.mate,
    schema: 'org.mate.background',
    imageKeys: [{ key: 'picture-filename' }],
    value: 'path',
    limitation: limitation(said('desktop.limitation.mate')),
  })
}
