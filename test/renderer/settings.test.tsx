// @vitest-environment jsdom
// Settings: a list of sections (the address says which is open), one save model (each change sent
// the moment it is made and confirmed beside it; what is wrong stays in its field with its message
// and is not sent), keys write-only ("set" / "not set"), removed only when confirmed and undone
// from the toast, and notes that follow the controls as they change.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import './support/css-escape'
import { settingsWith } from './support/fake-api'
import { renderSettings, settingsFake } from './support/settings-fake'

afterEach(cleanup)

const KEY = 'UnsplashKey-typed-in-1234'
const SECTIONS = ['Sources & keys', 'Rotation', 'Displays & fit', 'Your folders', 'Startup', 'Notifications & shortcuts', 'Lock screen', 'Advanced']

/** Leaves a text field: how a typed value is saved (Enter does the same). */
function commit(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } })
  fireEvent.keyDown(input, { key: 'Enter' })
}

const fieldOf = (element: HTMLElement) => element.closest('[data-field]') as HTMLElement

describe('the sections', () => {
  it('lists the sections, opens the one the address names, and the address follows the one chosen', async () => {
    await renderSettings('#/settings?focus=rotation')
    const tabs = await screen.findAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(SECTIONS)
    expect(screen.getByRole('tab', { name: 'Rotation' }).getAttribute('aria-selected')).toBe('true')
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { level: 2 }).textContent).toBe('Rotation')
    fireEvent.click(screen.getByRole('tab', { name: 'Advanced' }))
    await waitFor(() => expect(window.location.hash).toBe('#/settings?focus=advanced'))
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { level: 2 }).textContent).toBe('Advanced')
  })

  it('an address naming a key (as the search sends it) opens Sources & keys with that key’s field focused', async () => {
    await renderSettings('#/settings?focus=unsplashAccessKey')
    const input = await screen.findByLabelText('Unsplash access key')
    expect(screen.getByRole('tab', { name: 'Sources & keys' }).getAttribute('aria-selected')).toBe('true')
    await waitFor(() => expect(document.activeElement).toBe(input))
  })

  it('has no Save button in any section: every control saves itself', async () => {
    await renderSettings('#/settings')
    for (const name of SECTIONS) {
      fireEvent.click(await screen.findByRole('tab', { name }))
      await waitFor(() => expect(within(screen.getByRole('tabpanel')).getByRole('heading', { level: 2 }).textContent).toBe(name))
      expect(within(screen.getByRole('tabpanel')).queryAllByRole('button', { name: /^Save/ })).toEqual([])
    }
  })
})

