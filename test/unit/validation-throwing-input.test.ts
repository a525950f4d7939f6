// Input that makes zod itself throw (a string field given an object whose `length` cannot become a
// number) is refused as bad input naming no field, like any other shape that does not fit.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ValidationError } from '../../src/shared/errors'
import { parseOrThrow } from '../../src/shared/validation'

describe('parseOrThrow', () => {
  it('turns a throw inside zod into a ValidationError', () => {
    const schema = z.object({ community: z.string().min(1).nullable() })
    const hostile = { community: { length: Object.create(null) } }
    expect(() => schema.safeParse(hostile)).toThrow(TypeError)
    expect(() => parseOrThrow(schema, hostile)).toThrow(ValidationError)
  })
})
