import { z } from 'zod'

// A field Tapestry never reads, or reads only to show or to sort, must never fail a response:
// public clients keep real bodies where such fields are missing, null or of another shape (an
// uploader's avatar without one of its sizes, a date written another way). Ids, the URLs a card
// links to and pixel sizes stay strict.
//
// Taking a fallback for a malformed value means catching it, and a catch on every optional field
// of every record costs a fifth to a third of a page's parse even when nothing is malformed. So a
// record schema is built twice from one definition, by a function of a `Fallback`: `tolerant`
// reads a malformed value as its fallback, `defaulted` fills only what is missing. Records are read
// with the second first, and with the first only when that fails (`readable`, `eachReadable`):
// real records nearly always fit, and both give the same output for a record that does.

/** How a field that may be left out is read. */
export type Fallback = <S extends z.ZodType>(
  schema: S,
  fallback: Exclude<z.output<S>, undefined>,
) => z.ZodType<z.output<S>, z.input<S> | undefined>

/**
 * `schema` where the value fits it; `fallback` where it is missing, null or does not fit. A missing
 * value takes the fallback at once, as a default: catching it would build an issue (and its message).
 */
export const tolerant: Fallback = (schema, fallback) => schema.default(fallback).catch(fallback)

/** `fallback` where the value is missing; a value of another shape fails. */
export const defaulted: Fallback = (schema, fallback) => schema.default(fallback)

/** The two schemas one record definition gives: the same output, one of them faster. */
export interface RecordSchemas<S extends z.ZodType> {
  /** Fills what is missing; a malformed field fails the record. */
  wellFormed: S
  /** Also reads a malformed optional field as its fallback. */
  lenient: S
}

/** Both schemas of a record definition. */
export function recordSchemas<S extends z.ZodType>(define: (fallback: Fallback) => S): RecordSchemas<S> {
  return { wellFormed: define(defaulted), lenient: define(tolerant) }
}

/** A record read well-formed first, leniently when that fails; null when even that fails. */
export function readable<S extends z.ZodType>(schemas: RecordSchemas<S>, data: unknown): z.output<S> | null {
  const wellFormed = schemas.wellFormed.safeParse(data)
  if (wellFormed.success) return wellFormed.data
  const lenient = schemas.lenient.safeParse(data)
  return lenient.success ? lenient.data : null
}

/** What `eachReadable` makes of a list: the elements that could be read, and how many could not. */
export interface Readable<T> {
  read: T[]
  skipped: number
}

/**
 * A list whose elements are read one by one: an element that cannot be read is counted and left
 * out, so one broken record never sinks a page (as Reddit's listing reads posts).
 */
export function eachReadable<S extends z.ZodType>(schemas: RecordSchemas<S>): z.ZodPipe<z.ZodArray<z.ZodUnknown>, z.ZodTransform<Readable<z.output<S>>, unknown[]>> {
  // A whole page read in one go is the common case, and cheaper than record by record.
  const allWellFormed = z.array(schemas.wellFormed)
  return z.array(z.unknown()).transform((entries) => {
    const page = allWellFormed.safeParse(entries)
    if (page.success) return { read: page.data, skipped: 0 }
    const read: z.output<S>[] = []
    let skipped = 0
    for (const entry of entries) {
      const record = readable(schemas, entry)
      if (record === null) skipped += 1
      else read.push(record)
    }
    return { read, skipped }
  })
}
