// What the main process says about the person's folders, global shortcuts, start at login and
// updates, on the code paths that say it: the English is the sentence the command line and the log
// have always said, word for word, and the catalog message sent beside it says the same in German,
// with paths, file names and commands as they are (src/main/core/i18n/sentence.ts).
import { mkdir, mkdtemp, rename, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { messagesFor } from '../../src/main/core/i18n/intl'
import type { Said } from '../../src/main/core/i18n/sentence'
import { createLibrary, type Library } from '../../src/main/core/library/library'
import { createLocalFolders } from '../../src/main/core/local-folders/local-folders'
import { describeCode, skippedSentence } from '../../src/main/core/local-folders/skips'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import { createSettingsStore } from '../../src/main/core/settings/settings-store'
import { shortcutsBlocked } from '../../src/main/core/shortcuts/portal-identity'
import { shortcutRefusal } from '../../src/main/core/shortcuts/shortcut-desktop'
import { createShortcutKeeper } from '../../src/main/core/shortcuts/shortcut-keeper'
import { createXdgAutostart } from '../../src/main/core/startup/xdg-autostart'
import { updateAbility } from '../../src/main/core/updates/install-channel'
import type { ErrorText } from '../../src/shared/errors'
import { writeNotAPicture, writePicture } from '../support/local-pictures'

const german = messagesFor('de')

/** The German of a sentence field's catalog message; fails the test where there is none. */
function inGerman(text: ErrorText | null | undefined): string {
  expect(text).toBeTruthy()
  const said = german.say(text as ErrorText)
  expect(said).toBeTruthy()
  return said as string
}

let root = ''
const opened: Library[] = []

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'tapestry-system-sentences-'))
})
afterEach(() => {
  for (const library of opened.splice(0)) library.close()
})
afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('the person’s folders', () => {
  it('say what a scan left out, and a folder gone, in English as before and in German with the names as they are', async () => {
    const dataDir = path.join(root, 'data')
    const folder = path.join(root, 'Bilder')
    await writePicture(path.join(folder, 'one.jpg'), { width: 100, height: 80 })
    await writeNotAPicture(path.join(folder, 'notes.jpg'))
    await symlink('/usr', path.join(folder, 'usr'))
    const library = createLibrary({ dataDir })
    opened.push(library)
    const settings = createSettingsStore({ dataDir, secrets: createMemorySecretStore() })
    const local = createLocalFolders({ dataDir, library: () => library, settings, watch: false })

    const [added] = await local.add(folder)
    expect(added?.note).toBe('Skipped 2 files: 1 is a link out of the folder, which is not followed (usr → /usr); 1 is not a JPEG, PNG, WebP or GIF picture.')
    const skipped = inGerman(added?.noteText)
    expect(skipped).toMatch(/^2 Dateien übersprungen: /)
    expect(skipped).toContain('(usr → /usr)')

    // The folder unplugged: the note the list says, and the notice the app's start says.
    await rename(folder, `${folder}-away`)
    const [away] = await local.list()
    expect(away?.note).toBe(`The folder ${folder} cannot be reached (an unplugged disk?): its pictures are skipped until it is back.`)
    expect(inGerman(away?.noteText)).toBe(`Der Ordner ${folder} ist nicht erreichbar (ein abgezogenes Laufwerk?): Seine Bilder werden übersprungen, bis er wieder da ist.`)
    const notices: Said[] = []
    const app = createLocalFolders({ dataDir, library: () => library, settings, watch: true, notice: (sentence) => notices.push(sentence) })
    await app.start()
    app.dispose()
    expect(notices.map((notice) => notice.message)).toEqual([away?.note])
    expect(inGerman(notices[0]?.text)).toContain(folder)
    await rename(`${folder}-away`, folder)
  })

  it('say the system’s reason a file could not be read in German too, as a walk records it', () => {
    const folder = '/home/ana/Pictures'
    const sentence = skippedSentence(folder, [
      { path: `${folder}/b.jpg`, reason: 'unreadable', detail: describeCode('EACCES') },
      { path: `${folder}/shut`, reason: 'unreadable', detail: describeCode('EACCES'), folder: true },
      { path: `${folder}/c.jpg`, reason: 'unreadable', detail: describeCode('EACCES') },
    ])
    expect(sentence?.message).toBe('Skipped 3 files: 3 cannot be read (permission denied: b.jpg, c.jpg, …).')
    expect(inGerman(sentence?.text)).toBe('3 Dateien übersprungen: 3 können nicht gelesen werden (Zugriff verweigert: b.jpg, c.jpg, …).')
    // A code with no words of its own keeps the code, in either language.
    expect(inGerman(skippedSentence(folder, [{ path: `${folder}/d.jpg`, reason: 'unreadable', detail: describeCode('EMFILE') }])?.text)).toContain('Fehler EMFILE: d.jpg')
  })
})

