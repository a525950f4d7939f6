// The desktop portal backend against a real session bus (a dbus-daemon of the test's own, with no
// service files but the test's) and a fake org.freedesktop.portal.Desktop on it that answers as
// xdg-desktop-portal does: the request as sent, the Response for set, cancelled and failed, an old
// portal's own request path, a portal that never answers, one without the Wallpaper interface, and
// no portal at all.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Message, sessionBus } from '@jellybrick/dbus-next'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createPortalBackend } from '../../src/main/core/wallpaper/backends/portal'
import { createWallpaperSetter, type WallpaperBackend } from '../../src/main/core/wallpaper/wallpaper'
import { startFakePortal, type FakePortal } from '../fakes/portal/fake-portal'
import { startSession, type Session } from '../desktops/support/session'
import { ensureDebianTools } from '../support/debian-tools'
import { startPrivateSessionBus, type PrivateBus } from '../support/private-session-bus'
import { wallpaperError } from '../support/wallpaper-error'

const missing = ensureDebianTools([{ command: 'dbus-daemon', debianPackage: 'dbus-daemon' }])
const test = missing ? it.skip : it

let session: Session
let bus: PrivateBus
let picture: string
let home: string
beforeAll(async () => {
  if (missing) return
  session = startSession('portal', { asMe: true })
  bus = await startPrivateSessionBus(session)
  home = session.folder('home')
  // A space and a # in the name: the URI must be encoded, not pasted.
  picture = join(session.folder('home', 'Pictures'), 'red sky #1.png')
  writeFileSync(picture, Buffer.from('89504e470d0a1a0a', 'hex'))
})
afterAll(() => session?.stop())

let portal: FakePortal | undefined
afterEach(() => {
  portal?.stop()
  portal = undefined
})

const env = () => ({ DBUS_SESSION_BUS_ADDRESS: bus.address, HOME: home })
const backend = (options: { sandboxed?: boolean; answerTimeoutMs?: number } = {}): WallpaperBackend =>
  createPortalBackend({ env: env(), sandboxed: options.sandboxed ?? false, callTimeoutMs: 5_000, answerTimeoutMs: options.answerTimeoutMs ?? 5_000 })

async function refusal(work: Promise<unknown>): Promise<string> {
  const { message } = await wallpaperError(work)
  // Never the library's own error names either.
  expect(message).not.toMatch(/DBusError|PortalUnreachable|com\.github\.dbus_next/)
  return message
}

