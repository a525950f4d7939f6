// What the after-change command prints, as raw chunks: split at newlines wherever the chunks break,
// each line cut to its first characters and the rest only counted, at most so many lines in all,
// the last thing said on stderr kept for the failure's sentence, and what was left out said once.
import { describe, expect, it } from 'vitest'
import { createCommandOutput, type OutputStream } from '../../src/main/core/after-change/command-output'

function collect(maxLines = 3, maxLineChars = 10) {
  const lines: [OutputStream, string][] = []
  const output = createCommandOutput({ maxLines, maxLineChars, line: (stream, text) => lines.push([stream, text]) })
  return { output, lines }
}

describe('the after-change command’s output', () => {
  it('splits raw chunks into lines wherever the chunks break, a last line without a newline too, CRLF as one break', () => {
    const { output, lines } = collect(10, 100)
    for (const chunk of ['pal', 'ette\r\nwal', 'l: done\n\nfi', 'nal']) output.stdout.push(Buffer.from(chunk))
    // A character split between two chunks is not broken.
    const snow = Buffer.from('snö\n')
    output.stderr.push(snow.subarray(0, 3))
    output.stderr.push(snow.subarray(3))
    output.stdout.end()
    output.stderr.end()
    expect(lines).toEqual([
      ['stdout', 'palette'],
      ['stdout', 'wall: done'],
      ['stdout', ''],
      ['stderr', 'snö'],
      ['stdout', 'final'],
    ])
    expect(output.leftOut()).toBeNull()
    expect(output.lastError()).toBe('snö')
  })

  it('cuts a long line and keeps no more of it than it shows, however long it goes on', () => {
    const { output, lines } = collect(3, 10)
    const megabyte = Buffer.alloc(1 << 20, 'x')
    for (let n = 0; n < 50; n++) output.stdout.push(megabyte)
    output.stdout.push(Buffer.from('\nnext\n'))
    expect(lines).toEqual([
      ['stdout', 'xxxxxxxxx…'],
      ['stdout', 'next'],
    ])
    expect(output.leftOut()).toBe('1 line longer than 10 characters was cut short: 52.4 MB of what it printed is not shown.')
  })

  it('gives at most so many lines of both streams together, and says how many more there were', () => {
    const { output, lines } = collect(3, 10)
    output.stdout.push(Buffer.from('one\ntwo\n'))
    output.stderr.push(Buffer.from('three\nfour\n'))
    output.stdout.push(Buffer.from('five\n'))
    expect(lines.map(([, text]) => text)).toEqual(['one', 'two', 'three'])
    expect(output.leftOut()).toBe('2 lines past the first 3 were left out: 8 bytes of what it printed are not shown.')
  })

  it('keeps the last thing said on stderr for the failure, even past the lines it gives', () => {
    const { output } = collect(1, 10)
    output.stdout.push(Buffer.from('a\nb\n'))
    output.stderr.push(Buffer.from('wal: no such file\n   \n'))
    expect(output.lastError()).toBe('wal: no s…')
  })
})
