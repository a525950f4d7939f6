// @vitest-environment jsdom
// Settings → Rotation: change every N minutes, or once a day at a time the person picks; where the
// pictures come from, as switches with a slider for how often. Each is saved as it is changed; a
// time or number that is not one stays in its field with what is wrong, and nothing is sent.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PublicSettingsSchema } from '../../src/shared/settings'
import { settingsWith } from './support/fake-api'
import { renderSettings, settingsFake } from './support/settings-fake'

afterEach(cleanup)

const ADDRESS = '#/settings?focus=rotation'
const fieldOf = (element: HTMLElement) => element.closest('[data-field]') as HTMLElement

function commit(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } })
  fireEvent.keyDown(input, { key: 'Enter' })
}

describe('the rotation schedule', () => {
  it('switching to once a day saves at once; a time that is not HH:MM stays with its message, and nothing is sent', async () => {
    const core = settingsFake()
    const fake = await renderSettings(ADDRESS, core.answers)
    fireEvent.change(await screen.findByLabelText('Change the wallpaper'), { target: { value: 'daily' } })
    await waitFor(() => expect(fake.callsOf('settings.set')).toEqual([{ settings: { rotation: { dailyAt: '08:00' } } }]))
    expect(screen.queryByLabelText('Every (minutes)')).toBeNull()
    const time = (await screen.findByLabelText('At (HH:MM)')) as HTMLInputElement
    commit(time, '7.30')
    expect(within(fieldOf(time)).getByText('Type a time of day as HH:MM, from 00:00 to 23:59 (for example 07:30).')).toBeTruthy()
    expect(time.value).toBe('7.30')
    expect(fake.callsOf('settings.set')).toHaveLength(1)

    commit(time, ' 07:30 ')
    await waitFor(() => expect(fake.callsOf('settings.set')).toHaveLength(2))
    expect(fake.callsOf('settings.set')[1]).toEqual({ settings: { rotation: { dailyAt: '07:30' } } })
    await within(fieldOf(time)).findByText('Saved')
  })

  it('opens on the daily time set before, and going back to an interval clears it', async () => {
    const core = settingsFake(PublicSettingsSchema.parse({ ...settingsWith(), rotation: { dailyAt: '06:45', intervalMinutes: 90 } }))
    const fake = await renderSettings(ADDRESS, core.answers)
    expect(((await screen.findByLabelText('Change the wallpaper')) as HTMLSelectElement).value).toBe('daily')
    expect((screen.getByLabelText('At (HH:MM)') as HTMLInputElement).value).toBe('06:45')
    fireEvent.change(screen.getByLabelText('Change the wallpaper'), { target: { value: 'interval' } })
    expect((screen.getByLabelText('Every (minutes)') as HTMLInputElement).value).toBe('90')
    await waitFor(() => expect(fake.callsOf('settings.set')).toEqual([{ settings: { rotation: { dailyAt: null } } }]))
    expect(core.current().rotation.intervalMinutes).toBe(90)
  })

  it('the interval’s note follows the number as it is typed; a number out of range is kept with its message', async () => {
    const core = settingsFake()
    const fake = await renderSettings(ADDRESS, core.answers)
    const every = (await screen.findByLabelText('Every (minutes)')) as HTMLInputElement
    fireEvent.change(every, { target: { value: '90' } })
    expect(within(fieldOf(every)).getByText('The wallpaper changes every 1 hour 30 minutes.')).toBeTruthy()
    commit(every, '20000')
    expect(within(fieldOf(every)).getByText('Type a whole number of minutes, from 1 to 10,080 (a week).')).toBeTruthy()
    expect(fake.callsOf('settings.set')).toEqual([])
    commit(every, '90')
    await within(fieldOf(every)).findByText('Saved')
    expect(fake.callsOf('settings.set')).toEqual([{ settings: { rotation: { intervalMinutes: 90 } } }])
  })
})

