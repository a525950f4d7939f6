// The error a call fails with, held to what every failure a person sees must be: a TapestryError
// whose sentence names no secret, carries no stack trace and (unless it points somewhere on purpose,
// as a "get a key at …" sentence does) no address.
import { expect } from 'vitest'
import { TapestryError } from '../../src/shared/errors'

export interface PlainFailureRules {
  /** Keys the sentence must not contain. */
  secrets?: readonly string[]
  /** The sentence may name a web address (where to get a key). */
  linksAllowed?: boolean
}

export async function plainFailure(promise: Promise<unknown>, rules: PlainFailureRules = {}): Promise<TapestryError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(TapestryError)
  const typed = error as TapestryError
  for (const secret of rules.secrets ?? []) expect(typed.message).not.toContain(secret)
  if (!rules.linksAllowed) expect(typed.message).not.toContain('http')
  expect(typed.message).not.toMatch(/\n\s+at /)
  return typed
}
