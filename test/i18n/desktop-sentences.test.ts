// The wallpaper code's sentences as messages of the shared catalog (messages/desktop): each real
// path below still says its English exactly as before, and its catalog message, said in German,
// is German, with the names of displays, commands and tools, and a tool's own words, kept as given.
import { describe, expect, it } from 'vitest'
import type { ErrorText } from '../../src/shared/errors'
import { listDisplays } from '../../src/main/core/displays/display-list'
import { messagesFor } from '../../src/main/core/i18n/intl'
import { createWindowsBackend } from '../../src/main/core/wallpaper/backends/windows'
import { detectBackend } from '../../src/main/core/wallpaper/detect'
import { findDisplay, requireAllDisplays } from '../../src/main/core/wallpaper/display-target'
import { createLockScreen } from '../../src/main/core/wallpaper/lock-screen/lock-screens'
import { createCommandRunner } from '../../src/main/core/wallpaper/run-command'
import type { DisplayInfo, WallpaperBackend } from '../../src/main/core/wallpaper/types'
import type { WallpaperSetter } from '../../src/main/core/wallpaper/wallpaper'
import type { WallpaperModule } from '../../src/main/core/wallpaper/wallpaper-module'
import { platformDisplay } from '../support/platform-displays'

const german = messagesFor('de')

/** What a promise rejected with (it must reject). */
async function failure(promise: Promise<unknown>): Promise<{ message: string; text?: ErrorText }> {
  try {
    await promise
  } catch (error) {
    return error as { message: string; text?: ErrorText }
  }
  throw new Error('expected a failure')
}

/** The error thrown by `run` (it must throw). */
function thrown(run: () => unknown): { message: string; text?: ErrorText } {
  try {
    run()
  } catch (error) {
    return error as { message: string; text?: ErrorText }
  }
  throw new Error('expected a failure')
}

/** Its catalog message in German: there, different from the English, and keeping each name. */
function expectGerman(said: { message: string; text?: ErrorText }, ...kept: string[]): string {
  expect(said.text?.key).toMatch(/^desktop\./)
  const text = german.say(said.text as ErrorText)
  expect(text).toBeTruthy()
  expect(text).not.toBe(said.message)
  for (const name of kept) expect(text).toContain(name)
  return text as string
}

/** The Windows backend over a fake `wallpaper` package whose setWallpaper fails as given. */
function windows(setWallpaper: WallpaperModule['setWallpaper'] = async () => undefined) {
  return createWindowsBackend(async () => ({ setWallpaper, getWallpaper: async () => '' }))
}

/** A setter as display-list asks of it: the backend as wallpaper.ts describes it, and the desktop's displays. */
function setter(backend: Pick<WallpaperBackend, 'id' | 'name' | 'perDisplay' | 'limitation'>, displays: DisplayInfo[]): Pick<WallpaperSetter, 'backend' | 'displays'> {
  const { id, name, perDisplay, limitation } = backend
  return { backend: { id, name, perDisplay, limitation, desktop: null, reason: 'chosen in the test', lockScreen: { support: 'none', detail: '' } }, displays: async () => displays }
}

