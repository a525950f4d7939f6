// @vitest-environment jsdom
// Settings → Startup → "Check for updates": on and changeable where the package updates itself,
// off and disabled with the reason where a package manager does; the switch saves at once and the
// note follows what main answers (updates.status).
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { UpdateStatus } from '../../src/shared/updates'
import { renderSettings, settingsFake } from './support/settings-fake'

afterEach(cleanup)

const ADDRESS = '#/settings?focus=startup'
const fieldOf = (element: HTMLElement) => element.closest('[data-field]') as HTMLElement
const status = (change: Partial<UpdateStatus> = {}): UpdateStatus => ({ canUpdate: true, detail: null, checking: true, currentVersion: '0.1.0', phase: { kind: 'idle' }, problem: null, ...change })

describe('Check for updates', () => {
  it('in a package that updates itself: on by default, saved at once when turned off, and the note says what that means', async () => {
    const core = settingsFake()
    let answer = status()
    const fake = await renderSettings(ADDRESS, {
      ...core.answers,
      'updates.status': () => ({ ok: true, value: answer }),
    })
    const toggle = (await screen.findByLabelText('Check for updates')) as HTMLInputElement
    await waitFor(() => expect(toggle.checked).toBe(true))
    expect(toggle.disabled).toBe(false)
    within(fieldOf(toggle)).getByText(/nothing is downloaded until you choose Download/)
    answer = status({ checking: false })
    fireEvent.click(toggle)
    await within(fieldOf(toggle)).findByText('Saved')
    expect(fake.callsOf('settings.set')).toEqual([{ settings: { updates: { check: false } } }])
    await waitFor(() => expect(toggle.checked).toBe(false))
    within(fieldOf(toggle)).getByText(/does not look for newer versions/)
  })

  it('installed from a .deb: off, disabled, and saying who updates it', async () => {
    const detail = 'Installed from a .deb package: your system’s software updates (apt, GNOME Software, Discover) keep Tapestry up to date.'
    await renderSettings(ADDRESS, { 'updates.status': () => ({ ok: true, value: status({ canUpdate: false, checking: false, detail }) }) })
    const toggle = (await screen.findByLabelText('Check for updates')) as HTMLInputElement
    await within(fieldOf(toggle)).findByText(detail)
    expect(toggle.checked).toBe(false)
    expect(toggle.matches(':disabled')).toBe(true)
  })

  it('says what was found and what to do next', async () => {
    await renderSettings(ADDRESS, { 'updates.status': () => ({ ok: true, value: status({ phase: { kind: 'ready', version: '1.2.3' } }) }) })
    const toggle = await screen.findByLabelText('Check for updates')
    await within(fieldOf(toggle)).findByText('Tapestry 1.2.3 is ready: choose Restart to update in the tray menu.')
  })
})
