// Which sources cannot search without a key the user has not added, and what to tell them. The
// window knows only `hasKey` (never a key): a source whose definition says `proxyServes` works
// without one through the user's own proxy (a changed base URL); the others always need theirs.
import type { ItemSource } from '../../../shared/media'
import type { PublicSettings, SecretName } from '../../../shared/settings'
import type { SourceDefinition } from '../../../sources/definition'
import { isSourceId } from '../../../sources/ids'
import { SOURCE_DEFINITIONS } from '../../../sources/registry'
import { localisedDefinition } from '../i18n/source-texts'
import { translate } from '../i18n/use-t'

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

/** A source whose definition says it cannot search without a key (src/sources/<id>/definition.ts), in its own words where it has them, in the window's language. */
export function keyNeed(source: ItemSource): KeyNeed | null {
  if (!isSourceId(source)) return null
  const { name, key } = localisedDefinition(source, translate)
  if (key === null || !key.required) return null
  const missing = key.missing ?? { needs: translate('settings.keys.needsOwn', { name, label: key.label }), how: key.steps.join(' '), action: translate('settings.keys.add', { name, label: key.label }) }
  return { secret: key.setting, needs: missing.needs, how: missing.how, url: key.url, action: missing.action }
}

/** The need, when `settings` say it is not met; null when the source can search. */
export function missingKey(source: ItemSource, settings: PublicSettings | null): KeyNeed | null {
  const need = keyNeed(source)
  if (need === null || settings === null || !isSourceId(source)) return null
  if (settings.hasKey[need.secret]) return null
  if (servedByProxy(SOURCE_DEFINITIONS[source], settings)) return null
  return need
}

/** A source its person's own proxy may hold the key for: its API root (the first, its own) is changed in the settings file. */
function servedByProxy(source: SourceDefinition, settings: PublicSettings): boolean {
  if (source.key?.proxyServes !== true) return false
  const root = Object.keys(source.apiRoots)[0] ?? source.id
  return (settings.baseUrls as Readonly<Record<string, string | undefined>>)[root] !== undefined
}
