// Small helpers the wallpaper tests share: a fresh fake toolbox per test, cleaned up after it, and
// the error a promise rejects with.
import { afterEach, expect } from 'vitest'
import { WallpaperError, type TapestryError } from '../../../src/main/core/errors'
import { FakeToolbox, type FakeToolName } from './fake-tools'

/** Call at the top of a test file; the returned function makes a toolbox that is removed after each test. */
export function useFakeTools(): (tools: readonly FakeToolName[]) => Promise<FakeToolbox> {
  const boxes: FakeToolbox[] = []
  afterEach(async () => {
    await Promise.all(boxes.splice(0).map((box) => box.cleanup()))
  })
  return async (tools) => {
    const box = await FakeToolbox.create(tools)
    boxes.push(box)
    return box
  }
}

/** The WallpaperError `promise` rejects with; fails the test if it resolves or throws something else. */
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
