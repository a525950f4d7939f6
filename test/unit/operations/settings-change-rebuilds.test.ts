// What a change of settings rebuilds: each field that matters rebuilds its part and nothing else,
// and a change that touches none of them rebuilds nothing.
import { describe, expect, it } from 'vitest'
import { SettingsSchema, type Settings } from '../../../src/shared/settings'
import type { SourcesSetup } from '../../../src/sources/clients'
import { settingsChangeRebuilds, type SettingsRebuilds } from '../../../src/main/core/operations/settings-operations'

const NOTHING: SettingsRebuilds = { clients: false, library: false, wallpaperSetter: false, reschedule: false, rotation: null }
const SOURCES: SourcesSetup = { baseUrls: { wallhaven: 'https://wallhaven.cc/api/v1/' }, secrets: { wallhavenApiKey: undefined }, installationId: undefined }

const base: Settings = SettingsSchema.parse({})

/** The rebuilds of a change from the defaults to the defaults with `change` applied. */
function rebuildsOf(change: (settings: Settings) => Settings, sources: Partial<{ built: SourcesSetup; now: SourcesSetup }> = {}): SettingsRebuilds {
  return settingsChangeRebuilds({ before: base, after: change(structuredClone(base)), sources: { built: sources.built ?? SOURCES, now: sources.now ?? SOURCES } })
}

describe('settingsChangeRebuilds', () => {
  it('rebuilds nothing when nothing it reads changed (the default source, notifications)', () => {
    expect(rebuildsOf((settings) => settings)).toEqual(NOTHING)
    expect(rebuildsOf((settings) => ({ ...settings, defaultSource: settings.defaultSource === 'reddit' ? 'unsplash' : 'reddit', notifications: { enabled: !settings.notifications.enabled } }))).toEqual(NOTHING)
  })

  it('rebuilds the clients when their configuration is not what they were built from', () => {
    const withKey: SourcesSetup = { ...SOURCES, secrets: { wallhavenApiKey: 'a-key' } }
    expect(rebuildsOf((settings) => settings, { now: withKey })).toEqual({ ...NOTHING, clients: true })
    // A key stored on its own earlier, then an empty change: the clients catch up.
    expect(rebuildsOf((settings) => settings, { built: SOURCES, now: structuredClone(withKey) })).toEqual({ ...NOTHING, clients: true })
    expect(rebuildsOf((settings) => settings, { built: withKey, now: structuredClone(withKey) })).toEqual(NOTHING)
  })

  it('reopens the library when its folder or its size changes', () => {
    expect(rebuildsOf((settings) => ({ ...settings, downloadFolder: '/elsewhere' }))).toEqual({ ...NOTHING, library: true })
    expect(rebuildsOf((settings) => ({ ...settings, quotaBytes: settings.quotaBytes + 1 }))).toEqual({ ...NOTHING, library: true })
  })

  it('detects the desktop again only when how it is set changes, not for the after-change command', () => {
    expect(rebuildsOf((settings) => ({ ...settings, wallpaper: { ...settings.wallpaper, backend: 'custom' } }))).toEqual({ ...NOTHING, wallpaperSetter: true })
    expect(rebuildsOf((settings) => ({ ...settings, wallpaper: { ...settings.wallpaper, customCommand: 'feh {file}' } }))).toEqual({ ...NOTHING, wallpaperSetter: true })
    expect(rebuildsOf((settings) => ({ ...settings, wallpaper: { ...settings.wallpaper, lockScreen: !settings.wallpaper.lockScreen } }))).toEqual({ ...NOTHING, wallpaperSetter: true })
    expect(rebuildsOf((settings) => ({ ...settings, wallpaper: { ...settings.wallpaper, afterChangeCommand: 'notify-send changed' } }))).toEqual(NOTHING)
  })

  it('reschedules rotation when its interval, daily time or pool changes, not for its other settings', () => {
    expect(rebuildsOf((settings) => ({ ...settings, rotation: { ...settings.rotation, intervalMinutes: settings.rotation.intervalMinutes + 5 } }))).toEqual({ ...NOTHING, reschedule: true })
    expect(rebuildsOf((settings) => ({ ...settings, rotation: { ...settings.rotation, dailyAt: '07:30' } }))).toEqual({ ...NOTHING, reschedule: true })
    expect(rebuildsOf((settings) => ({ ...settings, rotation: { ...settings.rotation, pool: settings.rotation.pool.map((member) => ({ ...member, weight: member.weight + 1 })) } }))).toEqual({ ...NOTHING, reschedule: true })
    expect(rebuildsOf((settings) => ({ ...settings, rotation: { ...settings.rotation, historyWindow: settings.rotation.historyWindow + 1, perDisplay: !settings.rotation.perDisplay } }))).toEqual(NOTHING)
  })

  it('stops or starts rotation when paused changes, and neither when it does not', () => {
    const paused = settingsChangeRebuilds({ before: base, after: { ...base, rotation: { ...base.rotation, paused: true } }, sources: { built: SOURCES, now: SOURCES } })
    expect(paused).toEqual({ ...NOTHING, rotation: 'stop' })
    const resumed = settingsChangeRebuilds({ before: { ...base, rotation: { ...base.rotation, paused: true } }, after: base, sources: { built: SOURCES, now: SOURCES } })
    expect(resumed).toEqual({ ...NOTHING, rotation: 'start' })
  })

  it('answers every part a change touches at once', () => {
    const rebuilds = rebuildsOf((settings) => ({ ...settings, quotaBytes: 1, wallpaper: { ...settings.wallpaper, backend: 'custom' }, rotation: { ...settings.rotation, intervalMinutes: 5, paused: true } }), { now: { ...SOURCES, secrets: { ...SOURCES.secrets, unsplashAccessKey: 'k' } } })
    expect(rebuilds).toEqual({ clients: true, library: true, wallpaperSetter: true, reschedule: true, rotation: 'stop' })
  })
})
