// Every source, as the window, the command line, rotation and the settings read it: adding one is
// its folder and one line in each of the three registries (this one, clients.ts for main,
// commands.ts for the command line), plus window.ts when it brings controls of its own.
import type { SourceDefinition } from './definition'
import type { SourceId } from './ids'
import { apodDefinition } from './apod/definition'
import { articDefinition } from './artic/definition'
import { bingDefinition } from './bing/definition'
import { pexelsDefinition } from './pexels/definition'
import { redditDefinition } from './reddit/definition'
import { unsplashDefinition } from './unsplash/definition'
import { wallhavenDefinition } from './wallhaven/definition'
import { wikimediaDefinition } from './wikimedia/definition'

export const SOURCE_DEFINITIONS: Readonly<Record<SourceId, SourceDefinition>> = Object.freeze({
  wallhaven: wallhavenDefinition,
  unsplash: unsplashDefinition,
  reddit: redditDefinition,
  bing: bingDefinition,
  apod: apodDefinition,
  wikimedia: wikimediaDefinition,
  artic: articDefinition,
  pexels: pexelsDefinition,
})

/** Every secret a source takes (`wallhavenApiKey`, `redditClientSecret`), kept in the keychain. */
export const SOURCE_SECRET_SETTINGS = Object.values(SOURCE_DEFINITIONS).flatMap((source) =>
  source.key ? [source.key.setting, ...(source.key.more ?? []).map((secret) => secret.setting)] : [],
)

/** Each source's API roots by settings name (`baseUrls.<name>`): its id's, and Reddit's sign-in. */
export const SOURCE_API_ROOT_SETTINGS: readonly string[] = Object.values(SOURCE_DEFINITIONS).flatMap((source) => Object.keys(source.apiRoots))
