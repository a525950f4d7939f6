// @vitest-environment jsdom
// Settings → Notifications & shortcuts: the switch saves as it is turned; a shortcut is saved when
// it is recorded, or when its box is left or Enter is pressed, checked with the shared schema (and
// against the other shortcuts) first, and the system's answer stands beside each one.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ShortcutsStatus } from '../../src/shared/shortcuts'
import { settingsWith } from './support/fake-api'
import { renderSettings, settingsFake } from './support/settings-fake'

afterEach(cleanup)

const ADDRESS = '#/settings?focus=notifications'
const shortcutsSection = async () => (await screen.findByRole('heading', { name: 'Shortcuts' })).closest('section') as HTMLElement
const fieldOf = (element: HTMLElement) => element.closest('[data-field]') as HTMLElement

function commit(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } })
  fireEvent.keyDown(input, { key: 'Enter' })
}

describe('notifications', () => {
  it('are off until turned on, and the switch is saved at once and confirmed', async () => {
    const core = settingsFake()
    const fake = await renderSettings(ADDRESS, core.answers)
    const toggle = (await screen.findByLabelText('Say what is showing after each change')) as HTMLInputElement
    expect(toggle.checked).toBe(false)
    fireEvent.click(toggle)
    await within(fieldOf(toggle)).findByText('Saved')
    expect(fake.callsOf('settings.set')).toEqual([{ settings: { notifications: { enabled: true } } }])
    expect(toggle.checked).toBe(true)
  })
})

