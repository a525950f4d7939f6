// The settings store (settings.json in the data folder): defaults for anything missing, every
// change validated before it is written. A hand-edited value it cannot use goes back to its default
// alone (the rest of the file is kept, and a copy of it as it was); a file that is not JSON at all
// is moved aside. Neither fails start-up.
// What it returns never holds a secret: secrets are in the SecretStore, shown only as hasKey flags.
import { parseOrThrow } from '../../../shared/validation'
import { openJsonStore, type OnRecovered } from '../store/json-store'
import { applyRotationPatch, poolWithFolders } from './rotation-patch'
import {
  SecretNameSchema,
  SettingsPatchSchema,
  SettingsSchema,
  type PublicSettings,
  type SecretName,
  type Settings,
  type SettingsPatch,
} from './schema'
import type { SecretStore } from './secret-store'

export interface SettingsStoreOptions {
  dataDir: string
  secrets: SecretStore
  /** Where a broken file was kept, and which values were put back when it was mended rather than moved aside. */
  onRecovered?: OnRecovered
}

export interface SettingsStore {
  readonly path: string
  readonly recovered: readonly string[]
  /** The settings with defaults filled in, and which secrets are set. */
  get(): PublicSettings
  /** Validates the change (every failing field named), writes it, returns the new settings. */
  update(patch: SettingsPatch): PublicSettings
  /** Back to the defaults. Secrets are kept. */
  reset(): PublicSettings
  /**
   * Changes the list of the person's folders under the file's lock, so the app and a `tapestry
   * folders add` at the same moment both count; answers the new list. Only the folder operations
   * call this, after checking the folder on disk (the settings patch cannot change the list).
   */
  updateLocalFolders(change: (folders: readonly string[]) => string[]): string[]
}

function withoutNulls<T extends object>(value: T): Partial<Record<keyof T, unknown>> {
  return Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== null)) as Partial<Record<keyof T, unknown>>
}

/** Applies a checked patch: nested groups are merged field by field; rotation's as rotation-patch.ts says. */
function applyPatch(current: Settings, patch: ReturnType<typeof SettingsPatchSchema.parse>): unknown {
  const { baseUrls, rotation, wallpaper, startup, notifications, shortcuts, ...top } = patch
  return {
    ...current,
    ...top,
    baseUrls: baseUrls === undefined ? current.baseUrls : withoutNulls({ ...current.baseUrls, ...baseUrls }),
    rotation: rotation === undefined ? current.rotation : applyRotationPatch(current.rotation, rotation),
    wallpaper: wallpaper === undefined ? current.wallpaper : { ...current.wallpaper, ...wallpaper },
    startup: startup === undefined ? current.startup : { ...current.startup, ...startup },
    notifications: notifications === undefined ? current.notifications : { ...current.notifications, ...notifications },
    // A shortcut left out stays as it is; null removes it.
    shortcuts: shortcuts === undefined ? current.shortcuts : { ...current.shortcuts, ...shortcuts },
  }
}

export function createSettingsStore(options: SettingsStoreOptions): SettingsStore {
  const store = openJsonStore({
    cwd: options.dataDir,
    configName: 'settings',
    schema: SettingsSchema,
    ...(options.onRecovered ? { onRecovered: options.onRecovered } : {}),
  })

  const publicView = (settings: Settings): PublicSettings => ({
    ...settings,
    hasKey: Object.fromEntries(SecretNameSchema.options.map((name) => [name, options.secrets.has(name)])) as Record<SecretName, boolean>,
    keyStorage: Object.fromEntries(SecretNameSchema.options.map((name) => [name, options.secrets.storage?.(name) ?? null])) as PublicSettings['keyStorage'],
  })

  return {
    path: store.path,
    get recovered() {
      return store.recovered
    },
    get: () => publicView(store.read()),
    update(patch) {
      const checked = parseOrThrow(SettingsPatchSchema, patch)
      // Validated in full before anything is written, with the settings' own field names.
      const next = parseOrThrow(SettingsSchema, applyPatch(store.read(), checked))
      return publicView(store.update(() => next))
    },
    reset: () => publicView(store.update(() => SettingsSchema.parse({}))),
    updateLocalFolders(change) {
      return store.update((current) => {
        const localFolders = change(current.localFolders)
        // Rotation's pool keeps in step: a folder added joins it, one removed leaves it.
        const pool = poolWithFolders(current.rotation.pool, current.localFolders, localFolders)
        return parseOrThrow(SettingsSchema, { ...current, localFolders, rotation: { ...current.rotation, pool } })
      }).localFolders
    },
  }
}
