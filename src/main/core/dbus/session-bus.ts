// A short connection to the session bus, for asking the bus itself a question or two: the EXTERNAL
// authentication a local client uses (the D-Bus Specification, "Authentication Protocol": a NUL
// byte, "AUTH EXTERNAL <uid in hex-encoded ASCII>", the server's "OK <guid>", then "BEGIN"), the
// Hello every connection must send first, then method calls answered in order of their serials.
// Everything is bounded by one deadline, so a bus that never answers costs a moment, not a hang.
import { createConnection, type Socket } from 'node:net'
import { sessionBusSocket } from './bus-address'
import { decodeMessage, encodeMethodCall, messageLength, Reader, type Message, type MethodCall } from './wire'

type Env = Readonly<Record<string, string | undefined>>

/** The bus could not be reached or did not answer: the caller decides what that means. */
export class BusUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'BusUnavailable'
  }
}

export interface BusConnection {
  /** A method call's reply body, to read with the Reader; a D-Bus error reply rejects with its name. */
  call(call: MethodCall): Promise<Reader>
}

export const BUS = { destination: 'org.freedesktop.DBus', path: '/org/freedesktop/DBus', interface: 'org.freedesktop.DBus' } as const

const uidHex = () => Buffer.from(String(process.getuid?.() ?? 0), 'ascii').toString('hex')

/** An open connection (authenticated, Hello said), until close(). */
export async function connectSessionBus(env: Env, timeoutMs: number): Promise<{ bus: BusConnection; close: () => void }> {
  const path = sessionBusSocket(env)
  if (path === null) throw new BusUnavailable('This session has no D-Bus session bus (DBUS_SESSION_BUS_ADDRESS is unset or not a unix socket).')
  const socket = createConnection({ path })
  try {
    const bus = await bounded(open(socket), timeoutMs)
    return { bus, close: () => socket.destroy() }
  } catch (error) {
    socket.destroy()
    throw error
  }
}

function bounded<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new BusUnavailable(`The session bus did not answer within ${timeoutMs} ms.`)), timeoutMs)
  })
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer))
}

/** Connects, authenticates and says Hello; `use` runs with the connection, which is closed after it. All within `timeoutMs`. */
export async function withSessionBus<T>(env: Env, timeoutMs: number, use: (bus: BusConnection) => Promise<T>): Promise<T> {
  const started = Date.now()
  const { bus, close } = await connectSessionBus(env, timeoutMs)
  try {
    return await bounded(use(bus), Math.max(1, timeoutMs - (Date.now() - started)))
  } finally {
    close()
  }
}

function open(socket: Socket): Promise<BusConnection> {
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0)
    let authenticated = false
    let serial = 0
    const waiting = new Map<number, { resolve: (message: Message) => void; reject: (error: Error) => void }>()
    const fail = (error: Error) => {
      reject(error)
      for (const pending of waiting.values()) pending.reject(error)
      waiting.clear()
    }

    const connection: BusConnection = {
      call(call) {
        serial += 1
        const sent = serial
        return new Promise<Message>((resolveCall, rejectCall) => {
          waiting.set(sent, { resolve: resolveCall, reject: rejectCall })
          socket.write(encodeMethodCall(sent, call))
        }).then((message) => {
          if (message.type === 'error') {
            const reason = message.signature.startsWith('s') ? new Reader(message.body, message.littleEndian).string() : ''
            throw new BusUnavailable(`${call.member} was answered with ${message.errorName ?? 'an error'}${reason ? `: ${reason}` : ''}`)
          }
          return new Reader(message.body, message.littleEndian)
        })
      },
    }

    socket.on('error', (error) => fail(new BusUnavailable(`The session bus could not be reached: ${error.message}`, { cause: error })))
    socket.on('close', () => fail(new BusUnavailable('The session bus closed the connection.')))
    socket.on('connect', () => socket.write(Buffer.concat([Buffer.from([0]), Buffer.from(`AUTH EXTERNAL ${uidHex()}\r\n`, 'ascii')])))
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
      try {
        if (!authenticated) {
          const end = received.indexOf('\r\n')
          if (end < 0) return
          const line = received.toString('ascii', 0, end)
          received = received.subarray(end + 2)
          if (!line.startsWith('OK ')) throw new BusUnavailable(`The session bus refused this user: ${line}`)
          authenticated = true
          socket.write('BEGIN\r\n')
          // Hello is the first message on every bus connection; the bus closes one that skips it.
          connection.call({ ...BUS, member: 'Hello' }).then(() => resolve(connection), fail)
        }
        for (let length = messageLength(received); length !== null; length = messageLength(received)) {
          const message = decodeMessage(received.subarray(0, length))
          received = received.subarray(length)
          const pending = message.replySerial === null ? undefined : waiting.get(message.replySerial)
          if (pending && message.replySerial !== null) {
            waiting.delete(message.replySerial)
            pending.resolve(message)
          }
        }
      } catch (error) {
        socket.destroy()
        fail(error instanceof BusUnavailable ? error : new BusUnavailable(`The session bus answered in a way Tapestry cannot read: ${(error as Error).message}`, { cause: error }))
      }
    })
  })
}