describe('rotation’s sources', () => {
  it('each source is a switch; one on has a slider, one off says it is not used', async () => {
    await renderSettings(ADDRESS)
    const wallhaven = (await screen.findByRole('switch', { name: 'Wallhaven' })) as HTMLInputElement
    expect(wallhaven.checked).toBe(true)
    expect((screen.getByRole('switch', { name: 'Unsplash' }) as HTMLInputElement).checked).toBe(false)
    expect((screen.getByRole('switch', { name: 'Favourites' }) as HTMLInputElement).checked).toBe(false)
    // A first run draws from the four sources that need no key.
    expect(screen.getAllByRole('slider').map((slider) => slider.getAttribute('aria-label') ?? slider.textContent)).toHaveLength(4)
    expect(screen.getByRole('slider', { name: 'How often Wallhaven is used' })).toBeTruthy()
    expect(screen.getByRole('slider', { name: 'How often Bing is used' })).toBeTruthy()
    expect((screen.getByRole('switch', { name: 'Pexels' }) as HTMLInputElement).checked).toBe(false)
    expect((document.querySelector('.pool-row[data-source="unsplash"]') as HTMLElement).textContent).toContain('Not used')
    // No number boxes where 0 means off.
    expect(document.querySelectorAll('.pool input[inputmode="numeric"]')).toHaveLength(0)
  })

  it('a source on takes a least size for its pictures: saved with Enter, a text that is not a size kept with its message and not sent', async () => {
    const start = settingsWith()
    const core = settingsFake(PublicSettingsSchema.parse({ ...start, rotation: { pool: [{ source: 'wallhaven', weight: 3, filters: { query: 'sea' } }] } }))
    const fake = await renderSettings(ADDRESS, core.answers)
    const least = (await screen.findByRole('textbox', { name: 'At least, for Wallhaven' })) as HTMLInputElement
    // Only a source that is on has one.
    expect(screen.queryByRole('textbox', { name: 'At least, for Unsplash' })).toBeNull()
    fireEvent.change(least, { target: { value: 'big' } })
    fireEvent.keyDown(least, { key: 'Enter' })
    expect(await screen.findByText('must be a size such as 2560x1440')).toBeTruthy()
    expect(fake.callsOf('settings.set')).toHaveLength(0)
    fireEvent.change(least, { target: { value: '3840 x 2160' } })
    fireEvent.keyDown(least, { key: 'Enter' })
    await waitFor(() => expect(fake.callsOf('settings.set')).toHaveLength(1))
    expect(core.current().rotation.pool[0]).toEqual({ source: 'wallhaven', weight: 3, filters: { query: 'sea' }, minSize: '3840x2160' })
    // Emptied: any size again.
    fireEvent.change(least, { target: { value: '' } })
    fireEvent.blur(least)
    await waitFor(() => expect(fake.callsOf('settings.set')).toHaveLength(2))
    expect(core.current().rotation.pool[0]).toEqual({ source: 'wallhaven', weight: 3, filters: { query: 'sea' } })
  })

  it('turning a source on saves it into the pool; off keeps it (and its filters) at 0; on again brings back its weight', async () => {
    const start = settingsWith()
    const core = settingsFake(PublicSettingsSchema.parse({ ...start, rotation: { pool: [{ source: 'wallhaven', weight: 3, filters: { query: 'sea' } }] } }))
    const fake = await renderSettings(ADDRESS, core.answers)
    fireEvent.click(await screen.findByRole('switch', { name: 'Favourites' }))
    await waitFor(() => expect(fake.callsOf('settings.set')).toHaveLength(1))
    expect(fake.callsOf('settings.set')[0]).toEqual({
      settings: { rotation: { pool: [{ source: 'wallhaven', weight: 3, filters: { query: 'sea' } }, { source: 'favourites', weight: 5 }] } },
    })
    await screen.findByText('Sources saved')
    await screen.findByRole('slider', { name: 'How often Favourites is used' })

    fireEvent.click(screen.getByRole('switch', { name: 'Wallhaven' }))
    await waitFor(() => expect(fake.callsOf('settings.set')).toHaveLength(2))
    expect(core.current().rotation.pool[0]).toEqual({ source: 'wallhaven', weight: 0, filters: { query: 'sea' } })
    fireEvent.click(screen.getByRole('switch', { name: 'Wallhaven' }))
    await waitFor(() => expect(fake.callsOf('settings.set')).toHaveLength(3))
    expect(core.current().rotation.pool[0]).toEqual({ source: 'wallhaven', weight: 3, filters: { query: 'sea' } })
  })

  it('two switches turned before the first is answered both stay on: the second builds on the first', async () => {
    const core = settingsFake(PublicSettingsSchema.parse({ ...settingsWith(), rotation: { pool: [{ source: 'wallhaven', weight: 1 }] } }))
    const fake = await renderSettings(ADDRESS, core.answers)
    fireEvent.click(await screen.findByRole('switch', { name: 'Favourites' }))
    fireEvent.click(screen.getByRole('switch', { name: 'Reddit' }))
    await waitFor(() => expect(fake.callsOf('settings.set')).toHaveLength(2))
    await waitFor(() => expect(core.current().rotation.pool.map((member) => [member.source, member.weight])).toEqual([['wallhaven', 1], ['favourites', 5], ['reddit', 5]]))
  })

  it('the slider saves the weight when let go, and its share follows the thumb', async () => {
    const core = settingsFake(PublicSettingsSchema.parse({ ...settingsWith(), rotation: { pool: [{ source: 'wallhaven', weight: 1 }, { source: 'favourites', weight: 1 }] } }))
    const fake = await renderSettings(ADDRESS, core.answers)
    const slider = await screen.findByRole('slider', { name: 'How often Favourites is used' })
    const row = slider.closest('.pool-row') as HTMLElement
    expect(within(row).getByText('50% of changes')).toBeTruthy()
    fireEvent.keyDown(slider, { key: 'End' })
    fireEvent.keyUp(slider, { key: 'End' })
    await waitFor(() => expect(within(row).getByText('91% of changes')).toBeTruthy())
    await waitFor(() => expect(fake.callsOf('settings.set')).toEqual([{ settings: { rotation: { pool: [{ source: 'wallhaven', weight: 1, filters: {} }, { source: 'favourites', weight: 10 }] } } }]))
  })

  it('says so when every source is off', async () => {
    const core = settingsFake(PublicSettingsSchema.parse({ ...settingsWith(), rotation: { pool: [{ source: 'wallhaven', weight: 1 }] } }))
    await renderSettings(ADDRESS, core.answers)
    expect(screen.queryByText(/Every source is off/)).toBeNull()
    fireEvent.click(await screen.findByRole('switch', { name: 'Wallhaven' }))
    await screen.findByText(/Every source is off: rotation will pick from what you already have/)
  })
})
