// What a card says about its picture, as words: its badges (media type, rating, spoiler), whether
// it is veiled until the person asks to see it, and the sentence a screen reader hears for it.
// Only what tells something is said: "SFW" is what nearly every card is, and the source is said
// only where a list mixes sources (the grid decides that). Plain functions of the item, so a card
// computes them in a few string operations.
import { resolutionLabel, type MediaItem } from '../../../shared/media'
import { isSourceId } from '../../../sources/ids'
import { SOURCE_DEFINITIONS } from '../../../sources/registry'
import { SOURCE_LABELS } from '../search/search-state'
import { translate } from '../i18n/use-t'

export type CardBadgeKind = 'media' | 'sketchy' | 'nsfw' | 'spoiler'

export interface CardBadge {
  kind: CardBadgeKind
  text: string
}

// The badges' words are looked up each time a card is drawn, in the window's language.
const MEDIA_BADGES: Readonly<Record<MediaItem['mediaType'], (() => CardBadge) | null>> = {
  image: null,
  gif: () => ({ kind: 'media', text: translate('card.badge.gif') }),
  video: () => ({ kind: 'media', text: translate('card.badge.video') }),
}

/** Safe is the usual case and says nothing: only a rating that warns is a badge. */
const PURITY_BADGES: Readonly<Record<NonNullable<MediaItem['purity']>, (() => CardBadge) | null>> = {
  sfw: null,
  sketchy: () => ({ kind: 'sketchy', text: translate('card.badge.sketchy') }),
  nsfw: () => NSFW_BADGE(),
}

const NSFW_BADGE = (): CardBadge => ({ kind: 'nsfw', text: translate('card.badge.nsfw') })
const SPOILER_BADGE = (): CardBadge => ({ kind: 'spoiler', text: translate('card.badge.spoiler') })

/**
 * The card's badges, most telling first: the source's own rating when it warns (Sketchy, NSFW),
 * else NSFW for a post marked so; Spoiler; then GIF or Video.
 */
export function cardBadges(item: MediaItem): CardBadge[] {
  const badges: CardBadge[] = []
  const rating = item.purity === null ? (item.nsfw ? NSFW_BADGE : null) : PURITY_BADGES[item.purity]
  if (rating !== null) badges.push(rating())
  if (item.spoiler) badges.push(SPOILER_BADGE())
  const media = MEDIA_BADGES[item.mediaType]
  if (media !== null) badges.push(media())
  return badges
}

/** NSFW pictures and spoilers are blurred in the grid until the person asks to see them. */
export function isVeiled(item: MediaItem): boolean {
  return item.nsfw || item.spoiler
}

/** What the reveal control says: "Show NSFW", "Show spoiler". */
export function revealLabel(item: MediaItem): string {
  return item.nsfw ? translate('card.reveal.nsfw') : translate('card.reveal.spoiler')
}

/**
 * What the card shows beside its title, as its source's definition says (`cardLabel`): the author's
 * name, linked (a source whose guidelines ask it wherever a photo is shown), or the community it was
 * posted to; undefined for neither.
 */
export function cardLabelKind(item: Pick<MediaItem, 'source'>): 'author' | 'community' | undefined {
  return isSourceId(item.source) ? SOURCE_DEFINITIONS[item.source].cardLabel : undefined
}

/** "r/wallpapers" for a card posted to a community; null for any other. */
export function communityLabel(item: MediaItem): string | null {
  return item.community === null ? null : `r/${item.community}`
}

/**
 * A picture of the person's own is known by its file's name ("portrait.jpg" of "Phone/portrait.jpg",
 * its path within the folder); null for a card from an online source.
 */
export function fileNameLabel(item: MediaItem): string | null {
  if (item.source !== 'local') return null
  return item.title.split('/').filter((part) => part !== '').at(-1) ?? item.title
}

/** "Photo", the word the source's credit starts with. */
function creditKindOf(item: Pick<MediaItem, 'source'>): string {
  return (isSourceId(item.source) ? SOURCE_DEFINITIONS[item.source].creditKind : undefined) ?? 'Photo'
}

export interface CardLabelOptions {
  /** The list mixes sources, so the source tells something. */
  showSource: boolean
  favourite: boolean
}

/**
 * What the card says first to assistive technology (its name starts with it): its title, who made it or where it was posted, its resolution, the
 * badges the card shows, whether it is a favourite and (in a mixed list) its source, e.g.
 * "Misty lake, Photo by Anna Berger, 3840x2160, favourite, SOURCE".
 */
export function cardLabel(item: MediaItem, { showSource, favourite }: CardLabelOptions = { showSource: false, favourite: false }): string {
  const parts = [item.title]
  if (cardLabelKind(item) === 'author' && item.author !== null) parts.push(`${creditKindOf(item)} by ${item.author.name}`)
  const community = communityLabel(item)
  if (community !== null) parts.push(community)
  parts.push(item.sizeKnown ? resolutionLabel(item) : translate('card.sizeUnknown'))
  for (const badge of cardBadges(item)) parts.push(badge.text)
  if (favourite) parts.push(translate('card.favouriteSpoken'))
  if (showSource) parts.push(SOURCE_LABELS[item.source])
  return parts.join(', ')
}

/** Whether a list's cards come from more than one source: only then is each card's source said. */
export function mixesSources(items: readonly MediaItem[]): boolean {
  const first = items[0]
  return first !== undefined && items.some((item) => item.source !== first.source)
}
