// One request to the XDG Desktop Portal and the answer to it, as the portal's documentation
// (xdg-desktop-portal, data/org.freedesktop.portal.Request.xml and "Requests") says a client makes
// one: the method returns a Request object path at once, and the outcome comes later as that
// object's Response(u response, a{sv} results) signal — 0 done, 1 cancelled by the person, 2 ended
// another way. The path is predictable from the caller's unique bus name and a `handle_token` it
// chooses (/org/freedesktop/portal/desktop/request/SENDER/TOKEN), so the signal is subscribed to
// BEFORE the call and a quick answer cannot be missed. The D-Bus work goes through
// @jellybrick/dbus-next (docs/desktops.md, "The desktop portal", says why that library).
import { randomBytes } from 'node:crypto'
import type { EventEmitter } from 'node:events'
import { Message, MessageType, sessionBus, Variant, type DBusError, type MessageBus } from '@jellybrick/dbus-next'
import { said, type Said } from '../../i18n/sentence'
import { sessionBusSocket } from '../../dbus/bus-address'
import type { Env } from '../run-command'
import { PORTAL_BUS_NAME, PORTAL_OBJECT_PATH } from './portal-names'
const REQUEST_INTERFACE = 'org.freedesktop.portal.Request'
const DBUS = { destination: 'org.freedesktop.DBus', path: '/org/freedesktop/DBus', interface: 'org.freedesktop.DBus' } as const

/** What the portal answered: 'done' (0), 'cancelled' by the person (1), 'ended' another way (2: failed, refused, denied). */
export type PortalOutcome = 'done' | 'cancelled' | 'ended'

/** Why a request never got an answer, as a clause ("the session bus did not answer within 10000 ms"): the caller, who knows what was asked, makes the sentence. */
export class PortalUnreachable extends Error {
  /** The clause as a catalog message where Tapestry words it; a D-Bus error's own text stays as it was said. */
  readonly said: Said

  constructor(
    readonly reason: 'no-bus' | 'no-portal' | 'no-interface' | 'refused' | 'no-answer',
    detail: string | Said,
    options?: { cause?: unknown },
  ) {
    super(typeof detail === 'string' ? detail : detail.message, options)
    this.name = 'PortalUnreachable'
    this.said = typeof detail === 'string' ? { message: detail } : detail
  }
}

export interface PortalRequest {
  interface: string
  method: string
  /** The D-Bus signature of `args` followed by the options vardict, e.g. 'ssa{sv}'. */
  signature: string
  args: readonly unknown[]
  /** The options vardict, each value with its D-Bus type ('b', 's'…), without handle_token (added here). */
  options: Readonly<Record<string, { type: string; value: unknown }>>
}

export interface PortalRequestOptions {
  env: Env
  /** For connecting and for the method's own reply. */
  callTimeoutMs: number
  /** For the Response, which can wait on the person answering a dialog. */
  answerTimeoutMs: number
}

/** The address to hand the library: the environment's own, else the socket the project's bus lookup finds. */
function busAddress(env: Env): string {
  const given = env['DBUS_SESSION_BUS_ADDRESS']?.trim()
  if (given) return given
  const socket = sessionBusSocket(env)
  if (socket === null) throw new PortalUnreachable('no-bus', said('desktop.portal.noSessionBus'))
  return socket.startsWith('\0') ? `unix:abstract=${socket.slice(1)}` : `unix:path=${socket}`
}

/** The object path element the portal builds from a unique name: ":1.42" → "1_42". */
export function senderElement(uniqueName: string): string {
  return uniqueName.replace(/^:/, '').replace(/\./g, '_')
}

export function predictedRequestPath(uniqueName: string, token: string): string {
  return `${PORTAL_OBJECT_PATH}/request/${senderElement(uniqueName)}/${token}`
}

const duration = (ms: number) => (ms >= 1_000 ? `${Math.round(ms / 1_000)} s` : `${ms} ms`)

function within<T>(work: Promise<T>, timeoutMs: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(onTimeout()), timeoutMs)
  })
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer))
}

function connect(env: Env, timeoutMs: number): Promise<MessageBus> {
  const address = busAddress(env)
  return within(
    new Promise<MessageBus>((resolve, reject) => {
      const bus = sessionBus({ busAddress: address })
      // An unheard 'error' event would be thrown from the emitter: every one is taken here. (The
      // library emits it but its event map leaves it out, hence the plain EventEmitter.)
      ;(bus as unknown as EventEmitter).on('error', (error: Error) => {
        bus.disconnect()
        reject(new PortalUnreachable('no-bus', said('desktop.portal.busUnreachable', { error: error.message }), { cause: error }))
      })
      bus.once('connect', () => resolve(bus))
    }),
    timeoutMs,
    () => new PortalUnreachable('no-bus', said('desktop.portal.busSilent', { duration: duration(timeoutMs) })),
  )
}

