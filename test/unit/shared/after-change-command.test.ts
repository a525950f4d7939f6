import { describe, expect, it } from 'vitest'
import { AfterChangeCommandError, fillAfterChangeCommand, parseAfterChangeCommand } from '../../../src/shared/after-change-command'

const VALUES = { file: '/pics/a b;c $(x).jpg', display: 'HDMI-1', source: 'wallhaven', id: 'x8k2p1' }

describe('the after-change command', () => {
  it('is split as a shell would, then filled in: each placeholder inside its own argument', () => {
    const parsed = parseAfterChangeCommand(`matugen image {file} --mode 'dark' --tag={source}/{id} "on {display}"`)
    expect(parsed.command).toBe('matugen')
    expect(fillAfterChangeCommand(parsed, VALUES)).toEqual(['image', VALUES.file, '--mode', 'dark', '--tag=wallhaven/x8k2p1', 'on HDMI-1'])
  })

  it('may have no placeholder at all', () => {
    expect(fillAfterChangeCommand(parseAfterChangeCommand('notify-send "New wallpaper"'), VALUES)).toEqual(['New wallpaper'])
  })

  it.each([
    ['', 'is empty'],
    ['{file}', 'must start with the program to run, not a placeholder'],
    ['wal -i {file} | tee', 'uses the shell character |, but it runs without a shell (quote it to mean it literally)'],
    ['wal -i "$HOME/{file}"', 'uses shell expansion ($ or `), but it runs without a shell'],
    ['wal -i {fit}', 'has {fit}, which is not one of {file}, {display}, {source} or {id}'],
  ])('refuses %j: it %s', (text, reason) => {
    let error: unknown
    try {
      parseAfterChangeCommand(text)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(AfterChangeCommandError)
    expect((error as AfterChangeCommandError).reason).toBe(reason)
    expect((error as Error).message).toBe(`The after-change command ${reason}.`)
  })
})
