import type { z } from 'zod'
import { ValidationError, type FieldIssue } from './errors'
import { fieldSays } from './i18n/field-words'

/** Turns zod's issues into plain, field-named messages. */
export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.flatMap((issue) => {
    const path = issue.path.map(String)
    // zod reports unknown keys on the parent object; name each key so the form or flag is clear.
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: [...path, key].join('.'), message: fieldSays('fields.unknownField') }))
    }
    return [{ field: path.join('.'), message: issue.message }]
  })
}

/**
 * Parses `input` with `schema`, throwing one ValidationError that names every failing field.
 * This is the single way shared shapes are checked, so the same messages reach forms, IPC and CLI.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  let result: z.ZodSafeParseResult<z.output<S>>
  try {
    result = schema.safeParse(input)
  } catch {
    // zod 4 runs a string's length checks even on a value that failed the type check, and throws on
    // an object whose `length` cannot become a number ({length: Object.create(null)}): still bad input.
    throw new ValidationError([{ field: '', message: fieldSays('fields.notInShape') }])
  }
  if (!result.success) throw new ValidationError(toFieldIssues(result.error))
  return result.data
}

/** Recursively freezes a parsed value so a parameter set cannot be changed in place. */
export function deepFreeze<T>(value: T): Readonly<T> {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner)
    Object.freeze(value)
  }
  return value
}
