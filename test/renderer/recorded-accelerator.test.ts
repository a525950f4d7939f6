// Settings' Record button: a key press becomes the shortcut Electron registers, read by the key's
// place (so Shift+1 stays 1), with Command on macOS and Super elsewhere; a lone modifier waits,
// Escape stops, and each result the schema accepts is spelt as it would store it.
import { describe, expect, it } from 'vitest'
import { recordedAccelerator, type PressedKeys } from '../../src/renderer/src/settings/recorded-accelerator'
import { AcceleratorSchema } from '../../src/shared/accelerator'

const press = (code: string, held: Partial<Omit<PressedKeys, 'code'>> = {}): PressedKeys => ({ code, ctrlKey: false, altKey: false, shiftKey: false, metaKey: false, ...held })

describe('recordedAccelerator', () => {
  it('writes modifiers and the key as Electron does, in a fixed order', () => {
    expect(recordedAccelerator(press('KeyN', { ctrlKey: true, altKey: true }), false)).toEqual({ kind: 'keys', accelerator: 'Ctrl+Alt+N' })
    expect(recordedAccelerator(press('Digit1', { ctrlKey: true, shiftKey: true }), false)).toEqual({ kind: 'keys', accelerator: 'Ctrl+Shift+1' })
    expect(recordedAccelerator(press('ArrowRight', { metaKey: true, altKey: true }), false)).toEqual({ kind: 'keys', accelerator: 'Alt+Super+Right' })
    expect(recordedAccelerator(press('F9'), false)).toEqual({ kind: 'keys', accelerator: 'F9' })
    expect(recordedAccelerator(press('Numpad7', { ctrlKey: true }), false)).toEqual({ kind: 'keys', accelerator: 'Ctrl+num7' })
    expect(recordedAccelerator(press('MediaTrackNext'), false)).toEqual({ kind: 'keys', accelerator: 'MediaNextTrack' })
    expect(recordedAccelerator(press('Equal', { ctrlKey: true }), false)).toEqual({ kind: 'keys', accelerator: 'Ctrl+=' })
  })

  it('writes ⌘ as Command on macOS and as Super elsewhere', () => {
    expect(recordedAccelerator(press('KeyB', { metaKey: true, shiftKey: true }), true)).toEqual({ kind: 'keys', accelerator: 'Command+Shift+B' })
    expect(recordedAccelerator(press('KeyB', { metaKey: true, shiftKey: true }), false)).toEqual({ kind: 'keys', accelerator: 'Shift+Super+B' })
  })

  it('waits while only modifiers are down, stops on Escape, and names a key it cannot write', () => {
    for (const code of ['ControlLeft', 'AltRight', 'ShiftLeft', 'MetaLeft', 'OSRight', 'AltGraph']) expect(recordedAccelerator(press(code, { ctrlKey: true }), false)).toEqual({ kind: 'waiting' })
    expect(recordedAccelerator(press('Escape'), false)).toEqual({ kind: 'cancel' })
    expect(recordedAccelerator(press('Escape', { ctrlKey: true }), false)).toEqual({ kind: 'keys', accelerator: 'Ctrl+Escape' })
    expect(recordedAccelerator(press('IntlBackslash', { ctrlKey: true }), false)).toEqual({ kind: 'unknown', code: 'IntlBackslash' })
  })

  it('records only what the shared schema reads back unchanged', () => {
    const codes = ['KeyA', 'KeyZ', 'Digit0', 'F1', 'F24', 'Space', 'Tab', 'Enter', 'Backspace', 'Delete', 'Home', 'PageDown', 'ArrowUp', 'Minus', 'BracketLeft', 'Backslash', 'Semicolon', 'Comma', 'Period', 'Slash', 'Backquote', 'NumpadAdd', 'NumpadDecimal', 'AudioVolumeUp', 'PrintScreen']
    for (const code of codes) {
      const recorded = recordedAccelerator(press(code, { ctrlKey: true, altKey: true }), false)
      if (recorded.kind !== 'keys') throw new Error(`${code} was not recorded`)
      expect(AcceleratorSchema.parse(recorded.accelerator), code).toBe(recorded.accelerator)
    }
  })
})
