// Each online source's keys, and how a person gets one: numbered steps and the page where it is made,
// in the window's language (the definition's words through the catalog, source-texts.ts).
import type { MediaSource } from '../../../shared/media'
import type { SecretName } from '../../../shared/settings'
import type { SourceDefinition, SourceKeySpec } from '../../../sources/definition'
import { SOURCE_IDS } from '../../../sources/ids'
import { SOURCE_DEFINITIONS } from '../../../sources/registry'
import { localisedDefinition } from '../i18n/source-texts'
import type { WindowT } from '../i18n/use-t'

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
function keysOf(source: SourceDefinition, key: SourceKeySpec, t: WindowT): SourceKeys {
  const name = source.name
  return {
    source: source.id,
    title: name,
    need: key.need ?? (key.required ? t('settings.keys.needRequired') : t('settings.keys.needOptional')),
    link: { href: key.url, text: key.linkText ?? t('settings.keys.getOne', { name, label: key.label }) },
    steps: key.steps,
    keys: [
      {
        name: key.setting,
        label: t('settings.keys.keyLabel', { name, label: key.label }),
        placeholder: key.placeholder ?? t('settings.keys.paste', { label: key.label }),
        withoutIt: key.withoutIt ?? (key.required ? t('settings.keys.withoutRequired', { name }) : t('settings.keys.withoutOptional', { name })),
      },
      // The secrets it takes beside the key (a script app's client secret), never required.
      ...(key.more ?? []).map((secret) => ({ name: secret.setting, label: t('settings.keys.keyLabel', { name, label: secret.label }), placeholder: secret.placeholder, withoutIt: secret.withoutIt })),
    ],
  }
}

/** Every source that takes a key, in the registry's order, as each one's definition describes it (src/sources/<id>/definition.ts), in the window's words. */
export function sourceKeys(t: WindowT): readonly SourceKeys[] {
  return SOURCE_IDS.flatMap((id): SourceKeys[] => {
    const source = localisedDefinition(id, t)
    return source.key === null ? [] : [keysOf(source, source.key, t)]
  })
}

/** The section's key names: an address with one of these as `focus` opens Sources & keys at it. */
export const KEY_NAMES: readonly SecretName[] = SOURCE_IDS.flatMap((id) => {
  const key = SOURCE_DEFINITIONS[id].key
  return key === null ? [] : [key.setting, ...(key.more ?? []).map((secret) => secret.setting)]
})