describe('the wallpaper code’s sentences, English as before and German from the catalog', () => {
  it('a command that is not installed (run-command)', async () => {
    const runner = createCommandRunner({ backendName: 'feh', env: { PATH: '/nonexistent-tapestry-path' } })
    const error = await failure(runner.run('fehbg-not-installed', []))
    expect(error.message).toBe('feh needs the command fehbg-not-installed, which is not installed or not on PATH.')
    expect(expectGerman(error, 'feh', 'fehbg-not-installed', 'PATH')).toBe('feh braucht den Befehl fehbg-not-installed, der nicht installiert ist oder nicht im PATH liegt.')
  })

  it('a display the desktop does not have (display-target)', () => {
    const displays = [
      { id: 0, name: 'eDP-1' },
      { id: 1, name: 'HDMI-1' },
    ]
    const error = thrown(() => findDisplay('DP-3', displays, 'swaybg'))
    expect(error.message).toBe('swaybg has no display DP-3; the displays are 0: eDP-1, 1: HDMI-1.')
    expectGerman(error, 'swaybg', 'DP-3', '0: eDP-1, 1: HDMI-1')
  })

  it('a backend’s limitation, on its own and inside the refusal of one display (requireAllDisplays)', async () => {
    const backend = windows()
    expect(backend.limitation?.message).toBe('Windows shows one image on all displays.')
    expect(expectGerman(backend.limitation as { message: string; text: ErrorText }, 'Windows')).toBe('Windows zeigt ein Bild auf allen Bildschirmen.')

    const error = await failure(backend.set('C:\\pictures\\lake.png', { display: 1, fit: 'fill' }))
    expect(error.message).toBe('Windows shows one image on all displays: it cannot show a separate image on display 1.')
    // The limitation goes in as its own sentence, said in German too, without its full stop.
    expect(expectGerman(error, 'Windows', '1')).toBe('Windows zeigt ein Bild auf allen Bildschirmen: Bildschirm 1 kann kein eigenes Bild zeigen.')

    const same = thrown(() => requireAllDisplays('HDMI-1', backend.limitation as NonNullable<typeof backend.limitation>))
    expect(same.message).toBe('Windows shows one image on all displays: it cannot show a separate image on display HDMI-1.')
  })

  it('a tool’s own words go in as they were said', async () => {
    const backend = windows(async () => Promise.reject(Object.assign(new Error('failed'), { stderr: 'Access is denied.\n' })))
    const error = await failure(backend.set('C:\\pictures\\lake.png', { display: 'all', fit: 'fill' }))
    expect(error.message).toBe('Windows could not set the wallpaper: Access is denied.')
    expect(expectGerman(error, 'Access is denied.')).toBe('Windows konnte das Hintergrundbild nicht setzen: Access is denied.')
  })

  it('no graphical session (detect)', async () => {
    const error = await failure(detectBackend({ platform: 'linux', env: {}, which: async () => false, running: async () => false }))
    expect(error.message).toBe('Tapestry found no graphical session to set the wallpaper on (neither DISPLAY nor WAYLAND_DISPLAY is set).')
    expectGerman(error, 'Tapestry', 'DISPLAY', 'WAYLAND_DISPLAY')
  })

  it('a command that runs too long says its seconds in the language’s plural', async () => {
    const runner = createCommandRunner({ backendName: 'xwallpaper', env: { PATH: process.env.PATH ?? '' }, timeoutMs: 100 })
    const error = await failure(runner.run('sleep', ['5']))
    expect(error.message).toBe('xwallpaper: sleep did not finish within 0.1 seconds.')
    expectGerman(error, 'xwallpaper', 'sleep', 'Sekunden')
  })

  it('the lock screen’s sentence beside the setting', () => {
    const lockScreen = createLockScreen('cinnamon', { env: {}, which: async () => false })
    expect(lockScreen.detail.message).toBe('Cinnamon’s lock screen always shows the desktop wallpaper, so it changes with it: there is nothing more to set.')
    expectGerman(lockScreen.detail, 'Cinnamon')
  })

  it('a display the desktop cannot be matched to, and one with a limitation (display-list)', async () => {
    const platform = [platformDisplay({ id: 7, label: 'Projector', x: 1920, y: 0, width: 1280, height: 720 })]
    const sway = { id: 'sway', name: 'sway', perDisplay: true, limitation: null } as const
    const outputs = [
      { id: 0, name: 'DP-1', width: 1920, height: 1080, x: 0, y: 0 },
      { id: 1, name: 'DP-2', width: 1920, height: 1080, x: 0, y: 1080 },
    ]
    const listed = await listDisplays({ platform: async () => platform, wallpaper: async () => setter(sway, outputs) })
    const [projector] = listed
    expect(projector?.problem).toBe("Tapestry cannot tell which of the desktop's displays (DP-1, DP-2) is Projector (1280×720 at 1920,0): no single one has its name or its position and size.")
    // Pixel sizes and places keep their digits, never a thousands separator.
    expectGerman({ message: projector?.problem ?? '', text: projector?.problemText ?? undefined }, 'DP-1, DP-2', 'Projector (1280×720 bei 1920,0)')

    const one = await listDisplays({ platform: async () => platform, wallpaper: async () => setter(windows(), []) })
    expect(one[0]?.problem).toBe('Windows shows one image on all displays.')
    expect(german.say(one[0]?.problemText as ErrorText)).toBe('Windows zeigt ein Bild auf allen Bildschirmen.')
  })
})