describe('global shortcuts', () => {
  it('none is set by default: four empty boxes, nothing said beside them', async () => {
    await renderSettings(ADDRESS)
    const section = await shortcutsSection()
    for (const label of ['Next wallpaper', 'Previous wallpaper', 'Favourite this wallpaper', 'Block this wallpaper']) {
      expect((within(section).getByLabelText(label) as HTMLInputElement).value).toBe('')
    }
    expect(within(section).queryByText('works everywhere')).toBeNull()
  })

  it('records a shortcut from the keys pressed: modifiers held wait, the key ends it and saves it', async () => {
    const core = settingsFake()
    const fake = await renderSettings(ADDRESS, core.answers)
    const section = await shortcutsSection()
    fireEvent.click(within(section).getByRole('button', { name: 'Record the keys for Next wallpaper' }))
    const listening = within(section).getByRole('button', { name: 'Press the keys for Next wallpaper (Esc to stop)' })
    expect(listening.textContent).toBe('Press the keys…')
    fireEvent.keyDown(listening, { code: 'ControlLeft', key: 'Control', ctrlKey: true })
    fireEvent.keyDown(listening, { code: 'AltLeft', key: 'Alt', ctrlKey: true, altKey: true })
    expect(listening.textContent).toBe('Press the keys…')
    expect(fake.callsOf('settings.set')).toEqual([])
    // Shift+1 is recorded by the key's place: 1, not "!".
    fireEvent.keyDown(listening, { code: 'Digit1', key: '!', ctrlKey: true, altKey: true, shiftKey: true })
    await waitFor(() => expect(fake.callsOf('settings.set')).toEqual([{ settings: { shortcuts: { next: 'Ctrl+Alt+Shift+1', previous: null, favourite: null, block: null } } }]))
    await waitFor(() => expect((within(section).getByLabelText('Next wallpaper') as HTMLInputElement).value).toBe('Ctrl+Alt+Shift+1'))
    expect(within(section).getByRole('button', { name: 'Record the keys for Next wallpaper' }).textContent).toBe('Record')
  })

  it('Escape stops recording and keeps what was there; a key no shortcut can have is said beside the field', async () => {
    const stored = { next: null, previous: 'Ctrl+Alt+P', favourite: null, block: null }
    const fake = await renderSettings(ADDRESS, { 'settings.get': () => ({ ok: true, value: { ...settingsWith(), shortcuts: stored } }) })
    const section = await shortcutsSection()
    const field = within(section).getByLabelText('Previous wallpaper') as HTMLInputElement
    fireEvent.click(within(section).getByRole('button', { name: 'Record the keys for Previous wallpaper' }))
    fireEvent.keyDown(within(section).getByRole('button', { name: /^Press the keys for Previous wallpaper/ }), { code: 'Escape', key: 'Escape' })
    expect(field.value).toBe('Ctrl+Alt+P')
    expect(within(section).getByRole('button', { name: 'Record the keys for Previous wallpaper' })).toBeTruthy()

    fireEvent.click(within(section).getByRole('button', { name: 'Record the keys for Previous wallpaper' }))
    fireEvent.keyDown(within(section).getByRole('button', { name: /^Press the keys for Previous wallpaper/ }), { code: 'IntlRo', key: 'ろ', ctrlKey: true })
    await within(section).findByText('That key (IntlRo) cannot be part of a shortcut: press another, or type one.')
    expect(field.value).toBe('Ctrl+Alt+P')
    expect(fake.callsOf('settings.set')).toEqual([])
  })

  it('an invalid shortcut, and keys another action has, stay in the box with the reason, and nothing is sent', async () => {
    const stored = { next: 'Ctrl+Alt+N', previous: null, favourite: null, block: null }
    const fake = await renderSettings(ADDRESS, { 'settings.get': () => ({ ok: true, value: { ...settingsWith(), shortcuts: stored } }) })
    const section = await shortcutsSection()
    const favourite = within(section).getByLabelText('Favourite this wallpaper') as HTMLInputElement
    commit(favourite, 'Ctrl+')
    await within(fieldOf(favourite)).findByText(/with a key at the end, as in Ctrl\+Alt\+N/)
    expect(favourite.getAttribute('aria-invalid')).toBe('true')
    expect(favourite.value).toBe('Ctrl+')

    const block = within(section).getByLabelText('Block this wallpaper') as HTMLInputElement
    commit(block, 'alt+ctrl+n')
    await within(fieldOf(block)).findByText('is already the shortcut for Next wallpaper')
    expect(block.getAttribute('aria-invalid')).toBe('true')
    expect(fake.callsOf('settings.set')).toEqual([])
  })

  it('saves a typed one when its box is left, then shows beside each what the system said: taken by another app, or working', async () => {
    let stored = { next: null as string | null, previous: 'Ctrl+Alt+P', favourite: null, block: null }
    let status: ShortcutsStatus = {
      available: true,
      detail: null,
      shortcuts: [{ action: 'previous', accelerator: 'Ctrl+Alt+P', registered: false, problem: 'Not set: another app already uses these keys. Choose others.', pending: null }],
    }
    const fake = await renderSettings(ADDRESS, {
      'settings.get': () => ({ ok: true, value: { ...settingsWith(), shortcuts: stored } }),
      'settings.set': () => {
        stored = { ...stored, next: 'Ctrl+Alt+N' }
        status = { ...status, shortcuts: [...status.shortcuts, { action: 'next', accelerator: 'Ctrl+Alt+N', registered: true, problem: null, pending: null }] }
        return { ok: true, value: { ...settingsWith(), shortcuts: stored } }
      },
      'shortcuts.status': () => ({ ok: true, value: status }),
    })
    const section = await shortcutsSection()
    await waitFor(() => expect(screen.getByTestId('shortcut-previous-status').textContent).toBe('not set Not set: another app already uses these keys. Choose others.'))
    const next = within(section).getByLabelText('Next wallpaper') as HTMLInputElement
    fireEvent.change(next, { target: { value: 'ctrl+alt+n' } })
    fireEvent.blur(next)
    await within(fieldOf(next)).findByText('Saved')
    expect(fake.callsOf('settings.set')).toEqual([{ settings: { shortcuts: { next: 'ctrl+alt+n', previous: 'Ctrl+Alt+P', favourite: null, block: null } } }])
    await waitFor(() => expect(screen.getByTestId('shortcut-next-status').textContent).toBe('works everywhere'))
    // The stored spelling comes back into the box.
    expect(next.value).toBe('Ctrl+Alt+N')
    expect(fake.callsOf('shortcuts.status')).toHaveLength(2)
  })

  it('on Wayland never says "works everywhere": one sent to the portal is said to be sent, one the desktop cannot bind says why', async () => {
    const stored = { next: 'Ctrl+Alt+N', previous: 'Ctrl+Alt+P', favourite: null, block: null }
    await renderSettings(ADDRESS, {
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

  it('says what the desktop does with them on Wayland, and where none can be set (the browser demo) says so and offers no box', async () => {
    await renderSettings(ADDRESS, { 'shortcuts.status': () => ({ ok: true, value: { available: true, detail: 'On Wayland, shortcuts go through the desktop’s shortcuts portal.', shortcuts: [] } }) })
    await within(await shortcutsSection()).findByText('On Wayland, shortcuts go through the desktop’s shortcuts portal.')
    cleanup()
    await renderSettings(ADDRESS, { 'shortcuts.status': () => ({ ok: true, value: { available: false, detail: 'Global shortcuts work in the Tapestry app.', shortcuts: [] } }) })
    const section = await shortcutsSection()
    await within(section).findByText('Global shortcuts work in the Tapestry app.')
    expect(within(section).getByLabelText('Next wallpaper').matches(':disabled')).toBe(true)
    expect(within(section).getByRole('button', { name: 'Record the keys for Next wallpaper' }).matches(':disabled')).toBe(true)
  })
})
