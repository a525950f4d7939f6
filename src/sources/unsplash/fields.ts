import { z } from 'zod'
import { fieldSays, sourceFieldSays } from '../../shared/i18n/field-words'
import english from './messages/en.json'

/** Unsplash's own sentences about its fields, said when a value is judged: in the window's language there, English elsewhere (field-words.ts). */
const WORDS = { id: 'unsplash', english }

// Field schemas shared by the Unsplash parameter sets, so search and random check alike.

/** Missing and null both read as "not given"; anything else of the wrong type is not text. */
export function textError(issue: { input?: unknown }): string {
  return issue.input === undefined || issue.input === null ? fieldSays('fields.required') : fieldSays('fields.text')
}

/**
 * Search terms. Unsplash documents no maximum; 250 characters is far beyond any real query and
 * keeps the request line short.
 */
export const UnsplashQuerySchema = z
  .string({ error: textError })
  .trim()
  .min(1, { error: () => fieldSays('fields.notEmpty') })
  .max(250, { error: () => fieldSays('fields.atMostCharacters', { max: 250 }) })

/**
 * Collection or topic ids (numeric ids, newer alphanumeric ids and topic slugs such as
 * `3d-renders`). A comma would split one id into two on the wire, so it is refused.
 */
export const UnsplashIdListSchema = z.array(
  z
    .string({ error: () => sourceFieldSays(WORDS, 'issue.idText') })
    .regex(/^[A-Za-z0-9_-]+$/, { error: () => sourceFieldSays(WORDS, 'issue.idCharacters') }),
  { error: () => sourceFieldSays(WORDS, 'issue.idList') },
)

/**
 * A whole number within bounds. The integer test is a refinement rather than `z.int()` because
 * zod's integer type check stops the object's cross-field rules from running, and every failing
 * field should be reported at once.
 */
export function wholeNumber(min: number, max?: number) {
  const range = () => (max === undefined ? fieldSays('fields.atLeast', { min }) : fieldSays('fields.between', { min, max }))
  const base = z
    .number({ error: () => fieldSays('fields.number') })
    .refine(Number.isSafeInteger, { error: () => fieldSays('fields.wholeNumber') })
    .min(min, { error: range })
  return max === undefined ? base : base.max(max, { error: range })
}
