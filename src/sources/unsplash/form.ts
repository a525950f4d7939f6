// The Unsplash filter form and the photo-search parameter set it stands for, judged only by the
// shared UnsplashSearchParamsSchema.
import type { PhotoColor, PhotoContentFilter, PhotoOrderBy, PhotoOrientation } from './enums'
import { UnsplashSearchParamsSchema, type UnsplashSearchParamsInput } from './params'
import { NO_ISSUES, formIssues, splitList, type FormIssues } from '../form-issues'

export type UnsplashForm = {
  query: string
  order_by: PhotoOrderBy
  color: PhotoColor | ''
  orientation: PhotoOrientation | ''
  content_filter: PhotoContentFilter
  /** Typed as a list of collection ids. */
  collections: string
  /** Typed as text so "abc" reaches the schema and gets its message. */
  per_page: string
}

export const UNSPLASH_DEFAULTS: UnsplashForm = Object.freeze<UnsplashForm>({
  query: '',
  order_by: 'RELEVANT',
  color: '',
  orientation: '',
  content_filter: 'LOW',
  collections: '',
  // 30, the most Unsplash allows: the grid fills with fewer requests (a demo key has 50 an hour).
  per_page: '30',
})

/** A blank number box means "the default"; anything else is handed to the schema as a number. */
function numberOrDefault(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text.trim())
}

export function unsplashParams(form: UnsplashForm): UnsplashSearchParamsInput {
  const params: UnsplashSearchParamsInput = {
    query: form.query,
    order_by: form.order_by,
    content_filter: form.content_filter,
    collections: splitList(form.collections),
    color: form.color === '' ? null : form.color,
    orientation: form.orientation === '' ? null : form.orientation,
  }
  const perPage = numberOrDefault(form.per_page)
  if (perPage !== undefined) params.per_page = perPage
  return params
}

export function unsplashIssues(form: UnsplashForm): FormIssues {
  const result = UnsplashSearchParamsSchema.safeParse(unsplashParams(form))
  if (result.success) return NO_ISSUES
  return formIssues(result.error, { collections: splitList(form.collections) })
}
