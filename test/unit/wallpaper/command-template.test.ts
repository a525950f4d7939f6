import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { WallpaperError } from '../../../src/main/core/errors/errors'
import { fillCommandTemplate, parseCommandTemplate, splitCommandTemplate } from '../../../src/main/core/wallpaper/command-template'
import { splitShellWords } from '../../../src/shared/shell-words'

describe('splitCommandTemplate', () => {
  it.each<[string, string[]]>([
    ['setbg {file}', ['setbg', '{file}']],
    ['  setbg   --mode fill  {file} ', ['setbg', '--mode', 'fill', '{file}']],
    [`setbg 'two words' {file}`, ['setbg', 'two words', '{file}']],
    [`setbg "two words" {file}`, ['setbg', 'two words', '{file}']],
    [`setbg --image='{file}'`, ['setbg', '--image={file}']],
    [`setbg a\\ b {file}`, ['setbg', 'a b', '{file}']],
    [`setbg "say \\"hi\\"" {file}`, ['setbg', 'say "hi"', '{file}']],
    [`setbg 'it'\\''s' {file}`, ['setbg', "it's", '{file}']],
    [`setbg '' {file}`, ['setbg', '', '{file}']],
    [`setbg ';' '$(x)' {file}`, ['setbg', ';', '$(x)', '{file}']],
  ])('%s', (template, words) => {
    expect(splitCommandTemplate(template)).toEqual(words)
  })

  it.each([
    ['setbg {file}; reboot', /shell character ;/],
    ['setbg {file} | tee', /shell character \|/],
    ['setbg $HOME/{file}', /shell character \$/],
    ['setbg "$HOME" {file}', /shell expansion/],
    ['setbg `id` {file}', /shell character `/],
    ["setbg 'open {file}", /unclosed single quote/],
    ['setbg "open {file}', /unclosed double quote/],
  ])('refuses %s', (template, message) => {
    expect(() => splitCommandTemplate(template)).toThrow(WallpaperError)
    expect(() => splitCommandTemplate(template)).toThrow(message)
  })
})

describe('parseCommandTemplate', () => {
  it('needs a program and a {file}', () => {
    expect(() => parseCommandTemplate('')).toThrow(/is empty/)
    expect(() => parseCommandTemplate('setbg')).toThrow(/must contain \{file\}/)
    expect(() => parseCommandTemplate('{file} setbg')).toThrow(/must start with the program/)
  })

  it('is per-display only with a {display} placeholder', () => {
    expect(parseCommandTemplate('setbg {file}').perDisplay).toBe(false)
    expect(parseCommandTemplate('setbg --output {display} {file}').perDisplay).toBe(true)
  })
})

describe('fillCommandTemplate: no shell injection', () => {
  const nasty = [
    '/home/me/My Pictures/sunset beach.png',
    `/tmp/it's "quoted".png`,
    '/tmp/a; rm -rf ~.png',
    '/tmp/$(touch pwned).png',
    '/tmp/`id`.png',
    '/tmp/back\\slash $HOME * ?.png',
  ]

  it.each(nasty)('%s stays one argument', (file) => {
    const template = parseCommandTemplate(`setbg --mode "fill it" --output {display} {file}`)
    expect(fillCommandTemplate(template, { file, display: 'HDMI-1', fit: 'fill' })).toEqual(['--mode', 'fill it', '--output', 'HDMI-1', file])
  })

  it('a placeholder inside a word fills that one word', () => {
    const template = parseCommandTemplate(`setbg --image={file} --fit={fit}`)
    expect(fillCommandTemplate(template, { file: '/a b/$(x).png', display: 'all', fit: 'center' })).toEqual(['--image=/a b/$(x).png', '--fit=center'])
  })

  it('any file name is exactly one argument (property)', () => {
    const template = parseCommandTemplate('setbg {file}')
    fc.assert(
      fc.property(fc.string(), (name) => {
        const file = `/tmp/${name}`
        expect(fillCommandTemplate(template, { file, display: 'all', fit: 'fill' })).toEqual([file])
      }),
    )
  })

  it('quoting a word with shell quotes splits back to the same word (property)', () => {
    const quote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), (words) => {
        expect(splitShellWords(words.map(quote).join(' '))).toEqual(words)
      }),
    )
  })
})