describe('keys', () => {
  it('a key is sent when Enter is pressed, then emptied and never shown again: the window only learns that it is set', async () => {
    const core = settingsFake(settingsWith({ unsplashAccessKey: false }))
    const fake = await renderSettings('#/settings?focus=unsplashAccessKey', core.answers)
    const input = (await screen.findByLabelText('Unsplash access key')) as HTMLInputElement
    expect(screen.getByTestId('unsplashAccessKey-status').textContent).toBe('not set')
    commit(input, KEY)
    await within(fieldOf(input)).findByText('Saved')
    expect(fake.callsOf('settings.set')).toEqual([{ secrets: { unsplashAccessKey: KEY } }])
    expect(screen.getByTestId('unsplashAccessKey-status').textContent).toBe('set')
    expect(input.value).toBe('')
    expect(document.body.innerHTML).not.toContain(KEY)
  })

  it('each source shows numbered steps and the page where its key is made', async () => {
    await renderSettings('#/settings')
    const links = Object.fromEntries(
      ['wallhaven', 'unsplash', 'reddit'].map((source) => {
        const card = document.querySelector(`.source-card[data-source="${source}"]`) as HTMLElement
        expect(card.querySelectorAll('ol > li').length).toBeGreaterThanOrEqual(3)
        return [source, (within(card).getByRole('link') as HTMLAnchorElement).href]
      }),
    )
    await screen.findByLabelText('Reddit client id')
    expect(links).toEqual({ wallhaven: 'https://wallhaven.cc/settings/account', unsplash: 'https://unsplash.com/oauth/applications', reddit: 'https://www.reddit.com/prefs/apps' })
  })

  it('says where keys are kept once, for all of them: the keychain, or the file where there is none', async () => {
    await renderSettings('#/settings', { 'settings.get': () => ({ ok: true, value: settingsWith({ unsplashAccessKey: true }, 'file') }) })
    await screen.findByLabelText('Unsplash access key')
    expect(screen.getAllByTestId('keychain-note')).toHaveLength(1)
    expect(screen.getByTestId('keychain-note').textContent).toMatch(/no keychain Tapestry can use.*only your user account can read/)
    expect(screen.queryAllByText(/only your user account can read/)).toHaveLength(1)
    cleanup()
    await renderSettings('#/settings', { 'settings.get': () => ({ ok: true, value: settingsWith({ unsplashAccessKey: true }, 'keychain') }) })
    await screen.findByLabelText('Unsplash access key')
    expect(screen.getByTestId('keychain-note').textContent).toMatch(/^Your keys are kept in your system’s keychain\./)
  })

  it('says a key saved in a keychain that did not open is kept, not to be set again', async () => {
    const settings = settingsWith({ unsplashAccessKey: false })
    await renderSettings('#/settings', { 'settings.get': () => ({ ok: true, value: { ...settings, keyStorage: { ...settings.keyStorage, unsplashAccessKey: 'keychain-unavailable' } } }) })
    await screen.findByLabelText('Unsplash access key')
    expect(screen.getByTestId('unsplashAccessKey-status').textContent).toBe('saved, keychain locked')
    expect(screen.getByTestId('keychain-note').textContent).toMatch(/Unlock it and restart Tapestry; there is no need to paste the key again/)
    expect(screen.getByTestId('redditClientId-status').textContent).toBe('set')
  })

  it('removing a key asks first; keeping it sends nothing; removing it offers Undo, which puts it back', async () => {
    const core = settingsFake()
    const fake = await renderSettings('#/settings', core.answers)
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the Unsplash access key' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the Unsplash access key?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Remove the Unsplash access key?' })).toBeNull())
    expect(fake.callsOf('settings.set')).toEqual([])

    fireEvent.click(screen.getByRole('button', { name: 'Remove the Unsplash access key' }))
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Remove the Unsplash access key?' })).getByRole('button', { name: 'Remove' }))
    await screen.findByText('Unsplash access key removed.')
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Remove the Unsplash access key?' })).toBeNull())
    expect(fake.callsOf('settings.set')).toEqual([{ secrets: { unsplashAccessKey: null } }])
    expect(screen.getByTestId('unsplashAccessKey-status').textContent).toBe('not set')
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(screen.getByTestId('unsplashAccessKey-status').textContent).toBe('set'))
    expect(fake.callsOf('settings.set')[1]).toEqual({ restoreKeys: ['unsplashAccessKey'] })
    await screen.findByText('Unsplash access key put back.')
  })

  it('an Undo that comes too late says so in the main process’s words', async () => {
    const core = settingsFake()
    await renderSettings('#/settings', {
      ...core.answers,
      'settings.set': (input) =>
        input?.restoreKeys ? { ok: false, error: { kind: 'validation', message: 'The Unsplash access key can no longer be put back.' } } : core.answers['settings.set']!(input),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the Unsplash access key' }))
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Remove the Unsplash access key?' })).getByRole('button', { name: 'Remove' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }))
    await screen.findByText('The Unsplash access key can no longer be put back.')
  })
})

describe('the save model', () => {
  it('the window’s source is saved as it is chosen, and confirmed beside it', async () => {
    const core = settingsFake()
    const fake = await renderSettings('#/settings', core.answers)
    const source = await screen.findByLabelText('Open the window on')
    fireEvent.change(source, { target: { value: 'reddit' } })
    await within(fieldOf(source)).findByText('Saved')
    expect(fake.callsOf('settings.set')).toEqual([{ settings: { defaultSource: 'reddit' } }])
  })

  it('a size that is not a number stays in its field with what is wrong, and nothing is sent; a number is saved', async () => {
    const core = settingsFake()
    const fake = await renderSettings('#/settings?focus=folders', core.answers)
    const quota = (await screen.findByLabelText('Room they may take (GiB)')) as HTMLInputElement
    commit(quota, 'lots')
    expect(within(fieldOf(quota)).getByText('Type a number of gigabytes, such as 2 or 0.5.')).toBeTruthy()
    expect(quota.value).toBe('lots')
    expect(quota.getAttribute('aria-invalid')).toBe('true')
    fireEvent.blur(quota)
    expect(fake.callsOf('settings.set')).toEqual([])
    commit(quota, '2')
    await within(fieldOf(quota)).findByText('Saved')
    expect(fake.callsOf('settings.set')).toEqual([{ settings: { quotaBytes: 2 * 1024 ** 3 } }])
    expect(quota.getAttribute('aria-invalid')).toBe('false')
  })

  it('a folder typed is saved when the field is left, and not again when nothing changed', async () => {
    const core = settingsFake()
    const fake = await renderSettings('#/settings?focus=folders', core.answers)
    const folder = await screen.findByLabelText('Keep them in')
    fireEvent.change(folder, { target: { value: '/home/me/Pictures/Walls' } })
    fireEvent.blur(folder)
    await within(fieldOf(folder)).findByText('Saved')
    fireEvent.blur(folder)
    expect(fake.callsOf('settings.set')).toEqual([{ settings: { downloadFolder: '/home/me/Pictures/Walls' } }])
  })

  it('offers smart fill first among the fits, saves the one chosen, and its note says what it does', async () => {
    const core = settingsFake()
    const fake = await renderSettings('#/settings?focus=displays', core.answers)
    const fit = (await screen.findByLabelText('How pictures fill the screen')) as HTMLSelectElement
    expect(fit.value).toBe('smart')
    expect([...fit.options].map((option) => option.textContent)).toEqual(['Smart fill (crop around what matters)', 'Fill (crop at the centre)', 'Fit (show all of it)', 'Stretch', 'Center', 'Tile'])
    fireEvent.change(fit, { target: { value: 'fit' } })
    await screen.findByText('Fit saved')
    expect(fake.callsOf('settings.set')).toEqual([{ settings: { rotation: { fit: 'fit' } } }])
    expect(within(fieldOf(fit)).getByText(/Shows the whole picture/)).toBeTruthy()
  })
})

