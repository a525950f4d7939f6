// A stand-in for xdg-desktop-portal's Wallpaper portal on a real session bus: it owns
// org.freedesktop.portal.Desktop, answers SetWallpaperURI at /org/freedesktop/portal/desktop with a
// Request object path and then, as the real frontend does (src/wallpaper.c: the method is completed
// first, the Response emitted afterwards from the request object, addressed to the caller), emits
// org.freedesktop.portal.Request.Response(u, a{sv}) on that path. The path is the one the portal
// documents, /org/freedesktop/portal/desktop/request/SENDER/TOKEN, unless the test asks for an old
// portal's own choice of path. It records each request as received, and each Close.
import { Message, sessionBus, type MessageBus, type Variant } from '@jellybrick/dbus-next'
import type { EventEmitter } from 'node:events'

export const PORTAL_NAME = 'org.freedesktop.portal.Desktop'
export const PORTAL_PATH = '/org/freedesktop/portal/desktop'

/** How the fake answers: 0 set, 1 cancelled by the person, 2 failed; 'never' leaves the request open. */
export type FakeAnswer = 0 | 1 | 2 | 'never'

export interface ReceivedRequest {
  sender: string
  parentWindow: string
  uri: string
  /** The options vardict as sent, each with its D-Bus type. */
  options: Record<string, { type: string; value: unknown }>
  handle: string
}

export interface FakePortal {
  readonly requests: ReceivedRequest[]
  /** Request paths the client closed (org.freedesktop.portal.Request.Close). */
  readonly closed: string[]
  answer: FakeAnswer
  /** Answer with a path of the portal's own choosing rather than the predictable one, as portals before 0.9 did. */
  ownHandlePaths: boolean
  /** Emit the Response this long after replying. */
  answerDelayMs: number
  /**
   * Emit the Response before the method's reply: only a client that subscribed to the predictable
   * path before calling hears it.
   */
  answerFirst: boolean
  /** 'caller': addressed to the caller, as xdg-desktop-portal does; 'everyone': broadcast, heard only through a match rule. */
  responseTo: 'caller' | 'everyone'
  stop(): void
}

export interface FakePortalOptions {
  /** Without the Wallpaper interface: a portal whose desktop backend does not implement it. */
  withoutWallpaper?: boolean
}

function connect(address: string): Promise<MessageBus> {
  return new Promise((resolve, reject) => {
    const bus = sessionBus({ busAddress: address })
    ;(bus as unknown as EventEmitter).on('error', reject)
    bus.once('connect', () => resolve(bus))
  })
}

export async function startFakePortal(address: string, options: FakePortalOptions = {}): Promise<FakePortal> {
  const bus = await connect(address)
  // 4: DO_NOT_QUEUE; the reply 1 is PRIMARY_OWNER.
  const owned = await bus.requestName(PORTAL_NAME, 4)
  if (owned !== 1) {
    bus.disconnect()
    throw new Error(`The fake portal could not own ${PORTAL_NAME} (RequestName answered ${owned}).`)
  }
  let counter = 0
  const portal: FakePortal = {
    requests: [],
    closed: [],
    answer: 0,
    ownHandlePaths: false,
    answerDelayMs: 10,
    answerFirst: false,
    responseTo: 'caller',
    stop: () => bus.disconnect(),
  }

  bus.addMethodHandler((message: Message) => {
    if (message.interface === 'org.freedesktop.portal.Request' && message.member === 'Close') {
      portal.closed.push(message.path)
      bus.send(Message.newMethodReturn(message))
      return true
    }
    if (options.withoutWallpaper || message.path !== PORTAL_PATH || message.interface !== 'org.freedesktop.portal.Wallpaper' || message.member !== 'SetWallpaperURI') return false
    if (message.signature !== 'ssa{sv}') {
      bus.send(Message.newError(message, 'org.freedesktop.DBus.Error.InvalidArgs', `Type of message, “(${message.signature})”, does not match expected type “(ssa{sv})”`))
      return true
    }
    const [parentWindow, uri, raw] = message.body as [string, string, Record<string, Variant>]
    const sent: ReceivedRequest['options'] = {}
    for (const [key, variant] of Object.entries(raw)) sent[key] = { type: variant.signature, value: variant.value }
    const token = typeof raw['handle_token']?.value === 'string' ? raw['handle_token'].value : `t${++counter}`
    const sender = message.sender
    const handle = portal.ownHandlePaths
      ? `${PORTAL_PATH}/request/${sender.replace(/^:/, '').replace(/\./g, '_')}/own_${++counter}`
      : `${PORTAL_PATH}/request/${sender.replace(/^:/, '').replace(/\./g, '_')}/${token}`
    portal.requests.push({ sender, parentWindow, uri, options: sent, handle })
    const answer = portal.answer
    const respond = () => {
      if (answer === 'never') return
      const signal = Message.newSignal(handle, 'org.freedesktop.portal.Request', 'Response', 'ua{sv}', [answer, {}])
      if (portal.responseTo === 'caller') signal.destination = sender
      bus.send(signal)
    }
    if (portal.answerFirst) respond()
    bus.send(Message.newMethodReturn(message, 'o', [handle]))
    if (!portal.answerFirst) setTimeout(respond, portal.answerDelayMs)
    return true
  })
  return portal
}
