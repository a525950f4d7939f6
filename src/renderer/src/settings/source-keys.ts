// Each online source's keys, and how a person gets one: numbered steps and the page where it is made.
import type { MediaSource } from '../../../shared/media'
import type { SecretName } from '../../../shared/settings'
import type { SourceDefinition, SourceKeySpec } from '../../../sources/definition'
import { SOURCE_IDS } from '../../../sources/ids'
import { SOURCE_DEFINITIONS } from '../../../sources/registry'

export interface KeyInfo {
  name: SecretName
  label: string
  placeholder: string
  /** What happens without it, said when it is removed. */
  withoutIt: string
}

export interface SourceKeys {
  source: MediaSource
  title: string
  /** Whether the source works without a key, in a sentence. */
  need: string
  link: { href: string; text: string }
  steps: readonly string[]
  keys: readonly KeyInfo[]
}

/** A source's key as Settings shows it, in the definition's words where it has its own. */
function keysOf(source: SourceDefinition, key: SourceKeySpec): SourceKeys {
  return {
    source: source.id,
    title: source.name,
    need: key.need ?? (key.required ? 'Needs a key of your own to search.' : 'Works without a key, within lower limits. A key of your own lifts them.'),
    link: { href: key.url, text: key.linkText ?? `Get a ${source.name} ${key.label}` },
    steps: key.steps,
    keys: [
      {
        name: key.setting,
        label: `${source.name} ${key.label}`,
        placeholder: key.placeholder ?? `Paste the ${key.label}`,
        withoutIt: key.withoutIt ?? (key.required ? `${source.name} cannot be searched until a key is pasted again.` : `${source.name} goes back to its shared limits.`),
      },
      // The secrets it takes beside the key (a script app's client secret), never required.
      ...(key.more ?? []).map((secret) => ({ name: secret.setting, label: `${source.name} ${secret.label}`, placeholder: secret.placeholder, withoutIt: secret.withoutIt })),
    ],
  }
}

/** Every source that takes a key, in the registry's order, as each one's definition describes it (src/sources/<id>/definition.ts). */
export const SOURCE_KEYS: readonly SourceKeys[] = SOURCE_IDS.flatMap((id): SourceKeys[] => {
  const source = SOURCE_DEFINITIONS[id]
  return source.key === null ? [] : [keysOf(source, source.key)]
})

/** The section's key names: an address with one of these as `focus` opens Sources & keys at it. */
export const KEY_NAMES: readonly SecretName[] = SOURCE_KEYS.flatMap((source) => source.keys.map((key) => key.name))
