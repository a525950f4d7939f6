// The WallpaperError a promise rejects with: fails the test if it resolves or throws something else,
// and holds every such error to being one sentence for a person.
import { expect } from 'vitest'
import { WallpaperError, type TapestryError } from '../../src/main/core/errors/errors'

export async function wallpaperError(promise: Promise<unknown>): Promise<WallpaperError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(WallpaperError)
  const typed = error as TapestryError
  expect(typed.kind).toBe('wallpaper')
  // One sentence for a person: no stack, no newline.
  expect(typed.message).not.toMatch(/\n/)
  return error as WallpaperError
}
