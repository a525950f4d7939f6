import { z } from 'zod'
import { readable, recordSchemas, tolerant, type Fallback } from '../tolerant'

/**
 * Reddit's listing and post (`t3`) records, reduced to what media extraction reads (api-facts
 * §3.4, §3.5): a field it does not read is not in the schema, so it can never fail a post. Everything
 * Reddit leaves out on some posts reads as null, false, "" or an empty list. Only the post's id, its
 * page (`permalink`) and `over_18` are required: a post without them is counted as unreadable. Any
 * other field that is malformed reads as its fallback too: a broken preview is no preview, a broken
 * gallery entry is left out, and the rest of the post stands.
 */

/** The post schema, every optional field read by `fallback`. */
function definePost(fallback: Fallback) {
  const text = fallback(z.string(), '')
  const nullableText = fallback(z.string().nullable(), null)
  const nullableNumber = fallback(z.number().nullable(), null)
  const flag = fallback(z.boolean(), false)

  const PreviewSizeSchema = z.object({ url: z.string(), width: z.number(), height: z.number() })

  const PreviewImageSchema = z.object({
    /** The largest preview Reddit made; not always the original's size. */
    source: PreviewSizeSchema,
    /** Smaller copies, up to 1080 wide. */
    resolutions: fallback(z.array(PreviewSizeSchema), []),
  })

  const VideoSchema = z.object({
    /** `https://v.redd.it/<id>/CMAF_720.mp4?source=fallback` (older: DASH_720.mp4); it has no audio. */
    fallback_url: z.string(),
    width: nullableNumber,
    height: nullableNumber,
    is_gif: flag,
  })

  /** `media` / `secure_media`: a hosted Reddit video, or an embed such as YouTube (`oembed`). */
  const MediaSchema = z.object({
    reddit_video: fallback(VideoSchema.nullable(), null),
    /** Only whether there is one is read: an embed's still is not a wallpaper. */
    oembed: z.unknown().optional(),
  })

  /** One `media_metadata` entry: a gallery (or inline) image, animated image or video. */
  const MediaMetadataSchema = z.object({
    /** `valid` when usable; anything else (`unprocessed`, `failed`) is skipped. */
    status: z.string(),
    /** `Image`, `AnimatedImage` or `RedditVideo`; entries that failed may carry nothing but a status. */
    e: nullableText,
    /** MIME type, e.g. `image/jpg` (sic), `image/png`, `image/gif`. */
    m: nullableText,
    /** `{x, y, u}` for Image, `{x, y, gif, mp4}` with no `u` for AnimatedImage; a size left out is unknown. */
    s: fallback(z.object({ x: nullableNumber, y: nullableNumber, u: nullableText, gif: nullableText, mp4: nullableText }).nullable(), null),
    /** Still previews at widths 108, 216, 320, 640, 960 and 1080. */
    p: fallback(z.array(z.object({ x: z.number(), u: nullableText })), []),
  })

  const PostSchema = z.object({
    /** Base-36 id, `1ss7q8o`. */
    id: z.string().min(1),
    /** May contain newlines. */
    title: text,
    /** `[deleted]` for deleted accounts. */
    author: text,
    /** Relative: `/r/<sub>/comments/<id>/<slug>/`. */
    permalink: z.string(),
    /** The community's name without `r/`, as Reddit spells it: `wallpapers`, `EarthPorn`. */
    subreddit: text,
    /** The link target; a gallery page for galleries, the permalink for self posts, relative on some crossposts. */
    url: text,
    /** The destination; absent on self posts. */
    url_overridden_by_dest: nullableText,
    /** `i.redd.it`, `v.redd.it`, `reddit.com`, `i.imgur.com`, `self.<sub>`, … */
    domain: text,
    over_18: z.boolean(),
    spoiler: flag,
    stickied: flag,
    is_self: flag,
    is_video: flag,
    /** Absent unless the post is a gallery. */
    is_gallery: flag,
    /** `image`, `hosted:video`, `rich:video`, `link`, `self`; absent on many posts. */
    post_hint: nullableText,
    /** The gallery's display order; null on crossposts, and on some galleries whose `media_metadata` is there all the same. */
    gallery_data: fallback(z.object({ items: z.array(z.object({ media_id: z.string() })) }).nullable(), null),
    /** An entry that cannot be read is null (left out); the others stand. */
    media_metadata: fallback(z.record(z.string(), fallback(MediaMetadataSchema.nullable(), null)).nullable(), null),
    preview: fallback(
      z
        .object({
          images: fallback(z.array(PreviewImageSchema), []),
          /**
           * Reddit's own MP4 of an animation hosted elsewhere (an imgur .gifv, gfycat, redgifs): the
           * only playable file of a gfycat or redgifs post. No audio; `is_gif` is true on every one seen.
           */
          reddit_video_preview: fallback(VideoSchema.nullable(), null),
        })
        .nullable(),
      null,
    ),
    media: fallback(MediaSchema.nullable(), null),
    secure_media: fallback(MediaSchema.nullable(), null),
    /** A URL, or a word: `self`, `default`, `image`, `nsfw`, `spoiler`, or "". */
    thumbnail: nullableText,
    /** `moderator`, `deleted`, `reddit`, `author`, `automod_filtered`, …; null while the post stands. */
    removed_by_category: nullableText,
    /** On crossposts, the parent post's data; the child itself carries no media fields. */
    get crosspost_parent_list(): z.ZodDefault<z.ZodArray<typeof PostSchema>> {
      return z.array(PostSchema).default([])
    },
  })
  return PostSchema
}

const PostSchemas = recordSchemas(definePost)

/** A post (`t3` data), a malformed optional field read as its fallback. */
export const RedditPostSchema = PostSchemas.lenient
export type RedditPost = z.output<typeof RedditPostSchema>
export type RedditPreviewImage = NonNullable<RedditPost['preview']>['images'][number]
export type RedditMediaMetadata = NonNullable<NonNullable<RedditPost['media_metadata']>[string]>

/** A listing child's post (read well-formed first, leniently when that fails), or null when it cannot be read. */
export function readRedditPost(data: unknown): RedditPost | null {
  return readable(PostSchemas, data)
}

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
    /** The next page's cursor; null on the last page, and where it cannot be read (paging ends there). */
    after: tolerant(z.string().nullable(), null),
    children: z.array(RedditListingChildSchema),
  }),
})
export type RedditListing = z.output<typeof RedditListingSchema>
