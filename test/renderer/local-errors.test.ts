// @vitest-environment jsdom
// The window says the core's sentences in its own language: a failure, an event's last error and a
// status's, from their catalog key; English where the sentence has none or a key this window lacks.
import { afterEach, describe, expect, it } from 'vitest'
import { createIntl } from 'react-intl'
import { withLocalErrors } from '../../src/renderer/src/api/local-errors'
import { setCurrentIntl } from '../../src/renderer/src/i18n/use-t'
import { windowMessages } from '../../src/renderer/src/i18n/window-catalog'
import type { ErrorData } from '../../src/shared/errors'
import type { WindowApi } from '../../src/shared/window-api'

const timeout: ErrorData = { kind: 'network', message: 'Wallhaven did not answer in time.', text: { key: 'error.http.timeout', values: { source: 'Wallhaven' } } }

function speak(locale: 'de' | 'en') {
  setCurrentIntl(createIntl({ locale, messages: windowMessages(locale) as Record<string, string> }))
}

afterEach(() => speak('en'))

describe('the core’s sentences in the window’s language', () => {
  it('a failure, a status’s last error and an event’s, in German; the rest as it came', async () => {
    speak('de')
    let listener: ((payload: unknown) => void) | undefined
    const api = {
      search: async () => ({ ok: false, error: timeout }),
      'rotation.status': async () => ({ ok: true, value: { paused: false, lastError: timeout } }),
      displays: async () => ({ ok: false, error: { kind: 'wallpaper', message: 'A sentence with no key.' } }),
      'library.history': async () => ({ ok: false, error: { ...timeout, text: { key: 'error.fromANewerCore', values: {} } } }),
      on: (_event: string, callback: (payload: unknown) => void) => {
        listener = callback
        return () => undefined
      },
      folderPicker: true,
    } as unknown as WindowApi
    // Frozen, as the harness's and a bridged api are.
    const local = withLocalErrors(Object.freeze(api))
    const german = windowMessages('de') as Record<string, string>
    expect(german['error.http.timeout']).toBeTruthy()
    const failed = (await local.search({ source: 'wallhaven', params: {} })) as { ok: false; error: ErrorData }
    expect(failed.error.message).toBe(german['error.http.timeout']?.replace('{source}', 'Wallhaven'))
    expect(failed.error.message).not.toBe(timeout.message)
    const status = (await local['rotation.status']()) as { ok: true; value: { lastError: ErrorData } }
    expect(status.value.lastError.message).toBe(failed.error.message)
    expect(((await local.displays()) as { error: ErrorData }).error.message).toBe('A sentence with no key.')
    expect(((await local['library.history']()) as { error: ErrorData }).error.message).toBe(timeout.message)
    const heard: unknown[] = []
    local.on('rotation.changed', (payload) => heard.push(payload))
    listener?.({ paused: false, lastError: timeout })
    expect((heard[0] as { lastError: ErrorData }).lastError.message).toBe(failed.error.message)
    expect(local.folderPicker).toBe(true)
  })

  it('English stays the core’s English', async () => {
    const local = withLocalErrors({ search: async () => ({ ok: false, error: timeout }), on: () => () => undefined } as unknown as WindowApi)
    expect(((await local.search({ source: 'wallhaven', params: {} })) as { error: ErrorData }).error.message).toBe('Wallhaven did not answer in time.')
  })

  it('a field X said from its XText at any depth, sentences inside sentences included, and a notice', async () => {
    speak('de')
    const note = { key: 'status.rotation.standIn', values: { from: 'favourites', problem: timeout.text as NonNullable<ErrorData['text']> } }
    const api = {
      'rotation.status': async () => ({ ok: true, value: { paused: false, lastError: null, note: 'From your favourites: Wallhaven did not answer in time.', noteText: note, afterChangeError: null, afterChangeErrorText: null } }),
      notices: async () => ({ ok: true, value: [{ message: 'Tapestry found its library damaged and started afresh; the old one is kept as /d/l.db.', text: { key: 'status.library.movedAside', values: { movedTo: '/d/l.db' } } }, { message: 'A notice without a key.' }] }),
      on: () => () => undefined,
    } as unknown as WindowApi
    const local = withLocalErrors(Object.freeze(api))
    const status = (await local['rotation.status']()) as { ok: true; value: { note: string; noteText: unknown; afterChangeError: null } }
    expect(status.value.note).toBe('Aus Ihren Favoriten: Wallhaven hat nicht rechtzeitig geantwortet.')
    expect(status.value.noteText).toEqual(note)
    expect(status.value.afterChangeError).toBeNull()
    const notices = (await local.notices()) as { ok: true; value: { message: string }[] }
    expect(notices.value.map((notice) => notice.message)).toEqual(['Tapestry hat seine Sammlung beschädigt vorgefunden und neu begonnen; die alte liegt unter /d/l.db.', 'A notice without a key.'])
  })
})