const isDBusError = (error: unknown): error is DBusError => error instanceof Error && error.name === 'DBusError' && typeof (error as DBusError).type === 'string'

function unreachable(error: unknown): PortalUnreachable {
  if (error instanceof PortalUnreachable) return error
  if (!isDBusError(error)) return new PortalUnreachable('refused', said('desktop.portal.libraryFailed'), { cause: error })
  // Nobody owns the name and no .service file starts one.
  if (error.type === 'org.freedesktop.DBus.Error.ServiceUnknown' || error.type === 'org.freedesktop.DBus.Error.NameHasNoOwner') {
    return new PortalUnreachable('no-portal', error.text, { cause: error })
  }
  // The portal runs, but no backend of this desktop implements the interface, so the portal does not export it.
  if (error.type === 'org.freedesktop.DBus.Error.UnknownMethod' || error.type === 'org.freedesktop.DBus.Error.UnknownInterface' || error.type === 'org.freedesktop.DBus.Error.UnknownObject') {
    return new PortalUnreachable('no-interface', error.text, { cause: error })
  }
  // The first line only, and not all of it: a service's error text can carry its own stack trace.
  const told = error.text.split('\n')[0]?.trim().slice(0, 200) ?? ''
  return new PortalUnreachable('refused', `${error.type}${told ? `: ${told}` : ''}`, { cause: error })
}

/** Makes one portal request and waits for its Response; throws PortalUnreachable when there is no answer to wait for. */
export async function requestPortal(request: PortalRequest, options: PortalRequestOptions): Promise<{ outcome: PortalOutcome; handle: string }> {
  const bus = await connect(options.env, options.callTimeoutMs)
  try {
    const uniqueName = bus.name
    if (!uniqueName) throw new PortalUnreachable('no-bus', said('desktop.portal.noName'))
    // Letters, digits and underscores only: it becomes an element of an object path.
    const token = `tapestry_${randomBytes(8).toString('hex')}`
    const expected = new Set([predictedRequestPath(uniqueName, token)])
    // Each Response heard, by path, with who sent it: only the portal that answered the call counts
    // (a signal addressed to this connection reaches it whatever the match rules say).
    const answers = new Map<string, { code: number; sender: string }>()
    let portal: string | undefined
    let answered: (() => void) | undefined
    bus.on('message', (message: Message) => {
      if (message.type !== MessageType.SIGNAL || message.interface !== REQUEST_INTERFACE || message.member !== 'Response') return
      const code = message.body[0]
      if (typeof code !== 'number') return
      answers.set(message.path, { code, sender: message.sender })
      answered?.()
    })
    const match = (path: string) => `type='signal',sender='${PORTAL_BUS_NAME}',interface='${REQUEST_INTERFACE}',member='Response',path='${path}'`
    const addMatch = (path: string) => bus.call(new Message({ ...DBUS, member: 'AddMatch', signature: 's', body: [match(path)] }))

    const call = async () => {
      await addMatch([...expected][0] as string)
      const reply = await bus.call(
        new Message({
          destination: PORTAL_BUS_NAME,
          path: PORTAL_OBJECT_PATH,
          interface: request.interface,
          member: request.method,
          signature: request.signature,
          body: [...request.args, { ...Object.fromEntries(Object.entries(request.options).map(([key, { type, value }]) => [key, new Variant(type, value)])), handle_token: new Variant('s', token) }],
        }),
      )
      const handle = reply?.body[0]
      if (typeof handle !== 'string') throw new PortalUnreachable('refused', said('desktop.portal.noHandle', { method: request.method }))
      portal = reply?.sender
      // Portals before 0.9 chose the path themselves: listen there too (a Response already sent there is still caught by the message handler).
      if (!expected.has(handle)) {
        expected.add(handle)
        await addMatch(handle)
      }
      return handle
    }
    const handle = await within(call(), options.callTimeoutMs, () => new PortalUnreachable('no-answer', said('desktop.portal.methodSilent', { method: request.method, duration: duration(options.callTimeoutMs) }))).catch((error: unknown) => {
      throw unreachable(error)
    })

    const code = await within(
      new Promise<number>((resolve) => {
        const settle = () => {
          for (const path of expected) {
            const answer = answers.get(path)
            if (answer && answer.sender === portal) return resolve(answer.code)
          }
        }
        answered = settle
        settle()
      }),
      options.answerTimeoutMs,
      () => {
        // Close the request, so a dialog left open is taken down rather than applied later.
        bus.send(new Message({ destination: PORTAL_BUS_NAME, path: handle, interface: REQUEST_INTERFACE, member: 'Close' }))
        return new PortalUnreachable('no-answer', said('desktop.portal.requestClosed', { duration: duration(options.answerTimeoutMs) }))
      },
    )
    return { outcome: code === 0 ? 'done' : code === 1 ? 'cancelled' : 'ended', handle }
  } finally {
    bus.disconnect()
  }
}
