import { z } from 'zod'
import { deepFreeze, parseOrThrow } from '../../shared/validation'
import { textError } from './fields'

/** A photo id as Unsplash writes them ('TAxlQ07_I9A'); the bound of 64 is ours, real ids are 11. */
export const UnsplashPhotoIdSchema = z
  .string({ error: textError })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "must be an Unsplash photo id: 1 to 64 letters, digits, '_' or '-'")

/** The single-photo request, `GET /photos/<id>` (seed §4.4). */
export const UnsplashPhotoRequestSchema = z.strictObject({ id: UnsplashPhotoIdSchema })
export type UnsplashPhotoRequest = z.output<typeof UnsplashPhotoRequestSchema>
export type UnsplashPhotoRequestInput = z.input<typeof UnsplashPhotoRequestSchema>

export function createUnsplashPhotoRequest(input: UnsplashPhotoRequestInput): UnsplashPhotoRequest {
  return deepFreeze(parseOrThrow(UnsplashPhotoRequestSchema, input))
}

/** The API path of one photo; the id is encoded so no value can reach another path. */
export function unsplashPhotoPath(id: string): string {
  return `/photos/${encodeURIComponent(id)}`
}
