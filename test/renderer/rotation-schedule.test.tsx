// @vitest-environment jsdom
// Settings → Rotation: change every N minutes, or once a day at a time the person picks. The time
// is checked with the shared schema before anything is sent, and its message stands beside it.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PublicSettingsSchema } from '../../src/shared/settings'
import { settingsWith } from './support/fake-api'
import { renderApp } from './support/render-app'

/** The pool a new settings file starts with, sent back as it is when only other fields change. */
const DEFAULT_POOL = [
  { source: 'wallhaven', weight: 1, filters: {} },
  { source: 'unsplash', weight: 0, filters: {} },
  { source: 'reddit', weight: 0, filters: {} },
]

afterEach(cleanup)

const form = () => screen.getByLabelText('Change').closest('form') as HTMLFormElement

describe('the rotation schedule', () => {
  it('saves a daily time, and refuses one that is not HH:MM beside the field, sending nothing', async () => {
    const fake = await renderApp('#/settings', { 'settings.set': () => ({ ok: true, value: settingsWith() }) })
    fireEvent.change(await screen.findByLabelText('Change'), { target: { value: 'daily' } })
    expect(screen.queryByLabelText('Every (minutes)')).toBeNull()
    const time = screen.getByLabelText('At (HH:MM)')
    fireEvent.change(time, { target: { value: '7.30' } })
    fireEvent.submit(form())
    expect(within(time.closest('.field') as HTMLElement).getByText('must be a time of day as HH:MM (00:00 to 23:59)')).toBeTruthy()
    expect(fake.callsOf('settings.set')).toHaveLength(0)

    fireEvent.change(time, { target: { value: ' 07:30 ' } })
    fireEvent.submit(form())
    await waitFor(() => expect(fake.callsOf('settings.set')).toHaveLength(1))
    expect(fake.callsOf('settings.set')[0]).toEqual({ settings: { rotation: { pool: DEFAULT_POOL, perDisplay: false, dailyAt: '07:30', includeNsfw: false, fit: 'smart' } } })
  })

  it('opens on the daily time set before, and going back to an interval clears it', async () => {
    const settings = PublicSettingsSchema.parse({ ...settingsWith(), rotation: { dailyAt: '06:45', intervalMinutes: 90 } })
    const fake = await renderApp('#/settings', { 'settings.get': () => ({ ok: true, value: settings }), 'settings.set': () => ({ ok: true, value: settings }) })
    expect(((await screen.findByLabelText('Change')) as HTMLSelectElement).value).toBe('daily')
    expect((screen.getByLabelText('At (HH:MM)') as HTMLInputElement).value).toBe('06:45')
    fireEvent.change(screen.getByLabelText('Change'), { target: { value: 'interval' } })
    expect((screen.getByLabelText('Every (minutes)') as HTMLInputElement).value).toBe('90')
    fireEvent.submit(form())
    await waitFor(() => expect(fake.callsOf('settings.set')).toHaveLength(1))
    expect(fake.callsOf('settings.set')[0]).toEqual({ settings: { rotation: { pool: DEFAULT_POOL, perDisplay: false, intervalMinutes: 90, dailyAt: null, includeNsfw: false, fit: 'smart' } } })
  })
})
