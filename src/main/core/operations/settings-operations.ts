// Reading and changing the settings and keys. A change is saved, then what it rebuilds is decided
// by settingsChangeRebuilds and carried out by the app (`rebuild`), so every carrier's change
// (the window, `tapestry config set`) rebuilds the same things.
import type { PublicSettings, SecretName } from '../../../shared/settings'
import type { SourcesConfigInput } from '../sources/config'
import { sourcesConfigFromSettings } from '../settings/sources-config'
import type { RemovedKeys } from '../settings/removed-keys'
import type { SecretStore } from '../settings/secret-store'
import type { SettingsStore } from '../settings/settings-store'
import type { HandlerGroup } from './handler-group'
import { settingsChangeRebuilds, type SettingsRebuilds } from './settings-change'

export interface SettingsOperationParts {
  settings: SettingsStore
  secrets: SecretStore
  /** Keys removed from Settings, kept a few minutes in memory for its Undo. */
  removedKeys: RemovedKeys
  /** The sources' configuration the clients were last built from. */
  clientsBuiltFrom: () => SourcesConfigInput
  /** Carries out what a change rebuilds, and hands the new rotation settings to the scheduler. */
  rebuild: (what: SettingsRebuilds, after: PublicSettings) => Promise<void>
}

export function settingsOperations(parts: SettingsOperationParts): HandlerGroup<'settings.get' | 'settings.set'> {
  const { settings, secrets, removedKeys } = parts
  return {
    'settings.get': async () => settings.get(),
    'settings.set': async ({ settings: patch, secrets: changedSecrets, restoreKeys }) => {
      // Every key to put back is found first, so an Undo that comes too late changes nothing.
      const restored = (restoreKeys ?? []).map((name) => [name, removedKeys.take(name)] as const)
      for (const [name, value] of Object.entries(changedSecrets ?? {}) as [SecretName, string | null | undefined][]) {
        if ((value ?? '').trim() === '') removedKeys.removed(name, secrets.get(name))
        await secrets.set(name, value ?? null)
      }
      for (const [name, value] of restored) await secrets.set(name, value)
      const before = settings.get()
      const after = patch ? settings.update(patch) : settings.get()
      await parts.rebuild(settingsChangeRebuilds({ before, after, sources: { built: parts.clientsBuiltFrom(), now: sourcesConfigFromSettings(after, secrets) } }), after)
      return settings.get()
    },
  }
}
