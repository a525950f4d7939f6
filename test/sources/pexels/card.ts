// What every Pexels card must be: a well-formed online card whose source is pexels. Until the
// registry lists pexels among the source ids, MediaItemSchema cannot take it; the same fields are
// then checked with the source pinned, so the test means the same thing either way.
import { z } from 'zod'
import { MediaItemSchema, MediaSourceSchema, OnlineMediaItemSchema } from '../../../src/shared/media'

const PexelsCardSchema = OnlineMediaItemSchema.extend({ source: z.literal('pexels') })

export function parsePexelsCard(item: unknown): z.output<typeof PexelsCardSchema> {
  const card = PexelsCardSchema.parse(item)
  if ((MediaSourceSchema.options as readonly string[]).includes('pexels')) MediaItemSchema.parse(item)
  return card
}
