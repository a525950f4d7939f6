import { z } from 'zod'

/**
 * Reddit's listing and post (`t3`) records, reduced to what media extraction reads (api-facts
 * §3.4, §3.5). Everything Reddit leaves out on some posts is optional here and filled with null,
 * false or an empty list, so one unusual post never breaks a page; unknown fields are dropped.
 */

const PreviewSizeSchema = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
})

const PreviewVariantSchema = z.object({
  source: PreviewSizeSchema,
  resolutions: z.array(PreviewSizeSchema).default([]),
})

export const RedditPreviewImageSchema = z.object({
  /** The largest preview Reddit made; not always the original's size. */
  source: PreviewSizeSchema,
  /** Smaller copies, up to 1080 wide. */
  resolutions: z.array(PreviewSizeSchema).default([]),
  /** Animated renditions of GIF-like links; `obfuscated` and `nsfw` (blurred) are not kept. */
  variants: z
    .object({
      gif: PreviewVariantSchema.optional(),
      mp4: PreviewVariantSchema.optional(),
    })
    .default({}),
})
export type RedditPreviewImage = z.output<typeof RedditPreviewImageSchema>

export const RedditPreviewSchema = z.object({
  images: z.array(RedditPreviewImageSchema).default([]),
  /** False on video posts; the still frame is there all the same. */
  enabled: z.boolean().nullable().default(null),
})

export const RedditVideoSchema = z.object({
  /** `https://v.redd.it/<id>/CMAF_720.mp4?source=fallback` (older: DASH_720.mp4); it has no audio. */
  fallback_url: z.string(),
  width: z.number().nullable().default(null),
  height: z.number().nullable().default(null),
  is_gif: z.boolean().default(false),
})

/** `media` / `secure_media`: a hosted Reddit video, or an embed such as YouTube (`type` + `oembed`). */
export const RedditMediaSchema = z.object({
  reddit_video: RedditVideoSchema.nullable().default(null),
  type: z.string().nullable().default(null),
  oembed: z
    .object({
      provider_name: z.string().nullable().default(null),
      title: z.string().nullable().default(null),
      thumbnail_url: z.string().nullable().default(null),
    })
    .nullable()
    .default(null),
})

export const RedditGalleryDataSchema = z.object({
  /** The gallery's display order. */
  items: z.array(
    z.object({
      media_id: z.string(),
      id: z.number(),
      caption: z.string().nullable().default(null),
      outbound_url: z.string().nullable().default(null),
    }),
  ),
})

const MediaMetadataSizeSchema = z.object({
  x: z.number(),
  y: z.number(),
  u: z.string().nullable().default(null),
})

/** One `media_metadata` entry: a gallery (or inline) image, animated image or video. */
export const RedditMediaMetadataSchema = z.object({
  /** `valid` when usable; anything else (`unprocessed`, `failed`) is skipped. */
  status: z.string(),
  /** `Image`, `AnimatedImage` or `RedditVideo`; entries that failed may carry nothing but a status. */
  e: z.string().nullable().default(null),
  /** MIME type, e.g. `image/jpg` (sic), `image/png`, `image/gif`. */
  m: z.string().nullable().default(null),
  /** The source: `{x, y, u}` for Image, `{x, y, gif, mp4}` with no `u` for AnimatedImage. */
  s: z
    .object({
      x: z.number(),
      y: z.number(),
      u: z.string().nullable().default(null),
      gif: z.string().nullable().default(null),
      mp4: z.string().nullable().default(null),
    })
    .nullable()
    .default(null),
  /** Still previews at widths 108, 216, 320, 640, 960 and 1080. */
  p: z.array(MediaMetadataSizeSchema).default([]),
})
export type RedditMediaMetadata = z.output<typeof RedditMediaMetadataSchema>

/** A post (`t3` data): the fields media extraction needs. */
export const RedditPostSchema = z.object({
  /** Base-36 id, `1ss7q8o`. */
  id: z.string().min(1),
  /** Fullname, `t3_1ss7q8o`: what `after` points at. */
  name: z.string(),
  /** May contain newlines. */
  title: z.string(),
  /** `[deleted]` for deleted accounts. */
  author: z.string(),
  subreddit: z.string(),
  /** Relative: `/r/<sub>/comments/<id>/<slug>/`. */
  permalink: z.string(),
  /** The link target; a gallery page for galleries, the permalink for self posts, relative on some crossposts. */
  url: z.string(),
  /** The destination; absent on self posts. */
  url_overridden_by_dest: z.string().nullable().default(null),
  /** `i.redd.it`, `v.redd.it`, `reddit.com`, `i.imgur.com`, `self.<sub>`, … */
  domain: z.string(),
  over_18: z.boolean(),
  spoiler: z.boolean().default(false),
  stickied: z.boolean().default(false),
  is_self: z.boolean().default(false),
  is_video: z.boolean().default(false),
  /** Absent unless the post is a gallery. */
  is_gallery: z.boolean().default(false),
  /** `image`, `hosted:video`, `rich:video`, `link`, `self`; absent on many posts. */
  post_hint: z.string().nullable().default(null),
  gallery_data: RedditGalleryDataSchema.nullable().default(null),
  media_metadata: z.record(z.string(), RedditMediaMetadataSchema).nullable().default(null),
  preview: RedditPreviewSchema.nullable().default(null),
  media: RedditMediaSchema.nullable().default(null),
  secure_media: RedditMediaSchema.nullable().default(null),
  /** A URL, or a word: `self`, `default`, `image`, `nsfw`, `spoiler`, or "". */
  thumbnail: z.string().nullable().default(null),
  /** Epoch seconds; older data has floats (`1586766332.0`). */
  created_utc: z.number(),
  /** `moderator`, `deleted`, `reddit`, `author`, `automod_filtered`, …; null while the post stands. */
  removed_by_category: z.string().nullable().default(null),
  /** On crossposts, the parent post's data; the child itself carries no media fields. */
  get crosspost_parent_list(): z.ZodDefault<z.ZodArray<typeof RedditPostSchema>> {
    return z.array(RedditPostSchema).default([])
  },
})
export type RedditPost = z.output<typeof RedditPostSchema>

/**
 * Any child of a listing. Only `t3` is a post; a redirect to subreddit search answers with `t5`
 * (subreddit) children, which must be recognised, not mistaken for a broken page.
 */
export const RedditListingChildSchema = z.object({
  kind: z.string(),
  data: z.unknown(),
})
export type RedditListingChild = z.output<typeof RedditListingChildSchema>

export const RedditListingSchema = z.object({
  kind: z.literal('Listing'),
  data: z.object({
    /** The next page's cursor; null on the last page. */
    after: z.string().nullable().default(null),
    before: z.string().nullable().default(null),
    /** How many children came back. */
    dist: z.number().nullable().default(null),
    children: z.array(RedditListingChildSchema),
  }),
})
export type RedditListing = z.output<typeof RedditListingSchema>
