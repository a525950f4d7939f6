// SOURCE ID, as `tapestry set`, `favourite` and `block` take an item: checked before anything is
// sent, then looked up through the library.item operation (or, with --dry-run, library.itemPlan: the request that would do it).
import { ValidationError, type FieldIssue } from '../../shared/errors'
import { MediaSourceSchema, type MediaSource } from '../../shared/media'

/** "wallhaven, unsplash, …, artic or pexels": the sources SOURCE takes, as help and errors say them. */
export const SOURCE_NAMES = `${MediaSourceSchema.options.slice(0, -1).join(', ')} or ${MediaSourceSchema.options.at(-1)}`

export interface ItemArgument {
  source: MediaSource
  id: string
}

/** The item SOURCE and ID name; null when neither was given. */
export function itemArgument(input: Record<string, unknown>): ItemArgument | null {
  if (input['source'] === undefined && input['id'] === undefined) return null
  const source = MediaSourceSchema.safeParse(input['source'])
  const issues: FieldIssue[] = []
  if (!source.success) issues.push({ field: 'SOURCE', message: `must be ${SOURCE_NAMES}` })
  if (typeof input['id'] !== 'string') issues.push({ field: 'ID', message: 'is required' })
  if (issues.length > 0) throw new ValidationError(issues)
  return { source: source.data as MediaSource, id: input['id'] as string }
}
