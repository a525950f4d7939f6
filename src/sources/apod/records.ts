// NASA APOD's answers (nasa/apod-api: application.py builds them, apod/utility.py fills each day).
// One day is an object; a date range or `count` is an array of them. Fields a card does not use
// (explanation, service_version, concepts) are dropped. A day without its date or title, or an
// image day without its picture, cannot be read: it is counted and left out, and the rest of the
// page stands.
import { z } from 'zod'
import { eachReadable, recordSchemas, type Fallback } from '../tolerant'
import { isRealDay } from './days'

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })

/** A link as APOD writes it: a few old days give `//host/…` without a scheme. */
const LinkSchema = z.preprocess((value) => (typeof value === 'string' && value.startsWith('//') ? `https:${value}` : value), httpUrl)

/** `thumbnail_url` is "" for a video NASA found no picture for (a mars.nasa.gov embed): no picture. */
const OptionalLinkSchema = z.union([LinkSchema, z.literal('').transform(() => null)]).nullable()

function defineDay(fallback: Fallback) {
  return z
    .object({
      date: z.string().refine(isRealDay, 'must be a day as YYYY-MM-DD'),
      title: z.string(),
      /** `image`, `video` (YouTube, Vimeo) or `other` (any other embedded page); anything else reads as `other`. */
      media_type: fallback(z.enum(['image', 'video', 'other']), 'other'),
      /** The picture (about 1000 px wide) of an image day; the embedded page of a video day; absent on `other` days. */
      url: fallback(OptionalLinkSchema, null),
      /** The full-size picture of an image day, when NASA has one. */
      hdurl: fallback(OptionalLinkSchema, null),
      /** A video day's picture (sent with `thumbs=true`). */
      thumbnail_url: fallback(OptionalLinkSchema, null),
      /** Absent on NASA's own (public domain) pictures; scraped from the page, newlines and all. */
      copyright: fallback(z.string().nullable(), null),
    })
    .superRefine((day, ctx) => {
      if (day.media_type === 'image' && day.url === null) ctx.addIssue({ code: 'custom', path: ['url'], message: 'an image day needs its picture' })
    })
}

const DaySchemas = recordSchemas(defineDay)

export const ApodDaySchema = DaySchemas.lenient
export type ApodDay = z.output<typeof ApodDaySchema>

/**
 * The body of `GET /planetary/apod`: one day (`date` or nothing) or a list (`start_date`, `count`),
 * read as a list either way.
 */
export const ApodResponseSchema = z
  .union([z.array(z.unknown()), z.record(z.string(), z.unknown())])
  .transform((body) => (Array.isArray(body) ? body : [body]))
  .pipe(eachReadable(DaySchemas))
  .transform(({ read, skipped }) => ({ days: read, skipped }))
export type ApodResponse = z.output<typeof ApodResponseSchema>

/**
 * An error answer. The APOD service itself writes `{code, msg, service_version}`; api.data.gov, the
 * gateway in front of it that checks keys and limits, writes `{error: {code, message}}`.
 */
export const ApodErrorSchema = z.union([
  z.object({ code: z.number(), msg: z.string() }).transform(({ code, msg }) => ({ code: String(code), message: msg })),
  z.object({ error: z.object({ code: z.string(), message: z.string().default('') }) }).transform(({ error }) => error),
])
export type ApodError = z.output<typeof ApodErrorSchema>
