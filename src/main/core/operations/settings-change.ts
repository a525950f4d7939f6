// What a change of settings rebuilds, decided in one place from the settings before and after it:
// the source clients, the library, the desktop's setter, the rotation schedule. The settings.set
// operation saves the change, asks this, and the app carries out the answer (app.ts).
import type { PublicSettings } from '../../../shared/settings'
import type { SourcesConfigInput } from '../sources/config'

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
  sources: { built: SourcesConfigInput; now: SourcesConfigInput }
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
