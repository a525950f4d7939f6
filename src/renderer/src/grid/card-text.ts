// What a card says about its picture, as words: its badges (media type, rating, spoiler), whether
// it is veiled until the person asks to see it, and the one sentence a screen reader hears for it.
// Plain functions of the item, so a card computes them in a few string operations.
import { resolutionLabel, type MediaItem } from '../../../shared/media'
import { SOURCE_LABELS } from '../search/search-state'

export type CardBadgeKind = 'media' | 'sfw' | 'sketchy' | 'nsfw' | 'spoiler'

export interface CardBadge {
  kind: CardBadgeKind
  text: string
}

const MEDIA_BADGES: Readonly<Record<MediaItem['mediaType'], CardBadge | null>> = {
  image: null,
  gif: { kind: 'media', text: 'GIF' },
  video: { kind: 'media', text: 'Video' },
}

const PURITY_BADGES: Readonly<Record<NonNullable<MediaItem['purity']>, CardBadge>> = {
  sfw: { kind: 'sfw', text: 'SFW' },
  sketchy: { kind: 'sketchy', text: 'Sketchy' },
  nsfw: { kind: 'nsfw', text: 'NSFW' },
}

const NSFW_BADGE = PURITY_BADGES.nsfw
const SPOILER_BADGE: CardBadge = { kind: 'spoiler', text: 'Spoiler' }

/**
 * The card's badges, most telling first: the source's own rating where it has one (Wallhaven's
 * SFW, Sketchy, NSFW), else NSFW for a post marked so; Spoiler; then GIF or Video.
 */
export function cardBadges(item: MediaItem): CardBadge[] {
  const badges: CardBadge[] = []
  const rating = item.purity === null ? (item.nsfw ? NSFW_BADGE : null) : PURITY_BADGES[item.purity]
  if (rating !== null) badges.push(rating)
  if (item.spoiler) badges.push(SPOILER_BADGE)
  const media = MEDIA_BADGES[item.mediaType]
  if (media !== null) badges.push(media)
  return badges
}

/** NSFW pictures and spoilers are blurred in the grid until the person asks to see them. */
export function isVeiled(item: MediaItem): boolean {
  return item.nsfw || item.spoiler
}

/** What the reveal control says: "Show NSFW", "Show spoiler". */
export function revealLabel(item: MediaItem): string {
  return item.nsfw ? 'Show NSFW' : 'Show spoiler'
}

/** "r/wallpapers" for a Reddit card; null for any other. */
export function communityLabel(item: MediaItem): string | null {
  return item.community === null ? null : `r/${item.community}`
}

/**
 * The card's accessible name: its title, who made it or where it was posted, its resolution, its
 * rating and its source, e.g. "Misty lake, Photo by Anna Berger, 3840x2160, Unsplash".
 */
export function cardLabel(item: MediaItem): string {
  const parts = [item.title]
  if (item.source === 'unsplash' && item.author !== null) parts.push(`Photo by ${item.author.name}`)
  const community = communityLabel(item)
  if (community !== null) parts.push(community)
  parts.push(resolutionLabel(item))
  for (const badge of cardBadges(item)) parts.push(badge.text)
  parts.push(SOURCE_LABELS[item.source])
  return parts.join(', ')
}
