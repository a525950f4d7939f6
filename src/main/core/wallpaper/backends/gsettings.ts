// The GNOME family (GNOME, Unity, Budgie, Cinnamon, MATE) keeps the wallpaper in gsettings keys: the
// image key(s) and picture-options. One image covers every display there.
import { WallpaperError } from '../../errors/errors'
import { sentence } from '../../i18n/sentence'
import type { Limitation } from '../limitation'
import type { BackendContext } from '../backend-context'
import { requireAllDisplays } from '../display-target'
import { fromStoredLocation, toFileUri } from '../file-uri'
import { fitFor, GNOME_PICTURE_OPTIONS } from '../fit-modes'
import { gvariantString, parseGvariantString } from '../gvariant'
import { createGsettingsCommand } from './gsettings-command'
import type { BackendId, CurrentWallpaper, WallpaperBackend } from '../types'
import { listX11DisplaysIfAvailable } from '../x11-displays'

export interface GsettingsBackendSpec {
  id: BackendId
  name: string
  schema: string
  /** The keys that hold the image; optional ones are set only where the schema has them. */
  imageKeys: readonly { key: string; optional?: boolean }[]
  /** GNOME stores a file:// URI, MATE a plain path. */
  value: 'uri' | 'path'
  limitation: Limitation
}

export function createGsettingsBackend(context: BackendContext, spec: GsettingsBackendSpec): WallpaperBackend {
  const gsettings = createGsettingsCommand(context.runner)
  let presentKeys: Promise<string[]> | undefined

  async function get(key: string): Promise<string> {
    return parseGvariantString(await gsettings.get(spec.schema, key))
  }

  async function set(key: string, value: string): Promise<void> {
    await gsettings.set(spec.schema, key, gvariantString(value))
  }

  // picture-uri-dark exists from GNOME 42 on; asked once, since setting a missing key fails.
  function imageKeys(): Promise<string[]> {
    presentKeys ??= (async () => {
      if (spec.imageKeys.every((entry) => !entry.optional)) return spec.imageKeys.map((entry) => entry.key)
      const listed = new Set(await gsettings.listKeys(spec.schema))
      const keys = spec.imageKeys.filter((entry) => !entry.optional || listed.has(entry.key)).map((entry) => entry.key)
      if (keys.length === 0) throw new WallpaperError(...sentence('desktop.gsettings.noImageKey', { backend: spec.name, schema: spec.schema }))
      return keys
    })().catch((error: unknown) => {
      presentKeys = undefined
      throw error
    })
    return presentKeys
  }

  return {
    id: spec.id,
    name: spec.name,
    perDisplay: false,
    limitation: spec.limitation,
    async set(file, { display, fit }) {
      requireAllDisplays(display, spec.limitation)
      // Always written: 'none' would hide the picture, and the fit is the person's choice.
      const options = fitFor(GNOME_PICTURE_OPTIONS, fit, spec.name)
      const keys = await imageKeys()
      await set('picture-options', options)
      const value = spec.value === 'uri' ? toFileUri(file) : file
      for (const key of keys) await set(key, value)
    },
    async current(): Promise<CurrentWallpaper[]> {
      const keys = await imageKeys()
      const readings: CurrentWallpaper[] = []
      for (const key of keys) readings.push({ file: fromStoredLocation(await get(key)), display: key })
      return readings
    },
    displays: () => listX11DisplaysIfAvailable(context),
  }
}
