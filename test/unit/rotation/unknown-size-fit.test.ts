// Rotation's fit check and pictures whose size the source did not give: a folder source's (Bing's
// UHD file, APOD's hdurl: their largest by design) is taken, any other never passes.
import { describe, expect, it } from 'vitest'
import { rotationFilter } from '../../../src/main/core/rotation/screen'
import type { Library } from '../../../src/main/core/library/library'
import { UNKNOWN_SIZE, type MediaItem } from '../../../src/shared/media'
import { SettingsSchema } from '../../../src/shared/settings'
import { bareItem } from '../../support/media-item'

const library = { recentIds: () => [], isBlocked: () => false } as unknown as Library
const rotation = SettingsSchema.parse({}).rotation
const screen = { width: 2560, height: 1440 }
const accepts = (item: MediaItem) => rotationFilter(rotation, library, screen)(item)

describe('the fit check for a picture of unknown size', () => {
  it("takes Bing's and APOD's, whose files are their largest", () => {
    expect(accepts(bareItem('MullOtter_EN-US5451978021', 'https://example.org/p.jpg', { source: 'bing', ...UNKNOWN_SIZE }))).toBe(true)
    expect(accepts(bareItem('2024-06-05', 'https://example.org/p.jpg', { source: 'apod', ...UNKNOWN_SIZE }))).toBe(true)
  })

  it("never takes a Reddit post's, nor a folder source's picture known to be smaller than the screen", () => {
    expect(accepts(bareItem('abc123', 'https://example.org/p.jpg', { source: 'reddit', ...UNKNOWN_SIZE }))).toBe(false)
    expect(accepts(bareItem('2024-06-05', 'https://example.org/p.jpg', { source: 'apod', width: 1280, height: 720, resolution: '1280x720', aspectRatio: 1.78, sizeKnown: true }))).toBe(false)
    expect(accepts(bareItem('2024-06-05', 'https://example.org/p.jpg', { source: 'apod', width: 3840, height: 2160, resolution: '3840x2160', aspectRatio: 1.78, sizeKnown: true }))).toBe(true)
  })
})
