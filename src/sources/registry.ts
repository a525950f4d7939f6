// Every source that lives in a folder here, as the window, the command line, rotation and the
// settings read it: adding one is its folder and one line in each of the three registries (this
// one, clients.ts for main, commands.ts for the command line).
import type { SourceDefinition } from './definition'
import type { FolderSourceId } from './ids'
import { apodDefinition } from './apod/definition'
import { articDefinition } from './artic/definition'
import { bingDefinition } from './bing/definition'
import { pexelsDefinition } from './pexels/definition'
import { wikimediaDefinition } from './wikimedia/definition'

export const FOLDER_SOURCES: Readonly<Record<FolderSourceId, SourceDefinition>> = Object.freeze({
  bing: bingDefinition,
  apod: apodDefinition,
  wikimedia: wikimediaDefinition,
  artic: articDefinition,
  pexels: pexelsDefinition,
})

/** The Settings fields of the folder sources' keys (`pexelsApiKey`), kept in the keychain like every secret. */
export const FOLDER_SOURCE_KEY_SETTINGS = Object.values(FOLDER_SOURCES).flatMap((source) => (source.key ? [source.key.setting] : []))
