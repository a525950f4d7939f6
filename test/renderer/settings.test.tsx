// @vitest-environment jsdom
// Settings: keys are write-only ("set" / "not set"), and every change is checked with the shared
// schema before it is sent, its messages beside the fields.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SettingsChangeSchema } from '../../src/shared/ipc'
import { toFieldIssues } from '../../src/shared/validation'
import { settingsWith } from './support/fake-api'
import { renderApp } from './support/render-app'

/** The pool a new settings file starts with, sent back as it is when only other fields change. */
const DEFAULT_POOL = [
  { source: 'wallhaven', weight: 1, filters: {} },
  { source: 'unsplash', weight: 0, filters: {} },
  { source: 'reddit', weight: 0, filters: {} },
]

afterEach(cleanup)

const KEY = 'UnsplashKey-typed-in-1234'

describe('settings', () => {
  it('a key is sent once, never shown again: the window only learns that it is set', async () => {
    let hasKey = false
    const fake = await renderApp('#/settings?focus=unsplashAccessKey', {
      'settings.get': () => ({ ok: true, value: settingsWith({ unsplashAccessKey: hasKey }) }),
      'settings.set': () => {
        hasKey = true
        return { ok: true, value: settingsWith({ unsplashAccessKey: true }) }
      },
    })
    const row = (await screen.findByLabelText('Unsplash access key')).closest('form') as HTMLElement
    expect(within(row).getByText('not set')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(within(row).getByLabelText('Unsplash access key')))
    fireEvent.change(within(row).getByLabelText('Unsplash access key'), { target: { value: KEY } })
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }))
    await within(row).findByText('Unsplash access key saved.')
    expect(fake.callsOf('settings.set')).toEqual([{ secrets: { unsplashAccessKey: KEY } }])
    expect(within(row).getByText('set')).toBeTruthy()
    expect((within(row).getByLabelText('Unsplash access key') as HTMLInputElement).value).toBe('')
    expect(document.body.innerHTML).not.toContain(KEY)
  })

  it('says beside a key when it was saved without a keychain, and only then', async () => {
    await renderApp('#/settings', { 'settings.get': () => ({ ok: true, value: settingsWith({ unsplashAccessKey: true, redditClientId: false }, 'file') }) })
    const unsplash = (await screen.findByLabelText('Unsplash access key')).closest('form') as HTMLElement
    expect(within(unsplash).getByText('saved without a keychain')).toBeTruthy()
    expect(within(unsplash).getByText(/readable only by your user account/)).toBeTruthy()
    const reddit = screen.getByLabelText('Reddit client id').closest('form') as HTMLElement
    expect(within(reddit).queryByText('saved without a keychain')).toBeNull()
    cleanup()
    await renderApp('#/settings', { 'settings.get': () => ({ ok: true, value: settingsWith({ unsplashAccessKey: true }, 'keychain') }) })
    await screen.findByLabelText('Unsplash access key')
    expect(screen.queryByText('saved without a keychain')).toBeNull()
  })

  it('says a key saved in a keychain that did not open is kept, not to be set again', async () => {
    const settings = settingsWith({ unsplashAccessKey: false })
    await renderApp('#/settings', { 'settings.get': () => ({ ok: true, value: { ...settings, keyStorage: { ...settings.keyStorage, unsplashAccessKey: 'keychain-unavailable' } } }) })
    const unsplash = (await screen.findByLabelText('Unsplash access key')).closest('form') as HTMLElement
    expect(within(unsplash).getByTestId('unsplashAccessKey-status').textContent).toBe('saved, keychain not open')
    expect(within(unsplash).getByText(/unlock the keychain, then restart Tapestry\. There is no need to set it again/)).toBeTruthy()
    expect(within(unsplash).queryByText('not set')).toBeNull()
    const reddit = screen.getByLabelText('Reddit client id').closest('form') as HTMLElement
    expect(within(reddit).queryByText(/keychain not open/)).toBeNull()
  })

  it('a quota that is not a number gets the schema’s message and nothing is sent', async () => {
    const fake = await renderApp('#/settings')
    const quota = await screen.findByLabelText('Disk quota (GiB)')
    fireEvent.change(quota, { target: { value: 'lots' } })
    fireEvent.submit(quota.closest('form') as HTMLFormElement)
    const result = SettingsChangeSchema.safeParse({ settings: { quotaBytes: Number.NaN } })
    const message = toFieldIssues(result.error as never).find((issue) => issue.field === 'settings.quotaBytes')?.message as string
    expect(within(quota.closest('.field') as HTMLElement).getByText(message)).toBeTruthy()
    expect(fake.callsOf('settings.set')).toHaveLength(0)
  })

  it('rotation, default source, folder, quota and the wallpaper method are sent as one patch each', async () => {
    const fake = await renderApp('#/settings', { 'settings.set': () => ({ ok: true, value: settingsWith() }) })
    fireEvent.change(await screen.findByLabelText('Default source'), { target: { value: 'reddit' } })
    fireEvent.change(screen.getByLabelText('Download folder'), { target: { value: '/home/me/Pictures/Walls' } })
    fireEvent.change(screen.getByLabelText('Disk quota (GiB)'), { target: { value: '2' } })
    fireEvent.submit(screen.getByLabelText('Default source').closest('form') as HTMLFormElement)
    await waitFor(() => expect(fake.callsOf('settings.set')).toHaveLength(1))
    expect(fake.callsOf('settings.set')[0]).toEqual({
      settings: { defaultSource: 'reddit', downloadFolder: '/home/me/Pictures/Walls', quotaBytes: 2 * 1024 ** 3 },
    })

    fireEvent.change(screen.getByLabelText('Every (minutes)'), { target: { value: '15' } })
    fireEvent.click(screen.getByLabelText('Include NSFW images'))
    fireEvent.submit(screen.getByLabelText('Every (minutes)').closest('form') as HTMLFormElement)
    await waitFor(() => expect(fake.callsOf('settings.set')).toHaveLength(2))
    expect(fake.callsOf('settings.set')[1]).toEqual({ settings: { rotation: { pool: DEFAULT_POOL, perDisplay: false, intervalMinutes: 15, dailyAt: null, includeNsfw: true, fit: 'smart' } } })

    fireEvent.change(screen.getByLabelText('Method'), { target: { value: 'custom' } })
    fireEvent.change(screen.getByLabelText('Command'), { target: { value: 'setbg {file}' } })
    fireEvent.submit(screen.getByLabelText('Method').closest('form') as HTMLFormElement)
    await waitFor(() => expect(fake.callsOf('settings.set')).toHaveLength(3))
    expect(fake.callsOf('settings.set')[2]).toEqual({ settings: { wallpaper: { backend: 'custom', customCommand: 'setbg {file}', lockScreen: false, afterChangeCommand: null } } })
  })

  it('offers smart fill first among the fits, and sends the one chosen', async () => {
    const fake = await renderApp('#/settings', { 'settings.set': () => ({ ok: true, value: settingsWith() }) })
    const fit = (await screen.findByLabelText('How pictures fill the screen')) as HTMLSelectElement
    expect(fit.value).toBe('smart')
    expect([...fit.options].map((option) => option.textContent)).toEqual(['Smart fill (crop around what matters)', 'Fill (crop at the centre)', 'Fit (show all of it)', 'Stretch', 'Center', 'Tile'])
    fireEvent.change(fit, { target: { value: 'fill' } })
    fireEvent.submit(fit.closest('form') as HTMLFormElement)
    await waitFor(() => expect(fake.callsOf('settings.set')).toHaveLength(1))
    expect(fake.callsOf('settings.set')[0]).toMatchObject({ settings: { rotation: { fit: 'fill' } } })
  })
})

