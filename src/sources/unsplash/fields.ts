import { z } from 'zod'

// Field schemas shared by the Unsplash parameter sets, so search and random check alike.

/** Missing and null both read as "not given"; anything else of the wrong type is not text. */
export function textError(issue: { input?: unknown }): string {
  return issue.input === undefined || issue.input === null ? 'is required' : 'must be text'
}

/**
 * Search terms. Unsplash documents no maximum; 250 characters is far beyond any real query and
 * keeps the request line short.
 */
export const UnsplashQuerySchema = z
  .string({ error: textError })
  .trim()
  .min(1, 'must not be empty')
  .max(250, 'must be at most 250 characters')

/**
 * Collection or topic ids (numeric ids, newer alphanumeric ids and topic slugs such as
 * `3d-renders`). A comma would split one id into two on the wire, so it is refused.
 */
export const UnsplashIdListSchema = z.array(
  z
    .string({ error: 'must be an id (text)' })
    .regex(/^[A-Za-z0-9_-]+$/, "must be an id of letters, digits, '_' or '-' (no commas or spaces)"),
  { error: 'must be a list of ids' },
)

/**
 * A whole number within bounds. The integer test is a refinement rather than `z.int()` because
 * zod's integer type check stops the object's cross-field rules from running, and every failing
 * field should be reported at once.
 */
export function wholeNumber(min: number, max?: number) {
  const range = max === undefined ? `must be at least ${min}` : `must be between ${min} and ${max}`
  const base = z
    .number({ error: 'must be a number' })
    .refine(Number.isSafeInteger, 'must be a whole number')
    .min(min, range)
  return max === undefined ? base : base.max(max, range)
}
