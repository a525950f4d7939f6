// What the after-change command prints, turned into a few short lines for the log without ever
// holding more than a small, fixed amount of it: raw chunks are split at newlines as they arrive,
// each line keeps at most its first MAX_LINE_BYTES and the rest is only counted, and past the first
// lines of a run nothing more is kept. A command that prints 700 MB with no newline costs 1,200 bytes
// here (a line read whole, as readline does, is a 700 MB string: past V8's limit of about 512 MB it
// throws, and it took the process down). What was left out is said once, at the end.

export type OutputStream = 'stdout' | 'stderr'

export interface CommandOutputOptions {
  /** Lines given to `line`, both streams together; the rest are counted. */
  maxLines: number
  /** Characters of a line given to `line`; a longer line is cut, ending in …. */
  maxLineChars: number
  line: (stream: OutputStream, text: string) => void
}

export interface StreamLines {
  /** A chunk as read from the pipe. */
  push(chunk: Buffer): void
  /** The stream is over (or no longer read): a last line without a newline still counts. */
  end(): void
}

export interface CommandOutput {
  stdout: StreamLines
  stderr: StreamLines
  /** The last line it printed on stderr that was not blank (a failure's likely reason), cut as shown. */
  lastError(): string
  /** What was left out of the log, in one sentence; null when nothing was. */
  leftOut(): string | null
}

/** UTF-8 takes at most 4 bytes a character: this many bytes always hold the characters shown. */
const bytesFor = (chars: number) => chars * 4

function size(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`
  if (bytes >= 1_000) return `${(bytes / 1_000).toFixed(1)} KB`
  return `${bytes} byte${bytes === 1 ? '' : 's'}`
}

const lines = (count: number) => `${count} line${count === 1 ? '' : 's'}`

export function createCommandOutput(options: CommandOutputOptions): CommandOutput {
  const maxLineBytes = bytesFor(options.maxLineChars)
  let shownLines = 0
  let linesCut = 0
  let linesDropped = 0
  let bytesNotShown = 0
  let lastError = ''

  /** A whole line: its first bytes, and how many more it had. */
  function complete(stream: OutputStream, head: Buffer, moreBytes: number): void {
    const text = head.toString('utf8').replace(/\r$/, '')
    const cut = moreBytes > 0 || text.length > options.maxLineChars
    const kept = cut ? text.slice(0, options.maxLineChars - 1) : text
    if (stream === 'stderr' && text.trim() !== '') lastError = cut ? `${kept.trim()}…` : text.trim()
    if (shownLines >= options.maxLines) {
      linesDropped += 1
      bytesNotShown += head.length + moreBytes
      return
    }
    shownLines += 1
    if (cut) {
      linesCut += 1
      bytesNotShown += moreBytes + head.length - Buffer.byteLength(kept)
    }
    options.line(stream, cut ? `${kept}…` : text)
  }

  function streamLines(stream: OutputStream): StreamLines {
    // The current line's first bytes (copied out of the chunk, so the chunk itself can be freed)
    // and a count of the bytes past them.
    let head: Buffer[] = []
    let headBytes = 0
    let moreBytes = 0
    let open = false

    const keep = (part: Buffer) => {
      open = open || part.length > 0
      const room = Math.max(0, maxLineBytes - headBytes)
      const taken = Math.min(room, part.length)
      if (taken > 0) {
        head.push(Buffer.from(part.subarray(0, taken)))
        headBytes += taken
      }
      moreBytes += part.length - taken
    }
    const close = () => {
      complete(stream, Buffer.concat(head, headBytes), moreBytes)
      head = []
      headBytes = 0
      moreBytes = 0
      open = false
    }

    return {
      push(chunk) {
        let start = 0
        while (start < chunk.length) {
          const newline = chunk.indexOf(0x0a, start)
          keep(chunk.subarray(start, newline === -1 ? chunk.length : newline))
          if (newline === -1) return
          close()
          start = newline + 1
        }
      },
      end() {
        if (open) close()
      },
    }
  }

  return {
    stdout: streamLines('stdout'),
    stderr: streamLines('stderr'),
    lastError: () => lastError,
    leftOut() {
      if (linesCut === 0 && linesDropped === 0) return null
      const what = [
        linesCut > 0 ? `${lines(linesCut)} longer than ${options.maxLineChars} characters ${linesCut === 1 ? 'was' : 'were'} cut short` : null,
        linesDropped > 0 ? `${lines(linesDropped)} past the first ${options.maxLines} ${linesDropped === 1 ? 'was' : 'were'} left out` : null,
      ].filter((part) => part !== null)
      return `${what.join(' and ')}: ${size(bytesNotShown)} of what it printed ${bytesNotShown > 1 && bytesNotShown < 1_000 ? 'are' : 'is'} not shown.`
    },
  }
}
