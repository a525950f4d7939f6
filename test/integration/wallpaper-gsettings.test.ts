// GNOME, Unity, Budgie, Cinnamon and MATE keep the wallpaper in GSettings: the real gsettings
// writing to the real dconf (its service started by a session bus of this test's own), set from
// inside this process as the desktops' backends do, and read back with gsettings. What GNOME and
// MATE then draw is tested in test/desktops; Cinnamon's compositor draws black on a virtual X
// server even for its own picture, so Cinnamon is tested here only, through its settings.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createWallpaperSetter } from '../../src/main/core/wallpaper/wallpaper'
import { startSessionBus } from '../desktops/support/buses'
import { solidPicture } from '../desktops/support/pictures'
import { RED } from '../desktops/support/screen'
import { startSession, type Env, type Session } from '../desktops/support/session'
import { sideBySide, startX11 } from '../desktops/support/x-server'
import { wallpaperError } from '../support/wallpaper-error'
import { ensureDebianTools } from '../support/debian-tools'

const missing = ensureDebianTools([
  { command: 'dbus-daemon', debianPackage: 'dbus-daemon' },
  { command: 'gsettings', debianPackage: 'libglib2.0-bin' },
  { command: 'glib-compile-schemas', debianPackage: 'libglib2.0-bin' },
  { command: '/usr/lib/x86_64-linux-gnu/gio/modules/libdconfsettings.so', debianPackage: 'dconf-gsettings-backend' },
  { command: '/usr/share/glib-2.0/schemas/org.cinnamon.desktop.background.gschema.xml', debianPackage: 'cinnamon-desktop-data' },
  { command: 'Xvfb', debianPackage: 'xvfb' },
  { command: 'xrandr', debianPackage: 'x11-xserver-utils' },
])
const test = missing ? it.skip : it

const GNOME = 'org.gnome.desktop.background'
const CINNAMON = 'org.cinnamon.desktop.background'
const MATE = 'org.mate.background'

