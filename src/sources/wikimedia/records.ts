// The Action API's answers Tapestry reads (mediawiki.org/wiki/API:Query), in `formatversion=2`
// (`pages` is a list). Unknown fields are dropped: the API adds `normalized`, `continue`,
// `batchcomplete`, `warnings` and metadata fields as it pleases. A page is read on its own: one
// that cannot be read is counted and left out, and the rest of the answer stands.
import { z } from 'zod'
import { eachReadable, recordSchemas, tolerant, type Fallback } from '../tolerant'

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
const size = z.number().int().positive()

/** `{from, to}`: a title the API rewrote (underscores to spaces, a lower-case first letter). */
const NormalizedSchema = tolerant(
  z.array(z.unknown()).transform((entries) =>
    entries.flatMap((entry) => {
      const parsed = z.object({ from: z.string(), to: z.string() }).safeParse(entry)
      return parsed.success ? [parsed.data] : []
    }),
  ),
  [],
)

// --- The first request: the days' template pages and the files they show ---------------------

function defineTemplatePage(fallback: Fallback) {
  return z.object({
    /** `Template:Potd/2024-06-06` (Wikipedia's bodies say `Template:POTD/…`). */
    title: z.string().min(1),
    /** The page was never written: no picture for that day (yet). */
    missing: fallback(z.boolean(), false),
    /** The files the page shows, in the API's order (by title); absent on a missing page. */
    images: fallback(
      z.array(z.unknown()).transform((images) =>
        images.flatMap((image) => {
          const parsed = z.object({ title: z.string().startsWith('File:') }).safeParse(image)
          return parsed.success ? [parsed.data.title] : []
        }),
      ),
      [],
    ),
  })
}

const TemplatePageSchemas = recordSchemas(defineTemplatePage)
export type WikimediaTemplatePage = z.output<typeof TemplatePageSchemas.lenient>

export const WikimediaTemplateResponseSchema = z
  .object({
    query: tolerant(
      z.object({ normalized: NormalizedSchema, pages: tolerant(eachReadable(TemplatePageSchemas), { read: [], skipped: 0 }) }),
      { normalized: [], pages: { read: [], skipped: 0 } },
    ),
  })
  .transform(({ query }) => ({ pages: query.pages.read, normalized: query.normalized, skipped: query.pages.skipped }))
export type WikimediaTemplateResponse = z.output<typeof WikimediaTemplateResponseSchema>

// --- The second request: each file's imageinfo and extmetadata --------------------------------

/** An extmetadata field: `{value, source, hidden?}`; only a text or number value is read. */
const MetadataValueSchema = tolerant(
  z.object({ value: z.union([z.string(), z.number(), z.boolean()]).transform(String) }).transform(({ value }) => value).nullable(),
  null,
)

/** The metadata fields a card reads; each is HTML or plain text, as Commons' file page writes it. */
const ExtMetadataSchema = tolerant(
  z.object({
    ObjectName: MetadataValueSchema,
    Artist: MetadataValueSchema,
    Credit: MetadataValueSchema,
    Attribution: MetadataValueSchema,
    AttributionRequired: MetadataValueSchema,
    LicenseShortName: MetadataValueSchema,
    LicenseUrl: MetadataValueSchema,
    UsageTerms: MetadataValueSchema,
  }),
  { ObjectName: null, Artist: null, Credit: null, Attribution: null, AttributionRequired: null, LicenseShortName: null, LicenseUrl: null, UsageTerms: null },
)
export type WikimediaExtMetadata = z.output<typeof ExtMetadataSchema>

function defineImageInfo(fallback: Fallback) {
  return z.object({
    /** The original file. Present because Tapestry asks for it (`iiprop=url`); a card needs it. */
    url: fallback(httpUrl.nullable(), null),
    /** The file's page on Commons. */
    descriptionurl: fallback(httpUrl.nullable(), null),
    width: fallback(size.nullable(), null),
    height: fallback(size.nullable(), null),
    /** Bytes of the original. */
    size: fallback(z.number().int().nonnegative().nullable(), null),
    mime: fallback(z.string().nullable(), null),
    /** The rendering at `iiurlwidth` (the original itself when that is narrower). */
    thumburl: fallback(httpUrl.nullable(), null),
    thumbwidth: fallback(size.nullable(), null),
    thumbheight: fallback(size.nullable(), null),
    extmetadata: ExtMetadataSchema,
  })
}

const ImageInfoSchemas = recordSchemas(defineImageInfo)
export type WikimediaImageInfo = z.output<typeof ImageInfoSchemas.lenient>

function defineFilePage(fallback: Fallback) {
  return z.object({
    title: z.string().startsWith('File:'),
    /** Newest revision first; only the first is read. An answer without it says nothing of the file. */
    imageinfo: fallback(
      z.array(z.unknown()).transform((infos) => {
        const first = infos.length > 0 ? ImageInfoSchemas.lenient.safeParse(infos[0]) : null
        return first?.success ? first.data : null
      }),
      null,
    ),
  })
}

const FilePageSchemas = recordSchemas(defineFilePage)
export type WikimediaFilePage = z.output<typeof FilePageSchemas.lenient>

export const WikimediaFileResponseSchema = z
  .object({
    query: tolerant(
      z.object({ normalized: NormalizedSchema, pages: tolerant(eachReadable(FilePageSchemas), { read: [], skipped: 0 }) }),
      { normalized: [], pages: { read: [], skipped: 0 } },
    ),
  })
  .transform(({ query }) => ({ pages: query.pages.read, normalized: query.normalized, skipped: query.pages.skipped }))
export type WikimediaFileResponse = z.output<typeof WikimediaFileResponseSchema>

// --- Wikipedia's featured feed ----------------------------------------------------------------

const FeedImageSchema = z.object({ source: httpUrl, width: size, height: size })

/**
 * `image` of Wikipedia's REST feed (`/api/rest_v1/feed/featured/YYYY/MM/DD`, on each Wikipedia's
 * own host): the same kind of daily picture, a Commons file with its original and a thumbnail.
 * Tapestry's client asks Commons' Action API only (one host); this reads a feed body where one is
 * given. Its older form has no artist or licence: those come from the file's imageinfo.
 */
export const WikimediaFeaturedFeedSchema = z
  .object({
    image: tolerant(
      z
        .object({
          title: z.string().startsWith('File:'),
          image: FeedImageSchema,
          thumbnail: tolerant(FeedImageSchema.nullable(), null),
          description: tolerant(z.object({ text: z.string() }).nullable(), null),
        })
        .nullable(),
      null,
    ),
  })
  .transform(({ image }) => image)
export type WikimediaFeaturedImage = NonNullable<z.output<typeof WikimediaFeaturedFeedSchema>>
