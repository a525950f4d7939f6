// Setting a picture as the wallpaper, downloading one, and saying how this desktop is set.
import { join } from 'node:path'
import type { EventSink } from './operations'
import { NotFoundError } from '../errors/errors'
import { sentence } from '../i18n/sentence'
import type { Library } from '../library/library'
import type { PictureSetter } from '../actions/picture-setter'
import type { SettingsStore } from '../settings/settings-store'
import { describeMethod } from '../wallpaper/describe-method'
import type { WallpaperActions } from '../actions/wallpaper-actions'
import type { SourceClients } from '../../../sources/clients'
import { setFile } from '../actions/set-file'
import type { HandlerGroup, LibraryChanged } from './handler-group'

type Env = Record<string, string | undefined>

export interface WallpaperOperationParts {
  actions: Pick<WallpaperActions, 'setWallpaper' | 'download'>
  library: () => Pick<Library, 'get' | 'downloads' | 'libraryDir'>
  /** The sources' clients as configured now: a source may name a picture before it is set. */
  clients: () => SourceClients
  /** The desktop's setter, detected at its first use. */
  wallpaper: () => Promise<PictureSetter>
  settings: Pick<SettingsStore, 'get'>
  events: EventSink
  libraryChanged: LibraryChanged
  /** What describing another method needs: where the session is and how it is set up. */
  platform: NodeJS.Platform | undefined
  env: Env
  dataDir: string
}

export function wallpaperOperations(parts: WallpaperOperationParts): HandlerGroup<'setWallpaper' | 'download' | 'wallpaper.method' | 'wallpaper.setFile'> {
  return {
    // Named as the command line's `set` names it (Wallhaven: the title from its tags); without the record (offline), as the card is.
    setWallpaper: async (input, { signal }) => {
      const named = input.item.source === 'local' ? undefined : parts.clients()[input.item.source].named
      const item = named ? await named(input.item, { signal }).catch(() => input.item) : input.item
      return parts.actions.setWallpaper(item, { display: input.display, fit: input.fit, signal })
    },
    download: async (input, { signal }) => {
      const { libraryId } = await parts.actions.download(input.item, { signal })
      const library = parts.library()
      const entry = library.get(libraryId)
      if (!entry) throw new NotFoundError(...sentence('core.library.leftAtOnce'))
      const record = library.downloads.record(entry, library.libraryDir)
      parts.libraryChanged('entries')
      parts.events.emit('download.finished', { libraryId, fileName: record.fileName, path: record.path, title: record.title })
      return { libraryId, fileName: record.fileName, path: record.path }
    },
    'wallpaper.method': async (input) => {
      const saved = parts.settings.get().wallpaper
      if (input?.backend !== undefined && input.backend !== saved.backend) {
        return describeMethod({ backend: input.backend, customCommand: saved.customCommand, platform: parts.platform, env: parts.env, stateDir: join(parts.dataDir, 'state') })
      }
      const { backend } = await parts.wallpaper()
      return { name: backend.name, lockScreen: backend.lockScreen }
    },
    'wallpaper.setFile': (input) => setFile(parts.wallpaper, input.file, input.display),
  }
}
