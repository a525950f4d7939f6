import { describe, expect, it } from 'vitest'
import { helpWidth, twoColumns, wrapText } from '../../../src/main/cli/wrap'

describe('helpWidth', () => {
  it('is the terminal’s, 80 when not a terminal, never narrower than 40', () => {
    expect(helpWidth(undefined)).toBe(80)
    expect(helpWidth(132)).toBe(132)
    expect(helpWidth(20)).toBe(40)
  })
})

describe('wrapText', () => {
  it('breaks at spaces, indents the lines after the first, and keeps every line within the width', () => {
    const lines = wrapText('one two three four five six seven eight nine ten', 20, 4, 0)
    expect(lines).toEqual(['one two three four', '    five six seven', '    eight nine ten'])
  })

  it('breaks a list of values after a | rather than inside a word, and cuts a word with none', () => {
    expect(wrapText('date_added|relevance|random|views|favorites', 20)).toEqual(['date_added|', 'relevance|random|', 'views|favorites'])
    expect(wrapText('abcdefghijklmnopqrstuvwxyz', 10)).toEqual(['abcdefghij', 'klmnopqrst', 'uvwxyz'])
  })
})

describe('twoColumns', () => {
  it('lines the right column up, wraps it under itself, and gives a left too wide a line of its own', () => {
    const lines = twoColumns(
      [
        ['--page N', 'page number, from 1'],
        ['--json', 'print one JSON document on stdout, which is long enough to wrap'],
        ['TAPESTRY_UNSPLASH_ACCESS_KEY', 'key'],
      ],
      40,
    )
    expect(lines).toEqual([
      '  --page N       page number, from 1',
      '  --json         print one JSON document',
      '                 on stdout, which is',
      '                 long enough to wrap',
      '  TAPESTRY_UNSPLASH_ACCESS_KEY',
      '                 key',
    ])
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(40)
  })
})
