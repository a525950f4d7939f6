import { z } from 'zod'
import { SOURCE_IDS } from '../sources/ids'
import { LOCAL_IMAGE_ID, localImageUrl, type LocalImageKind } from './local-image-url'

/** The online sources: searched through their APIs, downloaded into the library, rotated from. */
export const MediaSourceSchema = z.enum(SOURCE_IDS)
export type MediaSource = z.infer<typeof MediaSourceSchema>

/**
 * Where a card comes from: an online source, or `local`, a picture in one of the person's own
 * folders (set where it lies, never downloaded or copied). Favourites, history and the blocklist
 * take either.
 */
export const ItemSourceSchema = z.enum([...MediaSourceSchema.options, 'local'])
export type ItemSource = z.infer<typeof ItemSourceSchema>

export const MediaTypeSchema = z.enum(['image', 'gif', 'video'])
export type MediaType = z.infer<typeof MediaTypeSchema>

/** A rating as Wallhaven gives one: safe, sketchy (suggestive) or not safe for work. */
export const MediaPuritySchema = z.enum(['sfw', 'sketchy', 'nsfw'])
export type MediaPurity = z.infer<typeof MediaPuritySchema>

/** An absolute http(s) URL: the only kind a card, a credit or a download may carry. */
export const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })

export const AuthorSchema = z.object({
  name: z.string().min(1),
  /** The author's page, already carrying any referral parameters the source requires. */
  url: httpUrl.nullable(),
})
export type Author = z.infer<typeof AuthorSchema>

/** An item's id at its source, as cards and references (favourites, the blocklist) carry it: declared once. */
export const ItemIdSchema = z.string().min(1).max(128)

/** What every card has, wherever it comes from. */
const cardFields = {
  /** Unique within its source; for a Reddit gallery item `<postId>_<mediaId>`. */
  id: ItemIdSchema,
  title: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** "<width>x<height>" */
  resolution: z.string().regex(/^\d+x\d+$/),
  /** width / height, rounded to two decimals. */
  aspectRatio: z.number().positive(),
  nsfw: z.boolean(),
  mediaType: MediaTypeSchema,
  /** Dominant colour as `#rrggbb`, for placeholders. */
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/).nullable(),
  blurHash: z.string().nullable(),
  /** Size of the original file in bytes, where the source says. */
  fileSize: z.number().int().nonnegative().nullable(),
  /** Colours of the image as `#rrggbb`, where the source gives several. */
  colors: z.array(z.string()),
  tags: z.array(z.string()),
  // The four below came after the first release; their defaults let cards stored by it parse.
  /**
   * False when the source did not say how large the picture is (a Reddit image post without a
   * preview). Width and height are then the 1×1 placeholder of UNKNOWN_SIZE (a square in the grid)
   * until the file is fetched and its header read; a fit check against a screen never passes it.
   */
  sizeKnown: z.boolean().default(true),
  /** The source's own rating where it has one (Wallhaven's sfw, sketchy, nsfw); `nsfw` stays the flag filters use. */
  purity: MediaPuritySchema.nullable().default(null),
  /** Marked as a spoiler at its source (Reddit): the window hides it like NSFW until clicked. */
  spoiler: z.boolean().default(false),
  /** The community it was posted in, as Reddit names it (`wallpapers`, shown as r/wallpapers); null elsewhere. */
  community: z.string().min(1).nullable().default(null),
  /** The licence the picture is under, where the source says (Wikimedia Commons, the Art Institute, APOD). */
  licence: z.object({ name: z.string().min(1), url: httpUrl.nullable() }).nullable().default(null),
  /**
   * The credit line the source asks to be shown with the picture, worded as it asks ("Photo by … on
   * Pexels", Bing's copyright line); null where the author link says all.
   */
  credit: z.string().min(1).nullable().default(null),
  /** Paid placement at its source (Unsplash's `sponsorship`): its card says so. */
  sponsored: z.boolean().default(false),
}

/** A card from an online source: every link is http(s). */
export const OnlineMediaItemSchema = z.object({
  source: MediaSourceSchema,
  ...cardFields,
  thumbUrl: httpUrl,
  previewUrl: httpUrl,
  /** The original media; downloads size it for the display where the source allows. */
  fullUrl: httpUrl,
  /** The item's page at its source (with referral parameters where required). */
  pageUrl: httpUrl,
  author: AuthorSchema.nullable(),
})
export type OnlineMediaItem = z.infer<typeof OnlineMediaItemSchema>

/** Exactly the URL the main process serves for this id: nothing else can ride on a local card. */
function servedUrl(kind: LocalImageKind) {
  return z.string().startsWith(`tapestry://${kind}/`, { error: `must be a tapestry://${kind}/ URL` })
}

/**
 * A picture in one of the person's folders. Its id is a hash of its path; the window sees it only
 * through `tapestry://thumb/<id>` (thumbnail, also the preview's first look) and
 * `tapestry://local/<id>` (sized for a screen). It has no page and no author.
 */
export const LocalMediaItemSchema = z
  .object({
    source: z.literal('local'),
    ...cardFields,
    id: z.string().regex(LOCAL_IMAGE_ID, 'must be a local image id'),
    thumbUrl: servedUrl('thumb'),
    previewUrl: servedUrl('thumb'),
    fullUrl: servedUrl('local'),
    pageUrl: z.null(),
    author: z.null(),
  })
  .superRefine((item, context) => {
    const expected = { thumbUrl: localImageUrl('thumb', item.id), previewUrl: localImageUrl('thumb', item.id), fullUrl: localImageUrl('local', item.id) }
    for (const [field, url] of Object.entries(expected)) {
      if (item[field as keyof typeof expected] !== url) context.addIssue({ code: 'custom', path: [field], message: `must be ${url}` })
    }
  })
export type LocalMediaItem = z.infer<typeof LocalMediaItemSchema>

/**
 * The one card every source maps to: what the grid, the preview, the library and rotation need,
 * whatever the image came from.
 */
export const MediaItemSchema = z.discriminatedUnion('source', [OnlineMediaItemSchema, LocalMediaItemSchema])
export type MediaItem = z.infer<typeof MediaItemSchema>

/** "<width>x<height>", as every source and the seed write a resolution. */
export function formatResolution(width: number, height: number): string {
  return `${width}x${height}`
}

/**
 * width / height rounded half-up to two decimals. Multiplying before dividing keeps exact
 * halves exact (201/200 → 1.01), which `toFixed` on the quotient does not.
 */
export function aspectRatio(width: number, height: number): number {
  return Math.round((width * 100) / height) / 100
}

/** The size fields of a card whose source did not say how large it is (`sizeKnown: false`): a 1×1 square. */
export const UNKNOWN_SIZE = Object.freeze({ width: 1, height: 1, resolution: formatResolution(1, 1), aspectRatio: 1, sizeKnown: false })

/** The resolution as a person reads it: "1920x1080", or "size unknown" for the placeholder. */
export function resolutionLabel(item: Pick<MediaItem, 'sizeKnown' | 'resolution'>): string {
  return item.sizeKnown ? item.resolution : 'size unknown'
}

/** The card with its real pixel size, once a file's header has told it. */
export function withKnownSize<T extends MediaItem>(item: T, width: number, height: number): T {
  return { ...item, width, height, resolution: formatResolution(width, height), aspectRatio: aspectRatio(width, height), sizeKnown: true }
}