describe('the method, the lock screen and the after-change command', () => {
  it('the lock-screen note follows the method as it is picked, before the save has answered', async () => {
    const core = settingsFake()
    let answer: (() => void) | undefined
    const fake = await renderSettings('#/settings?focus=displays', {
      ...core.answers,
      // The save is held: the note must not wait for it.
      'settings.set': (input) => new Promise((resolve) => (answer = () => resolve(core.answers['settings.set']!(input) as never))),
      'wallpaper.method': (input) =>
        input?.backend === 'sway'
          ? { ok: true, value: { name: 'sway', lockScreen: { support: 'none', detail: 'With sway the lock screen is the locker you run.' } } }
          : { ok: true, value: { name: 'GNOME', lockScreen: { support: 'sets', detail: 'GNOME’s lock screen gets each new wallpaper too.' } } },
    })
    fireEvent.change(await screen.findByLabelText('How the wallpaper is set'), { target: { value: 'sway' } })
    fireEvent.click(screen.getByRole('tab', { name: 'Lock screen' }))
    await waitFor(() => expect(screen.getByTestId('lock-screen-note').textContent).toBe('With sway the lock screen is the locker you run.'))
    expect(fake.callsOf('wallpaper.method')).toContainEqual({ backend: 'sway' })
    expect(core.current().wallpaper.backend).toBe('auto')
    answer?.()
    await waitFor(() => expect(core.current().wallpaper.backend).toBe('sway'))
    expect(fake.callsOf('settings.set')).toEqual([{ settings: { wallpaper: { backend: 'sway' } } }])
  })

  it('the lock-screen switch is saved as it is turned', async () => {
    const core = settingsFake()
    const fake = await renderSettings('#/settings?focus=lockScreen', core.answers)
    const toggle = await screen.findByLabelText('Also set the lock screen')
    await within(fieldOf(toggle)).findByText('GNOME’s lock screen gets each new wallpaper too.')
    fireEvent.click(toggle)
    await within(fieldOf(toggle)).findByText('Saved')
    expect(fake.callsOf('settings.set')).toEqual([{ settings: { wallpaper: { lockScreen: true } } }])
  })

  it('“My own command” is saved only together with its command: nothing half-saved', async () => {
    const core = settingsFake()
    const fake = await renderSettings('#/settings?focus=displays', core.answers)
    fireEvent.change(await screen.findByLabelText('How the wallpaper is set'), { target: { value: 'custom' } })
    const command = await screen.findByLabelText('Command that sets the wallpaper')
    expect(fake.callsOf('settings.set')).toEqual([])
    commit(command, '   ')
    expect(within(fieldOf(command)).getByText('Type the command that sets a wallpaper, for example: setbg {file}')).toBeTruthy()
    expect(fake.callsOf('settings.set')).toEqual([])
    commit(command, 'setbg {file}')
    await waitFor(() => expect(fake.callsOf('settings.set')).toEqual([{ settings: { wallpaper: { backend: 'custom', customCommand: 'setbg {file}' } } }]))
  })

  it('says why a command cannot run beside its field, keeps it there, and sends nothing', async () => {
    const fake = await renderSettings('#/settings?focus=advanced', settingsFake().answers)
    const command = (await screen.findByLabelText('After every change, run')) as HTMLInputElement
    commit(command, 'wal -i {file} && notify-send done')
    expect(await screen.findByText('uses the shell character &, but it runs without a shell (quote it to mean it literally)')).toBeTruthy()
    expect(command.value).toBe('wal -i {file} && notify-send done')
    expect(fake.callsOf('settings.set')).toEqual([])
  })

  it('refuses {file} inside a script given to sh -c beside its field, showing the safe form', async () => {
    const fake = await renderSettings('#/settings?focus=advanced', settingsFake().answers)
    commit(await screen.findByLabelText('After every change, run'), `sh -c 'wal -i {file}'`)
    expect(
      await screen.findByText(`puts {file} inside the script it gives to sh -c, where a file name would run as commands; pass it as an argument after the script instead, as in sh -c 'wal -i "$1"' sh {file}`),
    ).toBeTruthy()
    expect(fake.callsOf('settings.set')).toEqual([])
  })

  it('where the desktop cannot be told, says so beside the switch', async () => {
    await renderSettings('#/settings?focus=lockScreen', { 'wallpaper.method': () => ({ ok: false, error: { kind: 'wallpaper', message: 'Tapestry found no graphical session to set the wallpaper on.' } }) })
    expect(await screen.findByText('Tapestry cannot tell what this desktop allows: Tapestry found no graphical session to set the wallpaper on.')).toBeTruthy()
  })
})

