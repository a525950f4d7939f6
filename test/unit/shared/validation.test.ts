import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { ErrorDataSchema, ValidationError } from '../../../src/shared/errors'
import { deepFreeze, parseOrThrow } from '../../../src/shared/validation'

const Schema = z.object({
  per_page: z.number().int().min(1).max(30),
  nested: z.object({ names: z.array(z.string().min(2)) }),
})

describe('parseOrThrow', () => {
  it('returns the parsed value when valid', () => {
    expect(parseOrThrow(Schema, { per_page: 3, nested: { names: ['ab'] } })).toEqual({ per_page: 3, nested: { names: ['ab'] } })
  })

  it('throws one ValidationError naming every failing field', () => {
    let caught: unknown
    try {
      parseOrThrow(Schema, { per_page: 31, nested: { names: ['ok', 'x'] } })
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(ValidationError)
    const error = caught as ValidationError
    expect(error.kind).toBe('validation')
    expect(error.issues.map((issue) => issue.field)).toEqual(['per_page', 'nested.names.1'])
    expect(error.message).toContain('per_page')
    expect(error.message).toContain('nested.names.1')
  })

  it('crosses the boundary as plain data with every issue', () => {
    const error = new ValidationError([{ field: 'page', message: 'must be at least 1' }])
    const data = ErrorDataSchema.parse(JSON.parse(JSON.stringify(error.toData())))
    expect(data).toEqual({ kind: 'validation', message: 'page: must be at least 1', issues: [{ field: 'page', message: 'must be at least 1' }] })
  })
})

describe('deepFreeze', () => {
  it('freezes nested objects and arrays', () => {
    const value = deepFreeze({ a: [1, { b: 2 }], c: { d: 'e' } })
    expect(Object.isFrozen(value)).toBe(true)
    expect(Object.isFrozen(value.a)).toBe(true)
    expect(Object.isFrozen(value.a[1])).toBe(true)
    expect(Object.isFrozen(value.c)).toBe(true)
  })
})