describe(`GSettings desktops, real gsettings and dconf${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let session: Session
  let stateDir: string

  /** `gsettings ARGS…` in the session, as a person's Settings or a script would run it; its output. */
  async function gsettings(args: readonly string[], env: Env = {}): Promise<string> {
    const result = await session.run('gsettings', args, { env })
    if (result.code !== 0) throw new Error(`gsettings ${args.join(' ')} failed: ${result.stderr}`)
    return result.stdout.trim()
  }

  const setter = (desktop: string, env: Env = {}, verifyTimeoutMs = 2_000) =>
    createWallpaperSetter({ env: { ...session.env, XDG_CURRENT_DESKTOP: desktop, ...env }, stateDir, verifyTimeoutMs })

  /** A picture file of its own (a wallpaper must exist): only its path matters here. */
  const picture = (name: string) => solidPicture(session, name, RED, { width: 8, height: 8 })

  beforeAll(async () => {
    if (missing) return
    session = startSession('gsettings', { asMe: true })
    await startSessionBus(session)
    await startX11(session, sideBySide([{ width: 1280, height: 720 }, { width: 1024, height: 768 }]))
    stateDir = session.folder('state')
  }, 60_000)
  afterAll(async () => {
    await session?.stop()
  })
  beforeEach(async () => {
    if (missing) return
    for (const schema of [GNOME, CINNAMON, MATE]) await gsettings(['reset-recursively', schema])
  })

  describe('GNOME', () => {
    test('sets picture-options, picture-uri AND picture-uri-dark, then reads both back', async () => {
      // 'none' shows no picture: it must become a visible option.
      await gsettings(['set', GNOME, 'picture-options', 'none'])
      const wallpaper = await setter('ubuntu:GNOME')
      expect(wallpaper.backend).toMatchObject({ id: 'gnome', name: 'GNOME', perDisplay: false, limitation: expect.objectContaining({ message: 'GNOME shows one image on all displays.' }) })
      const file = await picture("it's a sunset #1")
      const uri = pathToFileURL(file).href
      expect(uri).toMatch(/it's%20a%20sunset%20%231/)

      await wallpaper.set(file)

      expect([await gsettings(['get', GNOME, 'picture-options']), await gsettings(['get', GNOME, 'picture-uri']), await gsettings(['get', GNOME, 'picture-uri-dark'])]).toEqual([
        "'zoom'",
        `"${uri}"`,
        `"${uri}"`,
      ])
      expect(await wallpaper.current()).toEqual([
        { file, display: 'picture-uri' },
        { file, display: 'picture-uri-dark' },
      ])
    })

    test('reads back what was set by hand, each key on its own', async () => {
      const light = await picture('light')
      const dark = await picture('dark')
      await gsettings(['set', GNOME, 'picture-uri', pathToFileURL(light).href])
      await gsettings(['set', GNOME, 'picture-uri-dark', pathToFileURL(dark).href])
      expect(await (await setter('GNOME')).current()).toEqual([
        { file: light, display: 'picture-uri' },
        { file: dark, display: 'picture-uri-dark' },
      ])
    })

    test('before GNOME 42 (a schema with no picture-uri-dark) sets picture-uri alone', async () => {
      // GNOME 41's schema, where the dark key did not exist yet, found before the system's.
      const schemas = session.folder('gnome-41-schemas')
      writeFileSync(
        join(schemas, `${GNOME}.gschema.xml`),
        [
          '<schemalist>',
          '  <enum id="org.gnome.desktop.GDesktopBackgroundStyle">',
          ...['none', 'wallpaper', 'centered', 'scaled', 'stretched', 'zoom', 'spanned'].map((nick, value) => `    <value nick="${nick}" value="${value}"/>`),
          '  </enum>',
          `  <schema id="${GNOME}" path="/org/gnome/desktop/background/">`,
          `    <key name="picture-options" enum="org.gnome.desktop.GDesktopBackgroundStyle"><default>'zoom'</default></key>`,
          `    <key name="picture-uri" type="s"><default>'file:///usr/share/backgrounds/gnome/adwaita-timed.xml'</default></key>`,
          '  </schema>',
          '</schemalist>',
          '',
        ].join('\n'),
      )
      const compiled = await session.run('glib-compile-schemas', [schemas])
      expect(compiled.stderr).toBe('')
      const gnome41 = { GSETTINGS_SCHEMA_DIR: schemas }
      const darkBefore = await gsettings(['get', GNOME, 'picture-uri-dark'])
      const file = await picture('gnome-41')
      await (await setter('GNOME', gnome41)).set(file)
      expect(await gsettings(['get', GNOME, 'picture-uri'], gnome41)).toBe(`'${pathToFileURL(file).href}'`)
      // Read through today's schema: the dark key was left alone.
      expect(await gsettings(['get', GNOME, 'picture-uri-dark'])).toBe(darkBefore)
    })

    test.each([
      ['fill', 'zoom'],
      ['fit', 'scaled'],
      ['stretch', 'stretched'],
      ['center', 'centered'],
      ['tile', 'wallpaper'],
      ['span', 'spanned'],
    ] as const)('fit %s → picture-options %s', async (fit, option) => {
      await (await setter('GNOME')).set(await picture(`fit-${fit}`), { fit })
      expect(await gsettings(['get', GNOME, 'picture-options'])).toBe(`'${option}'`)
    })

    test('refuses one display on its own, and changes nothing', async () => {
      const before = await gsettings(['get', GNOME, 'picture-uri'])
      const error = await wallpaperError((await setter('GNOME')).set(await picture('one'), { display: 1 }))
      expect(error.message).toBe('GNOME shows one image on all displays: it cannot show a separate image on display 1.')
      expect(await gsettings(['get', GNOME, 'picture-uri'])).toBe(before)
    })

    test('a gsettings that cannot find dconf is an error, not a keyfile no desktop reads', async () => {
      // With no dconf GIO module (GIO_MODULE_DIR elsewhere, as a sandbox's runtime sets it) GSettings
      // saves to ~/.config/glib-2.0/settings/keyfile and reads it back from there: the read-back agrees.
      const noDconf = { GIO_MODULE_DIR: session.folder('no-gio-modules') }
      const before = await gsettings(['get', GNOME, 'picture-uri'])
      const error = await wallpaperError((await setter('GNOME', noDconf)).set(await picture('keyfile')))
      expect(error.message).toBe(
        'GNOME: gsettings cannot find dconf, where the desktop keeps its settings, so the wallpaper would be saved where the desktop never looks (Debian and Ubuntu package dconf-gsettings-backend).',
      )
      expect(await gsettings(['get', GNOME, 'picture-uri'])).toBe(before)
    })

    test('a session bus that is gone is said at once: gsettings only warns that dconf did not save', async () => {
      const noBus = { DBUS_SESSION_BUS_ADDRESS: `unix:path=${join(session.runtimeDir, 'no-such-bus')}` }
      const before = await gsettings(['get', GNOME, 'picture-uri'])
      const started = Date.now()
      const error = await wallpaperError((await setter('GNOME', noBus)).set(await picture('unsaved')))
      expect(error.message).toBe('GNOME: gsettings could not save the setting: failed to commit changes to dconf: Could not connect: No such file or directory.')
      // Not after the read-back's wait.
      expect(Date.now() - started).toBeLessThan(1_500)
      expect(await gsettings(['get', GNOME, 'picture-uri'])).toBe(before)
    })

    test('a system without the desktop schemas: the failing command and what it said', async () => {
      const noSchemas = { XDG_DATA_DIRS: session.folder('no-schemas') }
      const error = await wallpaperError((await setter('GNOME', noSchemas)).set(await picture('no-schemas')))
      expect(error.message).toBe('GNOME: gsettings failed with exit status 1: No schemas installed.')
    })

    test('lists the X11 displays through xrandr', async () => {
      // Xvfb's one output is the first monitor's; the second, made with xrandr --setmonitor, has none.
      expect(await (await setter('GNOME')).displays()).toEqual([
        { id: 0, name: 'screen', width: 1280, height: 720, primary: true, x: 0, y: 0 },
        { id: 1, name: 'MON-2', width: 1024, height: 768, primary: false, x: 1280, y: 0 },
      ])
    })
  })

  describe.each([
    ['Unity', 'unity'],
    ['Budgie:GNOME', 'budgie'],
  ] as const)('%s', (desktop, id) => {
    test('uses the GNOME keys and names itself', async () => {
      const wallpaper = await setter(desktop)
      expect(wallpaper.backend.id).toBe(id)
      const file = await picture(`${id}`)
      await wallpaper.set(file)
      expect([await gsettings(['get', GNOME, 'picture-uri']), await gsettings(['get', GNOME, 'picture-uri-dark'])]).toEqual([`'file://${file}'`, `'file://${file}'`])
      const error = await wallpaperError(wallpaper.set(file, { display: 'MON-2' }))
      expect(error.message).toMatch(new RegExp(`^${wallpaper.backend.name} shows one image on all displays`))
    })
  })

  describe('Cinnamon', () => {
    test('sets org.cinnamon.desktop.background picture-uri and picture-options, then reads it back', async () => {
      const wallpaper = await setter('X-Cinnamon')
      expect(wallpaper.backend.limitation?.message).toBe('Cinnamon shows one image on all displays.')
      const file = await picture('c d')
      await wallpaper.set(file, { fit: 'center' })
      expect([await gsettings(['get', CINNAMON, 'picture-options']), await gsettings(['get', CINNAMON, 'picture-uri'])]).toEqual(["'centered'", `'${pathToFileURL(file).href}'`])
      // GNOME's keys are another desktop's: left alone.
      expect(await gsettings(['get', GNOME, 'picture-uri'])).not.toContain(session.root)
      expect(await wallpaper.current()).toEqual([{ file, display: 'picture-uri' }])
    })
  })

  describe('MATE', () => {
    test('sets picture-filename as a plain path, then reads it back', async () => {
      await gsettings(['set', MATE, 'picture-options', 'centered'])
      const file = await picture('e f')
      const wallpaper = await setter('MATE')
      await wallpaper.set(file, { fit: 'span' })
      expect([await gsettings(['get', MATE, 'picture-options']), await gsettings(['get', MATE, 'picture-filename'])]).toEqual(["'spanned'", `'${file}'`])
      expect(await wallpaper.current()).toEqual([{ file, display: 'picture-filename' }])
    })
  })
})