describe('global shortcuts', () => {
  it('say a refused shortcut, and one the Wayland desktop cannot bind, in German with the file and folders as they are', () => {
    const keeper = createShortcutKeeper({ registrar: { register: () => false, unregister: () => undefined }, pressed: () => undefined, refusal: shortcutRefusal('linux', { DISPLAY: ':0' }), detail: null })
    const [refused] = keeper.apply({ next: 'Ctrl+Alt+N', previous: null, favourite: null, block: null }).shortcuts
    expect(refused?.problem).toBe('Not set: another app already uses these keys. Choose others.')
    expect(inGerman(refused?.problemText)).toBe('Nicht gesetzt: Eine andere App verwendet diese Tasten bereits. Bitte wählen Sie andere.')

    const folders = ['/home/ana/.local/share/applications', '/usr/share/applications']
    const blocked = shortcutsBlocked('linux', { XDG_SESSION_TYPE: 'wayland', CHROME_DESKTOP: 'tapestry.desktop' }, () => ({ path: null, folders }))
    expect(blocked?.message).toBe(
      'Not set: on Wayland the desktop gives shortcuts only to an app it finds installed, and Tapestry’s desktop file (tapestry.desktop) is not installed ' +
        `(looked in ${folders.join(', ')}), as when Tapestry runs as an AppImage or from its source. Install Tapestry’s .deb or .rpm package, then restart Tapestry.`,
    )
    const said = inGerman(blocked?.text)
    expect(said).not.toBe(blocked?.message)
    for (const kept of ['tapestry.desktop', folders.join(', '), 'AppImage', '.deb', '.rpm']) expect(said).toContain(kept)
  })
})

describe('start at login', () => {
  it('says which XDG autostart entry starts Tapestry, in German with its path as it is', async () => {
    const configHome = path.join(root, 'config')
    await mkdir(configHome, { recursive: true })
    const autostart = createXdgAutostart({ env: { XDG_CONFIG_HOME: configHome }, home: root, launch: { command: '/opt/Tapestry/tapestry', args: ['--hidden'] } })
    const off = await autostart.status()
    expect(off.detail).toBe(`Tapestry would be started at login by ${autostart.path}.`)
    expect(inGerman(off.detailText)).toBe(`Tapestry würde bei der Anmeldung über ${autostart.path} gestartet.`)
    const on = await autostart.set(true)
    expect(on.detail).toBe(`Started at login by ${autostart.path}.`)
    expect(inGerman(on.detailText)).toBe(`Wird bei der Anmeldung über ${autostart.path} gestartet.`)
  })
})

describe('updates', () => {
  it('says who updates a .deb or a Flatpak install, in German with the tools named as they are', () => {
    const deb = updateAbility('deb')
    const flatpak = updateAbility('flatpak')
    if (deb.canUpdate || flatpak.canUpdate) throw new Error('a .deb and a Flatpak install are updated by the system')
    expect(deb.detail).toBe('Installed from a .deb package: your system’s software updates (apt, GNOME Software, Discover) keep Tapestry up to date.')
    expect(inGerman(deb.detailText)).toContain('(apt, GNOME Software, Discover)')
    expect(inGerman(deb.detailText)).not.toBe(deb.detail)
    expect(flatpak.detail).toBe('Installed with Flatpak: Flatpak (flatpak update, GNOME Software, Discover) keeps Tapestry up to date.')
    expect(inGerman(flatpak.detailText)).toBe('Mit Flatpak installiert: Flatpak (flatpak update, GNOME Software, Discover) hält Tapestry aktuell.')
  })
})
