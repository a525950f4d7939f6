// The few pieces of the D-Bus wire format Tapestry needs to ask the bus about names (the D-Bus
// Specification, "Message Protocol": "Marshaling (Wire Format)" and "Message Format"): a method
// call with string and uint32 arguments, and replies holding a boolean, a uint32 or an array of
// strings. Every value is aligned to its own size from the start of the message; a message is a
// 12-byte fixed header, an array of (code, variant) header fields padded to 8, then the body.

/** A method call argument: the two types the bus's own methods used here take. */
export type WireArgument = { type: 's'; value: string } | { type: 'u'; value: number }

export interface MethodCall {
  destination: string
  path: string
  interface: string
  member: string
  args?: readonly WireArgument[]
}

/** What a reply says: its kind, the call it answers, and its body still to read. */
export interface Message {
  type: 'method_return' | 'error' | 'other'
  replySerial: number | null
  errorName: string | null
  signature: string
  body: Buffer
  littleEndian: boolean
}

const MESSAGE_TYPES = { 1: 'other', 2: 'method_return', 3: 'error', 4: 'other' } as const
const FIELD = { path: 1, interface: 2, member: 3, errorName: 4, replySerial: 5, destination: 6, signature: 8 } as const
/** The specification caps a message at 128 MiB; a reply about names is tiny, so anything near that is not one. */
const MAX_MESSAGE = 1 << 20

/** Little-endian output, each value aligned from the start of the message. */
class Writer {
  private bytes: number[] = []
  get length() {
    return this.bytes.length
  }
  align(to: number) {
    while (this.bytes.length % to !== 0) this.bytes.push(0)
  }
  byte(value: number) {
    this.bytes.push(value & 0xff)
  }
  uint32(value: number) {
    this.align(4)
    this.bytes.push(value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff)
  }
  /** STRING and OBJECT_PATH: a uint32 length, the UTF-8 bytes, a NUL. */
  string(value: string) {
    const encoded = Buffer.from(value, 'utf8')
    this.uint32(encoded.length)
    this.bytes.push(...encoded, 0)
  }
  /** SIGNATURE: a one-byte length, the bytes, a NUL. */
  signature(value: string) {
    this.byte(value.length)
    this.bytes.push(...Buffer.from(value, 'ascii'), 0)
  }
  setUint32(offset: number, value: number) {
    this.bytes.splice(offset, 4, value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff)
  }
  toBuffer() {
    return Buffer.from(this.bytes)
  }
}

/** A METHOD_CALL message with this serial, ready to send. */
export function encodeMethodCall(serial: number, call: MethodCall): Buffer {
  const args = call.args ?? []
  // The body first: its alignment counts from its own start, which is 8-aligned in the message.
  const body = new Writer()
  for (const arg of args) {
    if (arg.type === 's') body.string(arg.value)
    else body.uint32(arg.value)
  }
  const message = new Writer()
  message.byte('l'.charCodeAt(0))
  message.byte(1) // METHOD_CALL
  message.byte(0) // flags
  message.byte(1) // protocol version
  message.uint32(body.length)
  message.uint32(serial)
  const fieldsLengthAt = message.length
  message.uint32(0)
  const fieldsStart = message.length
  const field = (code: number, type: 'o' | 's' | 'g', value: string) => {
    message.align(8)
    message.byte(code)
    message.signature(type)
    if (type === 'g') message.signature(value)
    else message.string(value)
  }
  field(FIELD.path, 'o', call.path)
  field(FIELD.interface, 's', call.interface)
  field(FIELD.member, 's', call.member)
  field(FIELD.destination, 's', call.destination)
  if (args.length > 0) field(FIELD.signature, 'g', args.map((arg) => arg.type).join(''))
  message.setUint32(fieldsLengthAt, message.length - fieldsStart)
  message.align(8)
  return Buffer.concat([message.toBuffer(), body.toBuffer()])
}

/** Reads values in the message's own byte order, each aligned from the start of `buffer`. */
export class Reader {
  offset: number
  constructor(
    private readonly buffer: Buffer,
    private readonly littleEndian: boolean,
    offset = 0,
  ) {
    this.offset = offset
  }
  private need(bytes: number) {
    if (this.offset + bytes > this.buffer.length) throw new Error('The D-Bus message ended early.')
  }
  align(to: number) {
    this.offset = Math.ceil(this.offset / to) * to
  }
  byte(): number {
    this.need(1)
    return this.buffer[this.offset++] as number
  }
  uint32(): number {
    this.align(4)
    this.need(4)
    const value = this.littleEndian ? this.buffer.readUInt32LE(this.offset) : this.buffer.readUInt32BE(this.offset)
    this.offset += 4
    return value
  }
  string(): string {
    const length = this.uint32()
    this.need(length + 1)
    const value = this.buffer.toString('utf8', this.offset, this.offset + length)
    this.offset += length + 1
    return value
  }
  signature(): string {
    const length = this.byte()
    this.need(length + 1)
    const value = this.buffer.toString('ascii', this.offset, this.offset + length)
    this.offset += length + 1
    return value
  }
  boolean(): boolean {
    return this.uint32() !== 0
  }
  /** ARRAY of STRING: a uint32 byte length, then the strings. */
  strings(): string[] {
    const length = this.uint32()
    const end = this.offset + length
    const values: string[] = []
    while (this.offset < end) values.push(this.string())
    return values
  }
}

/** The length of the first whole message in `buffer`, or null until all of it has arrived. */
export function messageLength(buffer: Buffer): number | null {
  if (buffer.length < 16) return null
  const littleEndian = buffer[0] === 'l'.charCodeAt(0)
  if (!littleEndian && buffer[0] !== 'B'.charCodeAt(0)) throw new Error('The bus sent something that is not a D-Bus message.')
  const bodyLength = littleEndian ? buffer.readUInt32LE(4) : buffer.readUInt32BE(4)
  const fieldsLength = littleEndian ? buffer.readUInt32LE(12) : buffer.readUInt32BE(12)
  const total = Math.ceil((16 + fieldsLength) / 8) * 8 + bodyLength
  if (total > MAX_MESSAGE) throw new Error('The bus sent a message far larger than any answer about names.')
  return buffer.length >= total ? total : null
}

/** One whole message (as messageLength measured it): its kind, header fields and body. */
export function decodeMessage(buffer: Buffer): Message {
  const littleEndian = buffer[0] === 'l'.charCodeAt(0)
  const reader = new Reader(buffer, littleEndian, 12)
  const fieldsEnd = reader.uint32() + 16
  let replySerial: number | null = null
  let errorName: string | null = null
  let signature = ''
  while (reader.offset < fieldsEnd) {
    reader.align(8)
    const code = reader.byte()
    const type = reader.signature()
    const value = type === 'u' ? reader.uint32() : type === 'g' ? reader.signature() : type === 's' || type === 'o' ? reader.string() : null
    if (value === null) throw new Error(`A D-Bus header field of type ${type} is not one the specification defines.`)
    if (code === FIELD.replySerial && typeof value === 'number') replySerial = value
    if (code === FIELD.errorName && typeof value === 'string') errorName = value
    if (code === FIELD.signature && typeof value === 'string') signature = value
  }
  const bodyStart = Math.ceil(fieldsEnd / 8) * 8
  return {
    type: MESSAGE_TYPES[buffer[1] as keyof typeof MESSAGE_TYPES] ?? 'other',
    replySerial,
    errorName,
    signature,
    body: buffer.subarray(bodyStart),
    littleEndian,
  }
}
