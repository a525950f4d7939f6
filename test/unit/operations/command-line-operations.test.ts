// The command line's own operations run through the one entry with the window's, but no window
// carrier reaches them; `--display` is resolved there against the desktop's own list.
import { describe, expect, it } from 'vitest'
import { COMMAND_LINE_OPERATIONS, OPERATIONS } from '../../../src/shared/ipc'
import { displaysOperations } from '../../../src/main/core/operations/displays-operations'
import { invokeOperation, type OperationHandlers } from '../../../src/main/core/operations/operations'
import type { PictureSetter } from '../../../src/main/core/actions/picture-setter'
import { said } from '../../../src/main/core/i18n/sentence'
import { limitation } from '../../../src/main/core/wallpaper/limitation'

function setter(perDisplay: boolean): Pick<PictureSetter, 'backend' | 'displays'> {
  return {
    backend: { id: 'feh', name: 'feh', perDisplay, limitation: perDisplay ? null : limitation(said('desktop.limitation.oneImage', { backend: 'GNOME' })) } as PictureSetter['backend'],
    displays: async () => [
      { id: 0, name: 'DUMMY0' },
      { id: 1, name: 'DUMMY1' },
    ],
  }
}

function handlers(perDisplay: boolean): OperationHandlers {
  return displaysOperations({ library: () => { throw new Error('unused') }, displays: async () => [], wallpaper: async () => setter(perDisplay) }) as OperationHandlers
}

describe('command-line operations', () => {
  it('are not window operations', () => {
    for (const name of Object.keys(COMMAND_LINE_OPERATIONS)) expect(Object.hasOwn(OPERATIONS, name)).toBe(false)
  })

  it('are refused to a window carrier and run for the command line', async () => {
    const window = await invokeOperation(handlers(true), 'displays.resolve', { display: '1' })
    expect(window).toMatchObject({ ok: false, error: { kind: 'validation', issues: [{ field: 'operation', message: 'is not a known operation' }] } })
    const commandLine = await invokeOperation(handlers(true), 'displays.resolve', { display: '1' }, {}, { commandLine: true })
    expect(commandLine).toEqual({ ok: true, value: { display: 'DUMMY1' } })
  })

  it('resolves a display by number or name, and refuses one the desktop does not list, naming those it does', async () => {
    const resolve = (display: string, extra = {}) => invokeOperation(handlers(true), 'displays.resolve', { display, ...extra }, {}, { commandLine: true })
    expect(await resolve('DUMMY0')).toEqual({ ok: true, value: { display: 'DUMMY0' } })
    expect(await resolve('all')).toEqual({ ok: true, value: { display: 'all' } })
    expect(await resolve('7')).toMatchObject({ ok: false, error: { issues: [{ field: 'display', message: 'there is no display 7 here; the displays are 0 (DUMMY0), 1 (DUMMY1), or all' }] } })
    // History keeps what an unplugged display showed: its name is taken as given there.
    expect(await resolve('HDMI-9', { pastNames: true })).toEqual({ ok: true, value: { display: 'HDMI-9' } })
  })

  it('refuses one display where the desktop shows one picture on all, when a picture is to be set', async () => {
    const result = await invokeOperation(handlers(false), 'displays.resolve', { display: '1', sets: true }, {}, { commandLine: true })
    expect(result).toMatchObject({ ok: false, error: { kind: 'wallpaper', message: 'GNOME shows one image on all displays: it cannot show a separate image on display 1.' } })
  })
})
