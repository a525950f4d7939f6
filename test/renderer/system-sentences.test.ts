// @vitest-environment jsdom
// The window says the main process's sentences about shortcuts and start at login in its own
// language: a `shortcuts.status` and a `loginItem.get` answer, as the main process sends them (each
// sentence field beside its catalog message, test/i18n/system-sentences.test.ts), come back through
// withLocalErrors with `problem`, `pending` and `detail` said from their catalog messages.
import { createIntl } from 'react-intl'
import { afterEach, describe, expect, it } from 'vitest'
import { withLocalErrors } from '../../src/renderer/src/api/local-errors'
import { setCurrentIntl } from '../../src/renderer/src/i18n/use-t'
import { windowMessages } from '../../src/renderer/src/i18n/window-catalog'
import type { ErrorText } from '../../src/shared/errors'
import { ENGLISH_CATALOG, type MessageKey } from '../../src/shared/i18n/catalog'
import type { LoginItemStatus } from '../../src/shared/ipc'
import type { ShortcutsStatus } from '../../src/shared/shortcuts'
import type { WindowApi } from '../../src/shared/window-api'

function speak(locale: 'de' | 'en') {
  setCurrentIntl(createIntl({ locale, messages: windowMessages(locale) as Record<string, string> }))
}

afterEach(() => speak('en'))

const ENTRY = '/home/ana/.config/autostart/io.github.tapestry.desktop'

/** A sentence field as the main process sends it: its English (the catalog's, filled) and its catalog message. */
function field(key: MessageKey, values: Record<string, string> = {}): { english: string; text: ErrorText } {
  const english = Object.entries(values).reduce((message, [name, value]) => message.replace(`{${name}}`, value), ENGLISH_CATALOG[key])
  return { english, text: { key, values } }
}

const portal = field('system.shortcuts.waylandDetail')
const refused = field('system.shortcuts.refusedWayland')
const unconfirmed = field('system.shortcuts.unconfirmed')
const started = field('system.loginItem.xdgOn', { path: ENTRY })

const shortcuts: ShortcutsStatus = {
  available: true,
  detail: portal.english,
  detailText: portal.text,
  shortcuts: [
    { action: 'next', accelerator: 'Ctrl+Alt+N', registered: true, problem: null, problemText: null, pending: unconfirmed.english, pendingText: unconfirmed.text },
    { action: 'previous', accelerator: 'Ctrl+Alt+P', registered: false, problem: refused.english, problemText: refused.text, pending: null, pendingText: null },
  ],
}
const loginItem: LoginItemStatus = { enabled: true, supported: true, detail: started.english, detailText: started.text }

function api(): WindowApi {
  // As it crosses IPC: data, as JSON has it.
  const overIpc = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T
  return {
    'shortcuts.status': async () => ({ ok: true, value: overIpc(shortcuts) }),
    'loginItem.get': async () => ({ ok: true, value: overIpc(loginItem) }),
    on: () => () => undefined,
  } as unknown as WindowApi
}

describe('the main process’s system sentences in the window’s language', () => {
  it('says a shortcuts.status and a loginItem.get answer in German, the accelerators and the path as they are', async () => {
    speak('de')
    const local = withLocalErrors(api())

    const said = (await local['shortcuts.status']()) as { ok: true; value: ShortcutsStatus }
    expect(said.value.detail).toMatch(/^Unter Wayland laufen Tastenkürzel über das Tastenkürzel-Portal der Arbeitsfläche/)
    const [next, previous] = said.value.shortcuts
    expect(next).toMatchObject({ accelerator: 'Ctrl+Alt+N', registered: true, problem: null })
    expect(next?.pending).toMatch(/^An die Arbeitsfläche übergeben, die Tapestry nicht mitteilt/)
    expect(previous).toMatchObject({ accelerator: 'Ctrl+Alt+P', registered: false, pending: null })
    expect(previous?.problem).toMatch(/^Nicht gesetzt: Die Arbeitsfläche hat das Kürzel nicht übernommen\./)

    const login = (await local['loginItem.get']()) as { ok: true; value: LoginItemStatus }
    expect(login.value).toMatchObject({ enabled: true, supported: true, detail: `Wird bei der Anmeldung über ${ENTRY} gestartet.` })
  })

  it('leaves the English as the main process said it', async () => {
    const local = withLocalErrors(api())
    const said = (await local['shortcuts.status']()) as { ok: true; value: ShortcutsStatus }
    expect(said.value.shortcuts[1]?.problem).toBe('Not set: the desktop did not take it. Another app may hold these keys, or this desktop offers apps no shortcuts portal.')
    expect(((await local['loginItem.get']()) as { ok: true; value: LoginItemStatus }).value.detail).toBe(`Started at login by ${ENTRY}.`)
  })
})
