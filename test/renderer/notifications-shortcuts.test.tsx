// @vitest-environment jsdom
// Settings → Notifications and Global shortcuts: the toggle saves at once; shortcuts are checked
// with the shared schema before anything is sent, and the system's answer stands beside each one.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ShortcutsStatus } from '../../src/shared/shortcuts'
import { settingsWith } from './support/fake-api'
import { renderApp } from './support/render-app'

afterEach(cleanup)

const shortcutsSection = async () => (await screen.findByRole('heading', { name: 'Global shortcuts' })).closest('form') as HTMLElement

describe('notifications', () => {
  it('are off until turned on, and the switch is saved at once', async () => {
    const fake = await renderApp('#/settings', {
      'settings.set': () => ({ ok: true, value: { ...settingsWith(), notifications: { enabled: true } } }),
    })
    const toggle = (await screen.findByLabelText('Say what is showing after each change')) as HTMLInputElement
    expect(toggle.checked).toBe(false)
    fireEvent.click(toggle)
    await screen.findByText('Tapestry will say what is showing after each change.')
    expect(fake.callsOf('settings.set')).toEqual([{ settings: { notifications: { enabled: true } } }])
    expect(toggle.checked).toBe(true)
  })
})

describe('global shortcuts', () => {
  it('none is set by default: four empty boxes, nothing said beside them', async () => {
    await renderApp('#/settings')
    const form = await shortcutsSection()
    for (const label of ['Next wallpaper', 'Previous wallpaper', 'Favourite this wallpaper', 'Block this wallpaper']) {
      expect((within(form).getByLabelText(label) as HTMLInputElement).value).toBe('')
    }
    expect(within(form).queryByText('works everywhere')).toBeNull()
  })

  it('records a shortcut from the keys pressed: modifiers held wait, the key ends it, and Save sends it', async () => {
    const fake = await renderApp('#/settings', { 'settings.set': (input) => ({ ok: true, value: { ...settingsWith(), shortcuts: { next: null, previous: null, favourite: null, block: null, ...input?.settings?.shortcuts } } }) })
    const form = await shortcutsSection()
    fireEvent.click(within(form).getByRole('button', { name: 'Record the keys for Next wallpaper' }))
    const listening = within(form).getByRole('button', { name: 'Press the keys for Next wallpaper (Esc to stop)' })
    expect(listening.textContent).toBe('Press the keys…')
    fireEvent.keyDown(listening, { code: 'ControlLeft', key: 'Control', ctrlKey: true })
    fireEvent.keyDown(listening, { code: 'AltLeft', key: 'Alt', ctrlKey: true, altKey: true })
    expect(listening.textContent).toBe('Press the keys…')
    // Shift+1 is recorded by the key's place: 1, not "!".
    fireEvent.keyDown(listening, { code: 'Digit1', key: '!', ctrlKey: true, altKey: true, shiftKey: true })
    expect((within(form).getByLabelText('Next wallpaper') as HTMLInputElement).value).toBe('Ctrl+Alt+Shift+1')
    expect(within(form).getByRole('button', { name: 'Record the keys for Next wallpaper' }).textContent).toBe('Record')
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(fake.callsOf('settings.set')).toEqual([{ settings: { shortcuts: { next: 'Ctrl+Alt+Shift+1', previous: null, favourite: null, block: null } } }]))
  })

  it('Escape stops recording and keeps what was there; a key no shortcut can have is said beside the field', async () => {
    await renderApp('#/settings')
    const form = await shortcutsSection()
    const field = within(form).getByLabelText('Previous wallpaper') as HTMLInputElement
    fireEvent.change(field, { target: { value: 'Ctrl+Alt+P' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Record the keys for Previous wallpaper' }))
    fireEvent.keyDown(within(form).getByRole('button', { name: /^Press the keys for Previous wallpaper/ }), { code: 'Escape', key: 'Escape' })
    expect(field.value).toBe('Ctrl+Alt+P')
    expect(within(form).getByRole('button', { name: 'Record the keys for Previous wallpaper' })).toBeTruthy()

    fireEvent.click(within(form).getByRole('button', { name: 'Record the keys for Previous wallpaper' }))
    fireEvent.keyDown(within(form).getByRole('button', { name: /^Press the keys for Previous wallpaper/ }), { code: 'IntlRo', key: 'ろ', ctrlKey: true })
    await within(form).findByText('That key (IntlRo) cannot be part of a shortcut: press another, or type one.')
    expect(field.value).toBe('Ctrl+Alt+P')
  })

  it('an invalid shortcut and two actions on the same keys are refused beside the field, and nothing is sent', async () => {
    const fake = await renderApp('#/settings')
    const form = await shortcutsSection()
    fireEvent.change(within(form).getByLabelText('Next wallpaper'), { target: { value: 'Ctrl+' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }))
    await within(form).findByText(/with a key at the end, as in Ctrl\+Alt\+N/)
    expect(within(form).getByLabelText('Next wallpaper').getAttribute('aria-invalid')).toBe('true')

    fireEvent.change(within(form).getByLabelText('Next wallpaper'), { target: { value: 'Ctrl+Alt+N' } })
    fireEvent.change(within(form).getByLabelText('Block this wallpaper'), { target: { value: 'alt+ctrl+n' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }))
    await within(form).findByText('is already the shortcut for Next wallpaper')
    expect(within(form).getByLabelText('Block this wallpaper').getAttribute('aria-invalid')).toBe('true')
    expect(fake.callsOf('settings.set')).toEqual([])
  })

  it('saves all four (empty is none), then shows beside each what the system said: taken by another app, or working', async () => {
    const stored = { next: 'Ctrl+Alt+N', previous: 'Ctrl+Alt+P', favourite: null, block: null }
    let status: ShortcutsStatus = { available: true, detail: null, shortcuts: [] }
    const fake = await renderApp('#/settings', {
      'settings.set': () => {
        status = {
          available: true,
          detail: null,
          shortcuts: [
            { action: 'next', accelerator: 'Ctrl+Alt+N', registered: true, problem: null, pending: null },
            { action: 'previous', accelerator: 'Ctrl+Alt+P', registered: false, problem: 'Not set: another app already uses these keys. Choose others.', pending: null },
          ],
        }
        return { ok: true, value: { ...settingsWith(), shortcuts: stored } }
      },
      'shortcuts.status': () => ({ ok: true, value: status }),
    })
    const form = await shortcutsSection()
    fireEvent.change(within(form).getByLabelText('Next wallpaper'), { target: { value: 'ctrl+alt+n' } })
    fireEvent.change(within(form).getByLabelText('Previous wallpaper'), { target: { value: 'Ctrl+Alt+P' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }))
    await within(form).findByText('Shortcuts saved.')
    expect(fake.callsOf('settings.set')).toEqual([{ settings: { shortcuts: { next: 'ctrl+alt+n', previous: 'Ctrl+Alt+P', favourite: null, block: null } } }])
    await waitFor(() => expect(screen.getByTestId('shortcut-next-status').textContent).toBe('works everywhere'))
    expect(screen.getByTestId('shortcut-previous-status').textContent).toBe('not set Not set: another app already uses these keys. Choose others.')
    // The stored spelling comes back into the box.
    expect((within(form).getByLabelText('Next wallpaper') as HTMLInputElement).value).toBe('Ctrl+Alt+N')
    expect(fake.callsOf('shortcuts.status')).toHaveLength(2)
  })

  it('on Wayland never says "works everywhere": one sent to the portal is said to be sent, one the desktop cannot bind says why', async () => {
    const stored = { next: 'Ctrl+Alt+N', previous: 'Ctrl+Alt+P', favourite: null, block: null }
    await renderApp('#/settings', {
      'settings.get': () => ({ ok: true, value: { ...settingsWith(), shortcuts: stored } }),
      'shortcuts.status': () => ({
        ok: true,
        value: {
          available: true,
          detail: null,
          shortcuts: [
            { action: 'next', accelerator: 'Ctrl+Alt+N', registered: true, problem: null, pending: 'Sent to the desktop, which does not tell Tapestry whether it took the keys.' },
            { action: 'previous', accelerator: 'Ctrl+Alt+P', registered: false, problem: 'Not set: Tapestry’s desktop file is not installed.', pending: null },
          ],
        },
      }),
    })
    await shortcutsSection()
    await waitFor(() => expect(screen.getByTestId('shortcut-next-status').textContent).toBe('sent to the desktop Sent to the desktop, which does not tell Tapestry whether it took the keys.'))
    expect(screen.getByTestId('shortcut-previous-status').textContent).toBe('not set Not set: Tapestry’s desktop file is not installed.')
    expect(screen.queryByText('works everywhere')).toBeNull()
  })

  it('says what the desktop does with them on Wayland, and where none can be set (the browser demo) says so and saves nothing', async () => {
    await renderApp('#/settings', { 'shortcuts.status': () => ({ ok: true, value: { available: true, detail: 'On Wayland, shortcuts go through the desktop’s shortcuts portal.', shortcuts: [] } }) })
    await within(await shortcutsSection()).findByText('On Wayland, shortcuts go through the desktop’s shortcuts portal.')
    cleanup()
    await renderApp('#/settings', { 'shortcuts.status': () => ({ ok: true, value: { available: false, detail: 'Global shortcuts work in the Tapestry app.', shortcuts: [] } }) })
    const form = await shortcutsSection()
    await within(form).findByText('Global shortcuts work in the Tapestry app.')
    expect(within(form).getByRole('button', { name: 'Save' }).matches(':disabled')).toBe(true)
  })
})
