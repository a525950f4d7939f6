// @vitest-environment jsdom
// The window says why a display cannot have a picture of its own in its own language: a display's
// `problem` comes with its catalog message (`problemText`), and a limitation or a display's
// description inside it is said in the same language, while names stay as the desktop gave them.
import { afterEach, describe, expect, it } from 'vitest'
import { createIntl } from 'react-intl'
import { withLocalErrors } from '../../src/renderer/src/api/local-errors'
import { setCurrentIntl } from '../../src/renderer/src/i18n/use-t'
import { windowMessages } from '../../src/renderer/src/i18n/window-catalog'
import type { DisplayInfo, WallpaperMethod } from '../../src/shared/ipc'
import type { WindowApi } from '../../src/shared/window-api'

function speak(locale: 'de' | 'en') {
  setCurrentIntl(createIntl({ locale, messages: windowMessages(locale) as Record<string, string> }))
}

afterEach(() => speak('en'))

// As the core sends them (src/main/core/displays/display-list.ts): a desktop with one picture for
// all displays says its limitation for each display; a display it cannot match says which.
const oneForAll: DisplayInfo = {
  id: 'HDMI-1',
  name: 'HDMI-1',
  width: 1920,
  height: 1080,
  primary: false,
  problem: 'GNOME shows one image on all displays.',
  problemText: { key: 'desktop.limitation', values: { limitation: { key: 'desktop.limitation.oneImage', values: { backend: 'GNOME' } } } },
}
const unmatched: DisplayInfo = {
  id: 'unmatched-23',
  name: 'Projector',
  width: 1280,
  height: 720,
  primary: false,
  problem: "Tapestry cannot tell which of the desktop's displays (DP-1, DP-2) is Projector (1280×720 at 2880,0): no single one has its name or its position and size.",
  problemText: {
    key: 'desktop.match.ambiguous',
    values: { displays: 'DP-1, DP-2', display: { key: 'desktop.match.display', values: { name: 'Projector', width: '1280', height: '720', x: '2880', y: '0' } } },
  },
}
const method: WallpaperMethod = {
  name: 'Cinnamon',
  lockScreen: {
    support: 'follows',
    detail: 'Cinnamon’s lock screen always shows the desktop wallpaper, so it changes with it: there is nothing more to set.',
    detailText: { key: 'desktop.lockScreen.follows', values: { desktop: 'Cinnamon' } },
  },
}

function api(): WindowApi {
  return {
    displays: async () => ({ ok: true, value: [oneForAll, unmatched] }),
    'wallpaper.method': async () => ({ ok: true, value: method }),
    on: () => () => undefined,
  } as unknown as WindowApi
}

describe('a display’s problem in the window’s language', () => {
  it('in German, the nested limitation and display said in German too', async () => {
    speak('de')
    const answer = (await withLocalErrors(api()).displays()) as { ok: true; value: DisplayInfo[] }
    const [first, second] = answer.value
    expect(first?.problem).toBe('GNOME zeigt ein Bild auf allen Bildschirmen.')
    expect(second?.problem).toBe(
      'Tapestry kann nicht erkennen, welcher der Bildschirme der Arbeitsfläche (DP-1, DP-2) Projector (1280×720 bei 2880,0) ist: Bei keinem stimmen allein Name oder Position und Größe überein.',
    )
    // Only the sentences change: the rest of the answer is the core's.
    expect(first).toMatchObject({ id: 'HDMI-1', name: 'HDMI-1', width: 1920, problemText: oneForAll.problemText })
  })

  it('the lock screen’s sentence beside the setting, in German', async () => {
    speak('de')
    const answer = (await withLocalErrors(api())['wallpaper.method']({})) as { ok: true; value: WallpaperMethod }
    expect(answer.value.lockScreen.detail).toBe('Der Sperrbildschirm von Cinnamon zeigt immer das Hintergrundbild der Arbeitsfläche und wechselt deshalb mit: Es muss nichts weiter gesetzt werden.')
  })

  it('in English, exactly the core’s English', async () => {
    const answer = (await withLocalErrors(api()).displays()) as { ok: true; value: DisplayInfo[] }
    expect(answer.value.map((display) => display.problem)).toEqual([oneForAll.problem, unmatched.problem])
  })
})
