import { describe, expect, it } from 'vitest'
import { AcceleratorSchema, acceleratorKeys } from '../../../src/shared/accelerator'
import { SettingsChangeSchema } from '../../../src/shared/ipc'
import { SettingsSchema } from '../../../src/shared/settings'
import { ShortcutsPatchSchema } from '../../../src/shared/shortcuts'
import { toFieldIssues } from '../../../src/shared/validation'

const messageOf = (text: string) => {
  const result = AcceleratorSchema.safeParse(text)
  return result.success ? null : result.error.issues.map((issue) => issue.message).join('; ')
}

describe('a global shortcut as Electron writes it', () => {
  it.each(['Ctrl+Alt+N', 'CommandOrControl+Shift+Z', 'CmdOrCtrl+Plus', 'Super+Space', 'Alt+F4', 'F9', 'MediaNextTrack', 'Ctrl+Alt+num5', 'Control+Shift+/', 'Meta+Up'])('takes %s', (text) => {
    expect(messageOf(text)).toBeNull()
  })

  it('spells each name as the docs do, whatever was typed, and trims', () => {
    expect(AcceleratorSchema.parse('  ctrl+alt+n ')).toBe('Ctrl+Alt+N')
    expect(AcceleratorSchema.parse('commandorcontrol+shift+pageup')).toBe('CommandOrControl+Shift+PageUp')
    expect(AcceleratorSchema.parse('ctrl+NUMADD')).toBe('Ctrl+numadd')
  })

  it('says what is wrong with one that is not', () => {
    expect(messageOf('Ctrl+')).toMatch(/with a key at the end, as in Ctrl\+Alt\+N \(the \+ key itself is written Plus\)/)
    expect(messageOf('Ctrl++')).toMatch(/written Plus/)
    expect(messageOf('Ctrl+Alt')).toBe('must end with a key after its modifiers, as in Ctrl+Alt+N')
    expect(messageOf('Ctrl+Hyper+N')).toMatch(/^“Hyper” is not a key Electron knows/)
    expect(messageOf('Ctrl+A+B')).toMatch(/may have only one key \(here A and B\)/)
    expect(messageOf('Ctrl+Control+N')).toBe('names one key twice (Ctrl and Control)')
    expect(messageOf('Alt+Shift+Alt+N')).toBe('names Alt twice')
    expect(messageOf('')).toBe('must be a shortcut such as Ctrl+Alt+N')
  })

  it('refuses a key that types text on its own or with Shift: it would be taken from every app', () => {
    expect(messageOf('N')).toMatch(/needs Ctrl, Alt, Super or Command with N/)
    expect(messageOf('Shift+Space')).toMatch(/with Space/)
    expect(messageOf('Shift+F5')).toBeNull()
  })

  it('knows two spellings of the same keys for one shortcut', () => {
    expect(acceleratorKeys('Alt+Control+n')).toBe(acceleratorKeys('Ctrl+Alt+N'))
    expect(acceleratorKeys('Cmd+Esc')).toBe(acceleratorKeys('Command+Escape'))
    expect(acceleratorKeys('Ctrl+Alt+N')).not.toBe(acceleratorKeys('Ctrl+Shift+N'))
  })
})

describe('the shortcuts in settings', () => {
  it('are all none by default', () => {
    expect(SettingsSchema.parse({}).shortcuts).toEqual({ next: null, previous: null, favourite: null, block: null })
    expect(SettingsSchema.parse({}).notifications).toEqual({ enabled: false })
  })

  it('refuse two actions on the same keys, beside the second, before anything is saved', () => {
    const result = SettingsChangeSchema.safeParse({ settings: { shortcuts: { next: 'Ctrl+Alt+N', favourite: 'alt+ctrl+n' } } })
    expect(result.success).toBe(false)
    if (!result.success) expect(toFieldIssues(result.error)).toEqual([{ field: 'settings.shortcuts.favourite', message: 'is already the shortcut for Next wallpaper' }])
  })

  it('name the field of an invalid one, and take null as none', () => {
    const result = SettingsChangeSchema.safeParse({ settings: { shortcuts: { next: 'Ctrl+', block: null } } })
    expect(result.success).toBe(false)
    if (!result.success) expect(toFieldIssues(result.error).map((issue) => issue.field)).toEqual(['settings.shortcuts.next'])
    expect(ShortcutsPatchSchema.parse({ block: null })).toEqual({ block: null })
  })

  it('refuse the same keys in a stored file too (a patch of one action against another already set)', () => {
    expect(SettingsSchema.safeParse({ shortcuts: { next: 'Ctrl+Alt+N', block: 'Ctrl+Alt+N' } }).success).toBe(false)
  })
})
