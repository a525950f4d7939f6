import { z } from 'zod'
import type { UnsplashPhoto, UnsplashUser } from './records'

// Unsplash's guidelines (docs/apis.md, Unsplash "Guidelines"): every link back to Unsplash carries both parameters.
const REFERRAL = [
  ['utm_source', 'tapestry'],
  ['utm_medium', 'referral'],
] as const

/**
 * `url` with the referral parameters set. Existing parameters and the fragment are kept; a
 * different `utm_source` or `utm_medium` is replaced, so applying it twice changes nothing.
 */
export function withUnsplashReferral(url: string): string {
  const parsed = new URL(url)
  for (const [key, value] of REFERRAL) parsed.searchParams.set(key, value)
  return parsed.href
}

/** The name to credit: the display name, or the username when the name is blank. */
export function unsplashPhotographerName(user: Pick<UnsplashUser, 'name' | 'username'>): string {
  return user.name.trim() || user.username
}

/** "Photo by NAME on Unsplash", with each link the guidelines ask for. */
export const UnsplashCreditSchema = z.object({
  text: z.string(),
  authorUrl: z.url(),
  unsplashUrl: z.url(),
  photoUrl: z.url(),
})
export type UnsplashCredit = z.output<typeof UnsplashCreditSchema>

export function unsplashCredit(photo: Pick<UnsplashPhoto, 'user' | 'links'>): UnsplashCredit {
  const { user } = photo
  const profile = user.links?.html ?? `https://unsplash.com/@${encodeURIComponent(user.username)}`
  return {
    text: `Photo by ${unsplashPhotographerName(user)} on Unsplash`,
    authorUrl: withUnsplashReferral(profile),
    unsplashUrl: withUnsplashReferral('https://unsplash.com/'),
    photoUrl: withUnsplashReferral(photo.links.html),
  }
}
