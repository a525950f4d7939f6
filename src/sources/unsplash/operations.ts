// Unsplash's own operations in the contract (src/sources/operations.ts): one random photo, and one
// photo by id, each with the full record the command line prints.
import { z } from 'zod'
import { MediaItemSchema } from '../../shared/media'
import { UnsplashPhotoRequestSchema } from './photo-id'
import { UnsplashRandomParamsSchema } from './random-params'
import { UnsplashFullPhotoSchema } from './records'

export const RandomPhotoResultSchema = z.object({ item: MediaItemSchema, photo: UnsplashFullPhotoSchema })
export type RandomPhotoResult = z.output<typeof RandomPhotoResultSchema>

export const unsplashOperations = {
  randomPhoto: { input: UnsplashRandomParamsSchema, output: RandomPhotoResultSchema },
  getPhoto: { input: UnsplashPhotoRequestSchema, output: UnsplashFullPhotoSchema },
} as const
