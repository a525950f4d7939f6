// Undo for a removed key. The window never holds a key (it only learns "set" or "not set"), so the
// key removed in Settings is kept here, in the main process's memory and nowhere else, for a few
// minutes: long enough for the Undo the window offers, never written to disk, gone at quit.
import { TapestryError } from '../../../shared/errors'
import { sentence } from '../i18n/sentence'
import type { SecretName } from '../../../shared/settings'
import { SOURCE_DEFINITIONS } from '../../../sources/registry'

/** How long a removed key can be put back. The window's Undo is offered for seconds; this is ample. */
export const RESTORE_WINDOW_MS = 10 * 60 * 1000

/** "Wallhaven API key", "Reddit client secret": each secret as Settings names it. */
const KEY_NAMES: Readonly<Record<SecretName, string>> = Object.fromEntries(
  Object.values(SOURCE_DEFINITIONS).flatMap((source) =>
    source.key ? [source.key, ...(source.key.more ?? [])].map((secret) => [secret.setting, `${source.name} ${secret.label}`]) : [],
  ),
)

export interface RemovedKeys {
  /** Remembers a key about to be removed (nothing when there was none). */
  removed(name: SecretName, value: string | undefined): void
  /** The key removed last under this name, once; a plain-sentence error when it is no longer kept. */
  take(name: SecretName): string
}

export function createRemovedKeys(now: () => number = Date.now): RemovedKeys {
  const kept = new Map<SecretName, { value: string; at: number }>()
  return {
    removed(name, value) {
      if (value === undefined || value === '') return
      kept.set(name, { value, at: now() })
    },
    take(name) {
      const entry = kept.get(name)
      kept.delete(name)
      if (!entry || now() - entry.at > RESTORE_WINDOW_MS) {
        throw new TapestryError('validation', ...sentence('core.keys.gone', { key: String(KEY_NAMES[name]) }))
      }
      return entry.value
    },
  }
}