describe(`the desktop portal${missing ? ` (skipped: ${missing})` : ''}`, () => {
  test('sets the picture: SetWallpaperURI with its file:// URI, no preview, the background, and a handle token whose path it waits on', async () => {
    portal = await startFakePortal(bus.address)
    await backend().set(picture, { display: 'all', fit: 'fill' })
    expect(portal.requests).toHaveLength(1)
    const [request] = portal.requests
    expect(request?.uri).toBe(pathToFileURL(picture).href)
    expect(request?.uri).toMatch(/^file:\/\/\/.*red%20sky%20%231\.png$/)
    expect(request?.parentWindow).toBe('')
    expect(request?.options['show-preview']).toEqual({ type: 'b', value: false })
    expect(request?.options['set-on']).toEqual({ type: 's', value: 'background' })
    expect(request?.options['handle_token']?.type).toBe('s')
    expect(String(request?.options['handle_token']?.value)).toMatch(/^tapestry_[0-9a-f]{16}$/)
    // The documented, predictable path: the caller's unique name without ':' and with '_' for '.'.
    expect(request?.handle).toBe(`/org/freedesktop/portal/desktop/request/${request?.sender.slice(1).replace(/\./g, '_')}/${String(request?.options['handle_token']?.value)}`)
  })

  test('waits for the Response rather than the method reply: an answer a moment later still counts', async () => {
    portal = await startFakePortal(bus.address)
    portal.answerDelayMs = 400
    const started = Date.now()
    await backend().set(picture, { display: 'all', fit: 'smart' })
    expect(Date.now() - started).toBeGreaterThanOrEqual(350)
  })

  test('subscribed before calling: a Response broadcast even before the method returns is heard, through the match rule on the predictable path', async () => {
    portal = await startFakePortal(bus.address)
    portal.answerFirst = true
    portal.responseTo = 'everyone'
    await backend().set(picture, { display: 'all', fit: 'fill' })
    portal.answer = 1
    // The answer that came first is the one taken, not a later one or none.
    expect(await refusal(backend().set(picture, { display: 'all', fit: 'fill' }))).toContain('cancelled')
  })

  test('a Response on a path the portal chose itself (portals before 0.9) is heard too', async () => {
    portal = await startFakePortal(bus.address)
    portal.ownHandlePaths = true
    portal.answerDelayMs = 100
    await backend().set(picture, { display: 'all', fit: 'fill' })
    expect(portal.requests[0]?.handle).toMatch(/\/own_\d+$/)
  })

  test('the person cancelling is said in a plain sentence', async () => {
    portal = await startFakePortal(bus.address)
    portal.answer = 1
    expect(await refusal(backend().set(picture, { display: 'all', fit: 'fill' }))).toBe('The wallpaper was not changed: setting it was cancelled in the desktop portal’s dialog.')
  })

  test('a failed request (also a permission refused) is said, with where to allow it again', async () => {
    portal = await startFakePortal(bus.address)
    portal.answer = 2
    const message = await refusal(backend().set(picture, { display: 'all', fit: 'fill' }))
    expect(message).toMatch(/^The desktop portal did not set the wallpaper\. If Tapestry was refused permission to set backgrounds, allow it again/)
    expect(message).not.toContain('flatpak permission-reset')
    portal.answer = 2
    expect(await refusal(backend({ sandboxed: true }).set(picture, { display: 'all', fit: 'fill' }))).toContain('flatpak permission-reset io.github.tapestryapp.Tapestry')
  })

  test('no portal on the bus: a sentence naming the portal and what to install', async () => {
    const message = await refusal(backend().set(picture, { display: 'all', fit: 'fill' }))
    expect(message).toBe(
      'The desktop portal (org.freedesktop.portal.Desktop) is not running on this session; install xdg-desktop-portal and your desktop’s portal (xdg-desktop-portal-gnome, xdg-desktop-portal-kde…), or choose another wallpaper method in the settings.',
    )
  })

  test('a portal without the Wallpaper interface (a desktop whose portal does not implement it) is said so', async () => {
    portal = await startFakePortal(bus.address, { withoutWallpaper: true })
    expect(await refusal(backend().set(picture, { display: 'all', fit: 'fill' }))).toBe(
      'The desktop portal here cannot set the wallpaper: this desktop’s portal does not implement org.freedesktop.portal.Wallpaper; choose another wallpaper method in the settings.',
    )
  })

  test('a portal that never answers is given up on in the time allowed, and its request closed', async () => {
    portal = await startFakePortal(bus.address)
    portal.answer = 'never'
    const started = Date.now()
    expect(await refusal(backend({ answerTimeoutMs: 300 }).set(picture, { display: 'all', fit: 'fill' }))).toBe('The desktop portal did not answer: no answer came within 300 ms, so the request was closed.')
    expect(Date.now() - started).toBeLessThan(3_000)
    for (let i = 0; i < 50 && portal.closed.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20))
    expect(portal.closed).toEqual([portal.requests[0]?.handle])
  })

  test('a Response from another connection on the request’s path is not the portal’s answer', async () => {
    portal = await startFakePortal(bus.address)
    portal.answer = 'never'
    const impostor = sessionBus({ busAddress: bus.address })
    await new Promise<void>((resolve) => impostor.once('connect', () => resolve()))
    try {
      const setting = refusal(backend({ answerTimeoutMs: 800 }).set(picture, { display: 'all', fit: 'fill' }))
      for (let i = 0; i < 100 && portal.requests.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10))
      const [request] = portal.requests
      const forged = Message.newSignal(request?.handle ?? '/', 'org.freedesktop.portal.Request', 'Response', 'ua{sv}', [0, {}])
      forged.destination = request?.sender ?? ''
      impostor.send(forged)
      expect(await setting).toBe('The desktop portal did not answer: no answer came within 800 ms, so the request was closed.')
    } finally {
      impostor.disconnect()
    }
  })

  test('no session bus at all: a sentence, nothing hangs', async () => {
    const lost = createPortalBackend({ env: { XDG_RUNTIME_DIR: '/nonexistent' }, sandboxed: false, callTimeoutMs: 1_000 })
    expect(await refusal(lost.set(picture, { display: 'all', fit: 'fill' }))).toBe('The desktop portal cannot be asked: this session has no D-Bus session bus (DBUS_SESSION_BUS_ADDRESS is unset).')
    const gone = createPortalBackend({ env: { DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/bus' }, sandboxed: false, callTimeoutMs: 1_000 })
    expect(await refusal(gone.set(picture, { display: 'all', fit: 'fill' }))).toMatch(/^The desktop portal cannot be asked: the session bus could not be reached \(.+\)\.$/)
  })

  test('one display alone, a fit the portal has no way to ask for, and (inside Flatpak) a picture outside the home folder are refused before anything is sent', async () => {
    portal = await startFakePortal(bus.address)
    expect(await refusal(backend().set(picture, { display: 1, fit: 'fill' }))).toBe('The desktop portal sets one picture on all displays: it cannot show a separate image on display 1.')
    expect(await refusal(backend().set(picture, { display: 'HDMI-1', fit: 'fill' }))).toContain('cannot show a separate image on display HDMI-1')
    expect(await refusal(backend().set(picture, { display: 'all', fit: 'tile' }))).toMatch(/^The desktop portal cannot .*; choose another fit\.$/)
    const outside = join(session.folder('elsewhere'), 'blue.png')
    writeFileSync(outside, Buffer.from('89504e470d0a1a0a', 'hex'))
    expect(await refusal(backend({ sandboxed: true }).set(outside, { display: 'all', fit: 'fill' }))).toBe(
      `From inside Flatpak the desktop portal can be given only pictures in your home folder, where the desktop can open them too; ${outside} is not.`,
    )
    expect(portal.requests).toEqual([])
    // The same picture outside Flatpak is the host's own path: it is sent.
    await backend().set(outside, { display: 'all', fit: 'fill' })
    expect(portal.requests).toHaveLength(1)
  })

  test('through the setter: chosen by name, or found inside Flatpak, it sets and trusts the answer (the portal cannot be read back)', async () => {
    portal = await startFakePortal(bus.address)
    const stateDir = session.folder('state')
    const chosen = await createWallpaperSetter({ platform: 'linux', env: env(), settings: { backend: 'portal' }, stateDir, sandboxed: false })
    expect(chosen.backend).toMatchObject({ id: 'portal', name: 'The desktop portal', perDisplay: false, reason: 'chosen in the settings' })
    expect(chosen.backend.lockScreen.support).toBe('none')
    expect(await chosen.set(picture)).toEqual({ lockScreen: { done: 'off' } })
    expect(await chosen.current()).toBeNull()

    const flatpak = await createWallpaperSetter({ platform: 'linux', env: { ...env(), XDG_CURRENT_DESKTOP: 'GNOME' }, stateDir, sandboxed: true })
    expect(flatpak.backend.id).toBe('portal')
    await flatpak.set(picture)
    expect(portal.requests.map((request) => request.uri)).toEqual([pathToFileURL(picture).href, pathToFileURL(picture).href])

    // A refusal reaches the caller as the portal's sentence, not as "did not take".
    portal.answer = 1
    await expect(chosen.set(picture)).rejects.toThrow('setting it was cancelled in the desktop portal’s dialog')
  })
})