describe('starting with the session', () => {
  it('“Start Tapestry when I log in” asks the system and shows what the system then says', async () => {
    let enabled = false
    const fake = await renderSettings('#/settings?focus=startup', {
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
    await screen.findByText(/Started at login by \/home\/ana/)
    expect(fake.callsOf('loginItem.set')).toEqual([{ enabled: true }])
    expect(fake.callsOf('settings.set')).toEqual([])
  })

  it('where it cannot be changed from here, the switch is off and says why', async () => {
    const detail = 'Starting at login is not available in this session.'
    await renderSettings('#/settings?focus=startup', { 'loginItem.get': () => ({ ok: true, value: { enabled: false, supported: false, detail } }) })
    const toggle = (await screen.findByLabelText('Start Tapestry when I log in')) as HTMLInputElement
    await screen.findByText(detail)
    expect(toggle.matches(':disabled')).toBe(true)
  })

  it('a refusal is shown as its sentence and the switch stays as the system has it', async () => {
    await renderSettings('#/settings?focus=startup', {
      'loginItem.set': () => ({ ok: false, error: { kind: 'filesystem', message: 'Tapestry could not write the login start entry: the disk is full.' } }),
    })
    const toggle = (await screen.findByLabelText('Start Tapestry when I log in')) as HTMLInputElement
    await waitFor(() => expect(toggle.matches(':disabled')).toBe(false))
    fireEvent.click(toggle)
    await screen.findByText(/could not write the login start entry: the disk is full/)
    expect(toggle.checked).toBe(false)
  })

  it('“Change the wallpaper when Tapestry starts” is saved at once, and its note follows it', async () => {
    const core = settingsFake()
    const fake = await renderSettings('#/settings?focus=startup', core.answers)
    const toggle = await screen.findByLabelText('Change the wallpaper when Tapestry starts')
    expect(within(fieldOf(toggle)).getByText('Tapestry keeps the wallpaper as it was when it starts.')).toBeTruthy()
    fireEvent.click(toggle)
    await within(fieldOf(toggle)).findByText('Saved')
    expect(fake.callsOf('settings.set')).toEqual([{ settings: { startup: { changeWallpaper: true } } }])
    expect((toggle as HTMLInputElement).checked).toBe(true)
    expect(within(fieldOf(toggle)).getByText(/A new picture from the rotation each time Tapestry starts/)).toBeTruthy()
  })
})

describe('reporting a problem', () => {
  it('opens the log folder where the app can, and says where it is', async () => {
    const fake = await renderSettings('#/settings?focus=advanced', { 'logs.open': () => ({ ok: true, value: { folder: '/home/me/.local/share/Tapestry/logs', opened: true } }) })
    fireEvent.click(await screen.findByRole('button', { name: 'Open the log folder' }))
    await screen.findByText('Opened /home/me/.local/share/Tapestry/logs.')
    expect(fake.callsOf('logs.open')).toHaveLength(1)
  })

  it('where no folder can be opened (the browser demo), says where the files are', async () => {
    await renderSettings('#/settings?focus=advanced', { 'logs.open': () => ({ ok: true, value: { folder: '/data/logs', opened: false } }) })
    fireEvent.click(await screen.findByRole('button', { name: 'Open the log folder' }))
    await screen.findByText('The log files are in /data/logs.')
  })

  it('says plainly when the folder could not be opened', async () => {
    await renderSettings('#/settings?focus=advanced', { 'logs.open': () => ({ ok: false, error: { kind: 'filesystem', message: 'The log folder could not be opened: no file manager.' } }) })
    fireEvent.click(await screen.findByRole('button', { name: 'Open the log folder' }))
    await screen.findByText(/The log folder could not be opened: no file manager\./)
  })
})
