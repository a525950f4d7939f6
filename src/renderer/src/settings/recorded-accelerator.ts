// A key press as Electron writes a shortcut ("Ctrl+Alt+N"), for Settings' "Record" button: people
// press the keys they want rather than spell them. Keys are read by their place on the keyboard
// (KeyboardEvent.code), so Shift+1 is "Shift+1", not "!", and a layout's letters stay what Electron
// registers. The shared AcceleratorSchema still decides whether the result may be a global shortcut.

export interface PressedKeys {
  code: string
  ctrlKey: boolean
  altKey: boolean
  shiftKey: boolean
  metaKey: boolean
}

export type Recorded = { kind: 'keys'; accelerator: string } | { kind: 'waiting' } | { kind: 'cancel' } | { kind: 'unknown'; code: string }

const NAMED_CODES: Readonly<Record<string, string>> = {
  Space: 'Space',
  Tab: 'Tab',
  Enter: 'Return',
  NumpadEnter: 'Return',
  Backspace: 'Backspace',
  Delete: 'Delete',
  Insert: 'Insert',
  Home: 'Home',
  End: 'End',
  PageUp: 'PageUp',
  PageDown: 'PageDown',
  ArrowUp: 'Up',
  ArrowDown: 'Down',
  ArrowLeft: 'Left',
  ArrowRight: 'Right',
  Escape: 'Escape',
  PrintScreen: 'PrintScreen',
  Minus: '-',
  Equal: '=',
  BracketLeft: '[',
  BracketRight: ']',
  Backslash: '\\',
  Semicolon: ';',
  Comma: ',',
  Period: '.',
  Slash: '/',
  Backquote: '`',
  NumpadAdd: 'numadd',
  NumpadSubtract: 'numsub',
  NumpadMultiply: 'nummult',
  NumpadDivide: 'numdiv',
  NumpadDecimal: 'numdec',
  AudioVolumeUp: 'VolumeUp',
  AudioVolumeDown: 'VolumeDown',
  AudioVolumeMute: 'VolumeMute',
  MediaTrackNext: 'MediaNextTrack',
  MediaTrackPrevious: 'MediaPreviousTrack',
  MediaPlayPause: 'MediaPlayPause',
  MediaStop: 'MediaStop',
}

const MODIFIER_CODES = /^(?:Control|Alt|Shift|Meta|OS)(?:Left|Right)?$|^AltGraph$/

function keyOf(code: string): string | null {
  const letter = /^Key([A-Z])$/.exec(code)
  if (letter) return letter[1] as string
  const digit = /^Digit([0-9])$/.exec(code)
  if (digit) return digit[1] as string
  const numpad = /^Numpad([0-9])$/.exec(code)
  if (numpad) return `num${numpad[1]}`
  if (/^F(?:[1-9]|1[0-9]|2[0-4])$/.test(code)) return code
  return NAMED_CODES[code] ?? null
}

/** What one key press records; `mac`: the ⌘ key is Command there, and Super elsewhere. */
export function recordedAccelerator(pressed: PressedKeys, mac: boolean): Recorded {
  const modifiers = [
    ...(pressed.metaKey && mac ? ['Command'] : []),
    ...(pressed.ctrlKey ? ['Ctrl'] : []),
    ...(pressed.altKey ? ['Alt'] : []),
    ...(pressed.shiftKey ? ['Shift'] : []),
    ...(pressed.metaKey && !mac ? ['Super'] : []),
  ]
  // A modifier alone: the person is still pressing the rest.
  if (MODIFIER_CODES.test(pressed.code)) return { kind: 'waiting' }
  if (pressed.code === 'Escape' && modifiers.length === 0) return { kind: 'cancel' }
  const key = keyOf(pressed.code)
  if (key === null) return { kind: 'unknown', code: pressed.code }
  return { kind: 'keys', accelerator: [...modifiers, key].join('+') }
}