describe('the lock screen and the after-change command', () => {
  it('says beside the lock screen switch what this desktop allows, and sends both with the method', async () => {
    const fake = await renderApp('#/settings', {
      'wallpaper.method': () => ({ ok: true, value: { name: 'sway', lockScreen: { support: 'none', detail: 'With swaybg the lock screen is the locker you run.' } } }),
      'settings.set': () => ({ ok: true, value: settingsWith() }),
    })
    const toggle = await screen.findByLabelText('Also set the lock screen')
    const field = toggle.closest('[data-field]') as HTMLElement
    await within(field).findByText('With swaybg the lock screen is the locker you run.')
    fireEvent.click(toggle)
    fireEvent.change(screen.getByLabelText('After every change, run'), { target: { value: 'wal -i {file}' } })
    fireEvent.submit(toggle.closest('form') as HTMLFormElement)
    await waitFor(() => expect(fake.callsOf('settings.set')).toHaveLength(1))
    expect(fake.callsOf('settings.set')[0]).toEqual({ settings: { wallpaper: { backend: 'auto', customCommand: null, lockScreen: true, afterChangeCommand: 'wal -i {file}' } } })
    // Asked again after saving: another method may treat the lock screen differently.
    await waitFor(() => expect(fake.callsOf('wallpaper.method')).toHaveLength(2))
  })

  it('says why a command cannot run beside its field, and sends nothing', async () => {
    const fake = await renderApp('#/settings')
    const command = await screen.findByLabelText('After every change, run')
    fireEvent.change(command, { target: { value: 'wal -i {file} && notify-send done' } })
    fireEvent.submit(command.closest('form') as HTMLFormElement)
    expect(await screen.findByText('uses the shell character &, but it runs without a shell (quote it to mean it literally)')).toBeTruthy()
    expect(fake.callsOf('settings.set')).toEqual([])
  })

  it('refuses {file} inside a script given to sh -c beside its field, showing the safe form', async () => {
    const fake = await renderApp('#/settings')
    const command = await screen.findByLabelText('After every change, run')
    fireEvent.change(command, { target: { value: `sh -c 'wal -i {file}'` } })
    fireEvent.submit(command.closest('form') as HTMLFormElement)
    expect(
      await screen.findByText(`puts {file} inside the script it gives to sh -c, where a file name would run as commands; pass it as an argument after the script instead, as in sh -c 'wal -i "$1"' sh {file}`),
    ).toBeTruthy()
    expect(fake.callsOf('settings.set')).toEqual([])
  })

  it('where the desktop cannot be told, says so beside the switch', async () => {
    await renderApp('#/settings', { 'wallpaper.method': () => ({ ok: false, error: { kind: 'wallpaper', message: 'Tapestry found no graphical session to set the wallpaper on.' } }) })
    expect(await screen.findByText('Tapestry cannot tell what this desktop allows: Tapestry found no graphical session to set the wallpaper on.')).toBeTruthy()
  })
})

