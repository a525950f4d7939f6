// The Desktop Entry Specification's Exec quoting and string escapes (see also the autostart
// integration test, where GLib's `gio launch`, a real desktop-entry launcher, starts what was
// written, and test/reliability/settings-and-flags.test.ts, for paths with every reserved character).
import { describe, expect, it } from 'vitest'
import { ValidationError } from '../../../src/main/core/errors/errors'
import { escapeDesktopString, execValue, quoteExecArgument, renderDesktopEntry } from '../../../src/main/core/startup/desktop-entry'

describe('Exec arguments', () => {
  it.each([
    ['/opt/Tapestry/tapestry', '/opt/Tapestry/tapestry'],
    ['--hidden', '--hidden'],
    ['/home/ana/Apps/Tapestry 1.0.AppImage', '"/home/ana/Apps/Tapestry 1.0.AppImage"'],
    ["/home/ana/it's", `"/home/ana/it's"`],
    ['/home/$USER/app', '"/home/\\$USER/app"'],
    ['/a"b`c\\d', '"/a\\"b\\`c\\\\d"'],
    ['100%', '100%%'],
    ['', '""'],
  ])('%s → %s', (argument, quoted) => {
    expect(quoteExecArgument(argument)).toBe(quoted)
  })

  it('escapes backslashes once more for the file: a literal $ reads \\\\$, a literal backslash four of them', () => {
    expect(execValue('/x/$HOME/a\\b', ['--hidden'])).toBe('"/x/\\\\$HOME/a\\\\\\\\b" --hidden')
  })

  it('starts a program whose path holds a % through /bin/sh, since GLib looks for the program before reading %% as %', () => {
    expect(execValue('/a/100%/app', ['--hidden'])).toBe('/bin/sh -c "exec \\\\"\\\\$0\\\\" \\\\"\\\\$@\\\\"" /a/100%%/app --hidden')
  })

  it('refuses a control character (a line break would end the line)', () => {
    expect(() => quoteExecArgument('/tmp/a\nExec=rm')).toThrow(ValidationError)
    expect(() => escapeDesktopString('Tapestry\r')).toThrow(ValidationError)
  })
})

describe('renderDesktopEntry', () => {
  it('writes one group, escaping values but not the Exec value again', () => {
    expect(renderDesktopEntry([
      ['Name', 'Tapestry'],
      ['Comment', 'a\\b'],
      ['Exec', execValue('/opt/Tapestry/tapestry', ['--hidden'])],
    ])).toBe('[Desktop Entry]\nName=Tapestry\nComment=a\\\\b\nExec=/opt/Tapestry/tapestry --hidden\n')
  })
})
