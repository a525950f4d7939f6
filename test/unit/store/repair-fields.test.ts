// Mending a JSON document that fails its schema in a few places: only what zod names is taken out
// (its default takes its place, a list member is left out), named as the file has it, with zod's
// reason; a document wrong as a whole is not mended at all.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { repairFields } from '../../../src/main/core/store/repair-fields'

const Member = z.discriminatedUnion('kind', [z.object({ kind: z.literal('a'), weight: z.number().max(9).default(1) }), z.object({ kind: z.literal('b') })])
const Schema = z.object({
  name: z.string().default('none'),
  count: z.number().int().min(0, 'must be 0 or more').default(3),
  members: z.array(Member).min(1, 'must hold one at least').default([{ kind: 'b' }]),
  inner: z.strictObject({ on: z.boolean().default(false), level: z.number().default(1) }).prefault({}),
  folders: z.array(z.string().startsWith('/', 'must be absolute')).default([]),
})

describe('repairFields', () => {
  it('puts back only the values that fail, and keeps every other', () => {
    const mended = repairFields(Schema, { name: 'kept', count: -1, inner: { on: true, level: 'high' }, folders: ['/a', 'b', '/c'] })
    expect(mended?.value).toEqual({ name: 'kept', count: 3, members: [{ kind: 'b' }], inner: { on: true, level: 1 }, folders: ['/a', '/c'] })
    expect(mended?.resets).toEqual([
      { field: 'count', reason: 'must be 0 or more', leftOut: false },
      { field: 'inner.level', reason: expect.stringMatching(/expected number/), leftOut: false },
      { field: 'folders.1', reason: 'must be absolute', leftOut: true },
    ])
  })

  it('leaves out a list member that cannot be read, naming it by its place in the file and the reason inside it', () => {
    const mended = repairFields(Schema, { members: [{ kind: 'x' }, { kind: 'a', weight: 2 }, { kind: 'zz' }, { kind: 'a', weight: 99 }] })
    expect(mended?.value.members).toEqual([{ kind: 'a', weight: 2 }, { kind: 'a', weight: 1 }])
    expect(mended?.resets.map(({ field, leftOut }) => [field, leftOut])).toEqual([
      ['members.0', true],
      ['members.2', true],
      ['members.3.weight', false],
    ])
    expect(mended?.resets[0]?.reason).toMatch(/^kind: /)
  })

  it('a list left empty by that goes back to its default, said once with the first reason', () => {
    const mended = repairFields(Schema, { members: [{ kind: 'x' }] })
    expect(mended?.value.members).toEqual([{ kind: 'b' }])
    expect(mended?.resets).toEqual([{ field: 'members', reason: expect.stringMatching(/^0\.kind: /), leftOut: false }])
  })

  it('takes out a key a strict object does not know', () => {
    expect(repairFields(Schema, { inner: { on: true, colour: 'red' } })).toEqual({ value: expect.objectContaining({ inner: { on: true, level: 1 } }), resets: [{ field: 'inner.colour', reason: 'Unrecognized key: "colour"', leftOut: false }] })
  })

  it('mends nothing when the document itself is wrong, or too much of it', () => {
    const Whole = z.object({ a: z.number().default(1) }).refine((value) => value.a > 5, 'a must be more than 5')
    expect(repairFields(Whole, { a: 2 })).toBeNull()
    expect(repairFields(Schema, { folders: Array.from({ length: 60 }, (_, index) => `relative-${index}`) })).toBeNull()
  })

  it('leaves the document it was given as it was', () => {
    const document = { count: -1, members: [{ kind: 'x' }] }
    repairFields(Schema, document)
    expect(document).toEqual({ count: -1, members: [{ kind: 'x' }] })
  })
})
