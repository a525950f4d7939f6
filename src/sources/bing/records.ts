// The answer of Bing's `HPImageArchive.aspx?format=js`, as the real bodies show it. Two shapes are
// real: the current one (`/th?id=OHR.<Name>_<MKT><digits>` paths, a `title`, which the rest-of-world market
// fills with the placeholder "Info" and zh-CN sometimes leaves empty) and the one before 2019
// (`/az/hprichbg/rb/<Name>_<MKT><digits>` paths and no `title` at all). What a card is made of
// (`urlbase`, `url`, `copyright`) is strict; everything else reads as its fallback.
import { z } from 'zod'
import { eachReadable, recordSchemas, tolerant, type Fallback } from '../tolerant'

/** `20240529`: the market's day the picture was shown, as Bing writes it. */
const CompactDaySchema = z.string().regex(/^\d{8}$/, 'must be a day like 20240529')

/** The current path `/th?id=OHR.MullOtter_EN-US5451978021` and the old `/az/hprichbg/rb/AlaskaLynx_EN-US9313111559`. */
export const BING_URLBASE = /^\/(?:th\?id=OHR\.|az\/hprichbg\/rb\/)([A-Za-z0-9][A-Za-z0-9_-]{0,126})$/

function defineImage(fallback: Fallback) {
  return z.object({
    startdate: fallback(CompactDaySchema.nullable(), null),
    fullstartdate: fallback(z.string().nullable(), null),
    enddate: fallback(CompactDaySchema.nullable(), null),
    /** The 1920×1080 rendition, relative to Bing's origin. */
    url: z.string().startsWith('/', 'must be a path on Bing'),
    /** The path every rendition is made from by a suffix (`_UHD.jpg`, `_400x240.jpg`). */
    urlbase: z.string().regex(BING_URLBASE, 'must be an OHR or hprichbg path'),
    /** "What, where (© Photographer/Agency)": the credit Bing shows with the picture. */
    copyright: z.string().trim().min(1),
    /** An absolute link, a path on Bing, or `javascript:void(0)`. */
    copyrightlink: fallback(z.string(), ''),
    /** Missing before 2019, "Info" in the rest-of-world market, sometimes "". */
    title: fallback(z.string(), ''),
    /** False when Bing does not offer the picture as a wallpaper ("not available to download as wallpaper"). */
    wp: fallback(z.boolean(), true),
    hsh: fallback(z.string().nullable(), null),
  })
}

const ImageSchemas = recordSchemas(defineImage)

export const BingImageSchema = ImageSchemas.lenient
export type BingImage = z.output<typeof BingImageSchema>

/**
 * The whole answer. Each picture is read on its own: one that cannot be read is left out and
 * counted, and the rest of the page stands. `tooltips` and the old `hs`/`msg` blocks are not read.
 */
export const BingArchiveResponseSchema = z
  .object({ images: tolerant(eachReadable(ImageSchemas), { read: [], skipped: 0 }) })
  .transform(({ images }) => ({ images: images.read, skipped: images.skipped }))
export type BingArchiveResponse = z.output<typeof BingArchiveResponseSchema>
