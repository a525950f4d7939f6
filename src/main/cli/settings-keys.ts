// The settings as `tapestry config` names them: each key as the settings schema spells it, nested
// keys dotted (`rotation.intervalMinutes`), read from the same patch schema the window's
// settings.set is checked with; and a value typed on the command line turned into the value that
// schema expects, so the schema, not this file, decides what is valid.
import { z } from 'zod'
import { ValidationError } from '../../shared/errors'
import { SettingsPatchSchema, type PublicSettings, type SettingsPatch } from '../../shared/settings'
import { shortened } from './args'
import { didYouMean } from './suggest'

/**
 * Patch fields that are ways to write other settings, not settings of their own: rotation's
 * `source` and `filters` set members of its pool.
 */
const SHORTHANDS = new Set(['rotation.source', 'rotation.filters'])
/** Stored settings that a patch cannot change, and what changes them instead. */
const CHANGED_ELSEWHERE: Readonly<Record<string, string>> = {
  localFolders: 'is changed with "tapestry folders add PATH" and "tapestry folders remove PATH"',
}

function unwrapped(schema: z.ZodType): z.ZodType {
  let inner = schema
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable || inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType
  return inner
}

/** Every key `config set` takes, with the schema of its value, in the schema's order. */
function settableKeys(): Map<string, z.ZodType> {
  const keys = new Map<string, z.ZodType>()
  for (const [name, field] of Object.entries(SettingsPatchSchema.shape)) {
    const inner = unwrapped(field as z.ZodType)
    if (inner instanceof z.ZodObject) {
      for (const [child, schema] of Object.entries(inner.shape as Record<string, z.ZodType>)) {
        if (!SHORTHANDS.has(`${name}.${child}`)) keys.set(`${name}.${child}`, schema)
      }
    } else keys.set(name, field as z.ZodType)
  }
  return keys
}

const SETTABLE = settableKeys()

/** Every key `config list` shows: the settable ones, and the ones changed by other commands. */
export function settingKeys(): string[] {
  return [...SETTABLE.keys(), ...Object.keys(CHANGED_ELSEWHERE)]
}

function unknownKey(key: string): ValidationError {
  return new ValidationError([{ field: '', message: `There is no setting "${shortened(key)}".${didYouMean(key, settingKeys())} See "tapestry config list".` }])
}

/** A key's value in the settings; a group's name (`rotation`) answers its whole group. */
export function settingValue(settings: PublicSettings, key: string): unknown {
  const known = settingKeys()
  if (!known.includes(key) && !known.some((each) => each.startsWith(`${key}.`))) throw unknownKey(key)
  let value: unknown = settings
  for (const part of key.split('.')) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined
  if (value === undefined && key.includes('.')) return null
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && !key.includes('.')) {
    // A group: its keys as `config list` shows them, without the ones only a patch has.
    return Object.fromEntries(known.filter((each) => each.startsWith(`${key}.`)).map((each) => [each.slice(key.length + 1), settingValue(settings, each)]))
  }
  return value
}

/** Every key and its value, in the schema's order. */
export function allSettings(settings: PublicSettings): [string, unknown][] {
  return settingKeys().map((key) => [key, settingValue(settings, key)])
}

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success

/**
 * The value `text` stands for, as the key's schema takes it: `null` clears a setting that can be
 * empty, true/false (on/off, yes/no) a switch, digits a number, JSON a list or group (the pool),
 * anything else the text itself. Whether it is then valid is the schema's to say.
 */
export function valueFromText(schema: z.ZodType, text: string): unknown {
  const trimmed = text.trim()
  if (trimmed === 'null' && accepts(schema, null)) return null
  const switched = { true: true, on: true, yes: true, false: false, off: false, no: false }[trimmed.toLowerCase()]
  if (switched !== undefined && (accepts(schema, true) || accepts(schema, false))) return switched
  if (/^-?\d+(\.\d+)?$/.test(trimmed) && !accepts(schema, text)) return Number(trimmed)
  if (/^[[{]/.test(trimmed)) {
    try {
      return JSON.parse(trimmed) as unknown
    } catch {
      // Not JSON after all: the text itself, for the schema to judge.
    }
  }
  return text
}

/** The settings.set patch that sets `key` to what `text` stands for. */
export function patchFor(key: string, text: string): SettingsPatch {
  const elsewhere = CHANGED_ELSEWHERE[key]
  if (elsewhere !== undefined) throw new ValidationError([{ field: key, message: elsewhere }])
  const schema = SETTABLE.get(key)
  if (schema === undefined) throw unknownKey(key)
  const value = valueFromText(schema, text)
  const [group, child] = key.split('.') as [string, string | undefined]
  return (child === undefined ? { [group]: value } : { [group]: { [child]: value } }) as SettingsPatch
}

/** settings.set names fields inside its input (`settings.rotation.intervalMinutes`); config names keys. */
export function asConfigKeys(error: ValidationError, key: string): ValidationError {
  return new ValidationError(
    error.issues.map((issue) => {
      const field = issue.field.replace(/^settings\./, '')
      // A value inside a list or group (`rotation.pool.0.weight`) is named with the key it was set through.
      return { ...issue, field: field === key || field.startsWith(`${key}.`) ? field : key }
    }),
  )
}