describe('starting with the session', () => {
  it('“Start Tapestry when I log in” asks the system and shows what the system then says', async () => {
    let enabled = false
    const fake = await renderApp('#/settings', {
      'loginItem.get': () => ({ ok: true, value: { enabled, supported: true, detail: null } }),
      'loginItem.set': (input) => {
        enabled = input?.enabled ?? false
        return { ok: true, value: { enabled, supported: true, detail: 'Started at login by /home/ana/.config/autostart/io.github.tapestryapp.Tapestry.desktop.' } }
      },
    })
    const toggle = (await screen.findByLabelText('Start Tapestry when I log in')) as HTMLInputElement
    await waitFor(() => expect(toggle.matches(':disabled')).toBe(false))
    expect(toggle.checked).toBe(false)
    fireEvent.click(toggle)
    await waitFor(() => expect(toggle.checked).toBe(true))
    expect(fake.callsOf('loginItem.set')).toEqual([{ enabled: true }])
    expect(fake.callsOf('settings.set')).toEqual([])
  })

  it('where it cannot be changed from here, the switch is off and says why', async () => {
    const detail = 'Starting at login is not available in this session.'
    await renderApp('#/settings', { 'loginItem.get': () => ({ ok: true, value: { enabled: false, supported: false, detail } }) })
    const toggle = (await screen.findByLabelText('Start Tapestry when I log in')) as HTMLInputElement
    await screen.findByText(detail)
    expect(toggle.matches(':disabled')).toBe(true)
  })

  it('a refusal is shown as its sentence and the switch stays as the system has it', async () => {
    await renderApp('#/settings', {
      'loginItem.set': () => ({ ok: false, error: { kind: 'filesystem', message: 'Tapestry could not write the login start entry: the disk is full.' } }),
    })
    const toggle = (await screen.findByLabelText('Start Tapestry when I log in')) as HTMLInputElement
    await waitFor(() => expect(toggle.matches(':disabled')).toBe(false))
    fireEvent.click(toggle)
    await screen.findByText(/could not write the login start entry: the disk is full/)
    expect(toggle.checked).toBe(false)
  })

  it('“Change the wallpaper when Tapestry starts” is saved at once as a setting', async () => {
    const fake = await renderApp('#/settings', {
      'settings.set': () => ({ ok: true, value: { ...settingsWith(), startup: { changeWallpaper: true } } }),
    })
    fireEvent.click(await screen.findByLabelText('Change the wallpaper when Tapestry starts'))
    await screen.findByText('Tapestry will change the wallpaper when it starts.')
    expect(fake.callsOf('settings.set')).toEqual([{ settings: { startup: { changeWallpaper: true } } }])
    expect((screen.getByLabelText('Change the wallpaper when Tapestry starts') as HTMLInputElement).checked).toBe(true)
  })
})

describe('reporting a problem', () => {
  it('opens the log folder where the app can, and says where it is', async () => {
    const fake = await renderApp('#/settings', { 'logs.open': () => ({ ok: true, value: { folder: '/home/me/.local/share/Tapestry/logs', opened: true } }) })
    fireEvent.click(await screen.findByRole('button', { name: 'Open the log folder' }))
    await screen.findByText('Opened /home/me/.local/share/Tapestry/logs.')
    expect(fake.callsOf('logs.open')).toHaveLength(1)
  })

  it('where no folder can be opened (the browser demo), says where the files are', async () => {
    await renderApp('#/settings', { 'logs.open': () => ({ ok: true, value: { folder: '/data/logs', opened: false } }) })
    fireEvent.click(await screen.findByRole('button', { name: 'Open the log folder' }))
    await screen.findByText('The log files are in /data/logs.')
  })

  it('says plainly when the folder could not be opened', async () => {
    await renderApp('#/settings', { 'logs.open': () => ({ ok: false, error: { kind: 'filesystem', message: 'The log folder could not be opened: no file manager.' } }) })
    fireEvent.click(await screen.findByRole('button', { name: 'Open the log folder' }))
    await screen.findByText(/The log folder could not be opened: no file manager\./)
  })
})
