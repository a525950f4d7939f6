// Reading and changing the settings and keys. A change is saved, what it rebuilds is decided in one
// place (settingsChangeRebuilds, from the settings before and after it), the scheduler is handed the
// new rotation settings (it never reads them back) and counts its timer again where that changed,
// and the app rebuilds the rest (`rebuild`): every carrier's change (the window, `tapestry config
// set`) rebuilds the same things.
import type { PublicSettings, SecretName } from '../../../shared/settings'
import type { SourcesSetup } from '../../../sources/clients'
import { sourcesSetup } from '../settings/sources-config'
import type { RemovedKeys } from '../settings/removed-keys'
import type { SecretStore } from '../settings/secret-store'
import type { SettingsStore } from '../settings/settings-store'
import type { HandlerGroup } from './handler-group'
import type { RotationScheduler } from '../rotation/rotation-scheduler'

export interface SettingsOperationParts {
  settings: SettingsStore
  secrets: SecretStore
  /** Keys removed from Settings, kept a few minutes in memory for its Undo. */
  removedKeys: RemovedKeys
  /** The sources' configuration the clients were last built from. */
  clientsBuiltFrom: () => SourcesSetup
  /** Rebuilds the clients, the library and the desktop's setter where a change asks it. */
  rebuild: (what: SettingsRebuilds) => Promise<void>
  scheduler: Pick<RotationScheduler, 'use' | 'reschedule' | 'start' | 'stop'>
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
      const what = settingsChangeRebuilds({ before, after, sources: { built: parts.clientsBuiltFrom(), now: sourcesSetup(after, secrets) } })
      parts.scheduler.use(after.rotation)
      await parts.rebuild(what)
      if (what.reschedule) parts.scheduler.reschedule()
      if (what.rotation === 'stop') parts.scheduler.stop()
      if (what.rotation === 'start') parts.scheduler.start()
      return settings.get()
    },
  }
}

export interface SettingsRebuilds {
  /**
   * The source clients: their configuration (base URLs, keys, Reddit's device id) is not what they
   * were built from, whether this change or an earlier one (a key stored on its own) made it so.
   */
  clients: boolean
  /** The library, reopened: its folder or its size changed. */
  library: boolean
  /**
   * The desktop's setter, detected again at its next use: how the desktop is set changed. The
   * after-change command is read at each change, so it needs no new setter.
   */
  wallpaperSetter: boolean
  /** The rotation timer, counted again: when it runs (interval, daily time) or what it draws from (the pool) changed. */
  reschedule: boolean
  /** Pausing or resuming from the settings page takes effect now (and the tray hears of it); null: unchanged. */
  rotation: 'start' | 'stop' | null
}

type Compared = Pick<PublicSettings, 'downloadFolder' | 'quotaBytes' | 'wallpaper' | 'rotation'>

export interface SettingsChange {
  before: Compared
  after: Compared
  /** The sources' configuration the clients were built from, and as the settings and keys make it now. */
  sources: { built: SourcesSetup; now: SourcesSetup }
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b)

export function settingsChangeRebuilds({ before, after, sources }: SettingsChange): SettingsRebuilds {
  return {
    clients: !same(sources.now, sources.built),
    library: after.downloadFolder !== before.downloadFolder || after.quotaBytes !== before.quotaBytes,
    wallpaperSetter: (['backend', 'customCommand', 'lockScreen'] as const).some((field) => after.wallpaper[field] !== before.wallpaper[field]),
    reschedule: (['intervalMinutes', 'dailyAt'] as const).some((field) => after.rotation[field] !== before.rotation[field]) || !same(after.rotation.pool, before.rotation.pool),
    rotation: after.rotation.paused === before.rotation.paused ? null : after.rotation.paused ? 'stop' : 'start',
  }
}
