// Which sources cannot search without a key the user has not added, and what to tell them. The
// window knows only `hasKey` (never a key): Unsplash works without one only through the user's own
// proxy (a changed base URL); Reddit always needs an app's client id.
import type { ItemSource } from '../../../shared/media'
import type { PublicSettings, SecretName } from '../../../shared/settings'
import { isFolderSource } from '../../../sources/ids'
import { FOLDER_SOURCES } from '../../../sources/registry'

export interface KeyNeed {
  secret: SecretName
  /** One plain sentence: what the source needs. */
  needs: string
  /** How to get it. */
  how: string
  /** Where to get it. */
  url: string
  action: string
}

const NEEDS: Readonly<Partial<Record<ItemSource, KeyNeed>>> = {
  unsplash: {
    secret: 'unsplashAccessKey',
    needs: 'Unsplash needs your own access key.',
    how: 'Create a free application on Unsplash’s developer site, then paste its Access Key in Settings.',
    url: 'https://unsplash.com/oauth/applications',
    action: 'Add an Unsplash access key',
  },
  reddit: {
    secret: 'redditClientId',
    needs: 'Reddit needs API credentials.',
    how: 'Create an app on Reddit (an installed app needs only its client id; a script app needs its id and secret), then add them in Settings.',
    url: 'https://www.reddit.com/prefs/apps',
    action: 'Add Reddit credentials',
  },
}

/** A folder source whose definition says it cannot search without a key (src/sources/<id>/definition.ts). */
function folderNeed(source: ItemSource): KeyNeed | null {
  if (!isFolderSource(source)) return null
  const { name, key } = FOLDER_SOURCES[source]
  if (key === null || !key.required) return null
  return { secret: key.setting, needs: `${name} needs your own ${key.label}.`, how: key.steps.join(' '), url: key.url, action: `Add a ${name} ${key.label}` }
}

export function keyNeed(source: ItemSource): KeyNeed | null {
  return NEEDS[source] ?? folderNeed(source)
}

/** The need, when `settings` say it is not met; null when the source can search. */
export function missingKey(source: ItemSource, settings: PublicSettings | null): KeyNeed | null {
  const need = keyNeed(source)
  if (need === null || settings === null) return null
  if (settings.hasKey[need.secret]) return null
  if (source === 'unsplash' && settings.baseUrls.unsplash !== undefined) return null
  return need
}
