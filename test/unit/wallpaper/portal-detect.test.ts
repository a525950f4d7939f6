// When the desktop portal sets the wallpaper: always inside Flatpak, where the desktop's own tools
// reach only the sandbox; elsewhere only when chosen by name. And the request path the portal
// documents, built from the caller's unique name.
import { describe, expect, it } from 'vitest'
import { WallpaperError } from '../../../src/main/core/errors/errors'
import { predictedRequestPath, senderElement } from '../../../src/main/core/wallpaper/backends/portal-request'
import { runningInFlatpak } from '../../../src/main/core/wallpaper/backends/portal-sandbox'
import { chooseBackend, detectBackend, type DetectInput } from '../../../src/main/core/wallpaper/detect'
import { WallpaperSettingsSchema, type WallpaperSettingsInput } from '../../../src/main/core/wallpaper/types'

function input(env: Record<string, string>, extra: Partial<DetectInput> = {}): DetectInput {
  return { platform: 'linux', env, which: () => false, running: () => false, ...extra }
}
const settings = (value: WallpaperSettingsInput = {}) => WallpaperSettingsSchema.parse(value)

describe('inside Flatpak', () => {
  it('is known by /.flatpak-info or FLATPAK_ID', () => {
    expect(runningInFlatpak({}, (path) => path === '/.flatpak-info')).toBe(true)
    expect(runningInFlatpak({ FLATPAK_ID: 'io.github.tapestryapp.Tapestry' }, () => false)).toBe(true)
    expect(runningInFlatpak({ FLATPAK_ID: '' }, () => false)).toBe(false)
    expect(runningInFlatpak({}, () => false)).toBe(false)
  })

  it('the portal sets the wallpaper whatever the desktop, since its own tools reach only the sandbox', async () => {
    const sessions: Record<string, string>[] = [{ XDG_CURRENT_DESKTOP: 'GNOME' }, { XDG_CURRENT_DESKTOP: 'KDE' }, { DISPLAY: ':0' }, {}]
    for (const env of sessions) {
      const detection = await detectBackend(input(env, { sandboxed: true }))
      expect(detection).toEqual({ backend: 'portal', desktop: null, reason: 'Tapestry runs inside Flatpak, where only the desktop portal can set the wallpaper' })
    }
  })

  it('a method chosen in the settings is still the person’s choice', async () => {
    expect((await chooseBackend({ ...input({ XDG_CURRENT_DESKTOP: 'GNOME' }, { sandboxed: true }), settings: settings({ backend: 'gnome' }) })).backend).toBe('gnome')
  })

  it('macOS and Windows are never sandboxed this way', async () => {
    expect((await detectBackend(input({}, { platform: 'darwin', sandboxed: true }))).backend).toBe('macos')
  })
})

describe('outside Flatpak', () => {
  it('can be chosen by name', async () => {
    expect(await chooseBackend({ ...input({ XDG_CURRENT_DESKTOP: 'KDE' }), settings: settings({ backend: 'portal' }) })).toEqual({ backend: 'portal', desktop: null, reason: 'chosen in the settings' })
  })

  it('is never chosen by itself: it cannot be read back, so where nothing is recognised the error stands (or the custom command)', async () => {
    const wayland = { XDG_SESSION_TYPE: 'wayland', WAYLAND_DISPLAY: 'wayland-0' }
    const error = await chooseBackend({ ...input(wayland), settings: settings() }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(WallpaperError)
    expect((error as Error).message).toBe('Tapestry could not tell which Wayland desktop this is; choose a wallpaper backend or a custom command in the settings.')
    expect((await chooseBackend({ ...input(wayland), settings: settings({ customCommand: 'setbg {file}' }) })).backend).toBe('custom')
    expect((await chooseBackend({ ...input({ XDG_CURRENT_DESKTOP: 'GNOME' }), settings: settings() })).backend).toBe('gnome')
  })
})

describe('the request path the portal documents', () => {
  it('is /org/freedesktop/portal/desktop/request/SENDER/TOKEN, SENDER the unique name without ":" and with "_" for "."', () => {
    expect(senderElement(':1.42')).toBe('1_42')
    expect(predictedRequestPath(':1.2087', 'tapestry_00ff')).toBe('/org/freedesktop/portal/desktop/request/1_2087/tapestry_00ff')
  })
})
