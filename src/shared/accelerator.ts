// A global shortcut as Electron writes it (docs/api/accelerator.md): modifiers and ONE key code
// joined by "+", case-insensitive ("Ctrl+Alt+N", "CommandOrControl+Shift+F9"). Checked here, in
// shared code, so Settings says what is wrong beside the field before anything is saved, and the
// main process never hands globalShortcut.register a string it would refuse or misread.
import { z } from 'zod'
import { fieldSays } from './i18n/field-words'

/** Each modifier as Electron spells it; several names for one key stay distinct spellings here. */
const MODIFIERS = ['Command', 'Cmd', 'Control', 'Ctrl', 'CommandOrControl', 'CmdOrCtrl', 'Alt', 'Option', 'AltGr', 'Shift', 'Super', 'Meta'] as const

/** Keys a shortcut may be on its own, with no modifier: keys nobody types text with. */
const STANDALONE_KEYS = [
  ...Array.from({ length: 24 }, (_, index) => `F${index + 1}`),
  'VolumeUp',
  'VolumeDown',
  'VolumeMute',
  'MediaNextTrack',
  'MediaPreviousTrack',
  'MediaStop',
  'MediaPlayPause',
  'PrintScreen',
]

// "+" is the separator, so the plus key is written Plus (as the docs say).
const PUNCTUATION = [...')!@#$%^&*(:;=<,_->.?/~`{][|\\}"']
const TYPING_KEYS = [
  ...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  ...PUNCTUATION,
  'Plus',
  'Space',
  'Tab',
  'Capslock',
  'Numlock',
  'Scrolllock',
  'Backspace',
  'Delete',
  'Insert',
  'Return',
  'Enter',
  'Up',
  'Down',
  'Left',
  'Right',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Escape',
  'Esc',
  ...Array.from({ length: 10 }, (_, digit) => `num${digit}`),
  'numdec',
  'numadd',
  'numsub',
  'nummult',
  'numdiv',
]

/** Lower-cased name → the docs' spelling, for every modifier and key. */
const SPELLING = new Map([...MODIFIERS, ...STANDALONE_KEYS, ...TYPING_KEYS].map((name) => [name.toLowerCase(), name]))
const MODIFIER_NAMES = new Set<string>(MODIFIERS)
const STANDALONE = new Set(STANDALONE_KEYS)

/** Names that mean the same key: two shortcuts differing only by these are the same shortcut. */
const SAME_KEY: Readonly<Record<string, string>> = { Cmd: 'Command', Ctrl: 'Control', CmdOrCtrl: 'CommandOrControl', Meta: 'Super', Enter: 'Return', Esc: 'Escape' }

export const ACCELERATOR_EXAMPLE = 'Ctrl+Alt+N'

type Parsed = { ok: true; modifiers: string[]; key: string } | { ok: false; problem: string }

function parse(text: string): Parsed {
  const parts = text.split('+').map((part) => part.trim())
  if (parts.some((part) => part === '')) return { ok: false, problem: fieldSays('fields.shortcut.joined', { example: ACCELERATOR_EXAMPLE }) }
  const names = parts.map((part) => SPELLING.get(part.toLowerCase()) ?? part)
  const unknown = names.find((name) => !SPELLING.has(name.toLowerCase()))
  if (unknown !== undefined) return { ok: false, problem: fieldSays('fields.shortcut.unknownKey', { key: unknown }) }
  const key = names.at(-1) as string
  const modifiers = names.slice(0, -1)
  if (MODIFIER_NAMES.has(key)) return { ok: false, problem: fieldSays('fields.shortcut.endsWithModifier', { example: ACCELERATOR_EXAMPLE }) }
  const extraKey = modifiers.find((name) => !MODIFIER_NAMES.has(name))
  if (extraKey !== undefined) return { ok: false, problem: fieldSays('fields.shortcut.twoKeys', { first: extraKey, second: key, example: ACCELERATOR_EXAMPLE }) }
  const sameKey = (a: string, b: string) => (SAME_KEY[a] ?? a) === (SAME_KEY[b] ?? b)
  for (const [index, name] of modifiers.entries()) {
    const again = modifiers.slice(index + 1).find((other) => sameKey(other, name))
    if (again !== undefined) return { ok: false, problem: again === name ? fieldSays('fields.shortcut.twice', { key: name }) : fieldSays('fields.shortcut.sameKeyTwice', { first: name, second: again }) }
  }
  // A shortcut is global: a key that types text, alone or with Shift, would be taken from every app.
  if (!STANDALONE.has(key) && modifiers.every((name) => name === 'Shift')) {
    return { ok: false, problem: fieldSays('fields.shortcut.needsModifier', { key }) }
  }
  return { ok: true, modifiers, key }
}

/** A shortcut as typed, trimmed and spelt as Electron's docs spell each name ("ctrl+alt+n" → "Ctrl+Alt+N"). */
export const AcceleratorSchema = z
  .string()
  .trim()
  .min(1, { error: () => fieldSays('fields.shortcut.empty', { example: ACCELERATOR_EXAMPLE }) })
  .max(100)
  .superRefine((text, context) => {
    if (text === '') return
    const parsed = parse(text)
    if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.problem })
  })
  .overwrite((text) => {
    const parsed = parse(text)
    return parsed.ok ? [...parsed.modifiers, parsed.key].join('+') : text
  })

/**
 * What a valid shortcut presses, whatever its spelling or order ("Alt+Control+n" and "Ctrl+Alt+N"
 * are one shortcut): how two actions on the same keys are found.
 */
export function acceleratorKeys(text: string): string {
  const parsed = parse(text)
  if (!parsed.ok) return text
  const modifiers = parsed.modifiers.map((name) => SAME_KEY[name] ?? name).sort()
  return [...modifiers, SAME_KEY[parsed.key] ?? parsed.key].join('+')
}
