// A Commons drawing is downloaded at the smallest standard rendering that covers the display; a
// photograph, or any card when no display is known, as the card gives it.
import { describe, expect, it } from 'vitest'
import { downloadSource, DownloadTargetSchema } from '../../../src/main/core/downloads/download-url'
import { bareItem } from '../../support/media-item'

const UPLOAD = 'https://upload.wikimedia.org/wikipedia/commons'
const drawing = (width: number, height: number) =>
  bareItem('Map_of_the_day.svg', `${UPLOAD}/thumb/a/ab/Map_of_the_day.svg/3840px-Map_of_the_day.svg.png`, { source: 'wikimedia', width, height })
const target = (width: number, height: number, fit: 'cover' | 'max' = 'cover') => DownloadTargetSchema.parse({ width, height, fit })

describe('a Commons drawing for a display', () => {
  it('is rendered at the smallest standard width that covers it', () => {
    expect(downloadSource(drawing(3840, 2160), target(1920, 1080))).toEqual({ url: `${UPLOAD}/thumb/a/ab/Map_of_the_day.svg/1920px-Map_of_the_day.svg.png`, variant: '1920w' })
    expect(downloadSource(drawing(3840, 2160), target(2560, 1440)).url).toContain('/3840px-Map_of_the_day.svg.png')
    // Tall enough for the screen at the drawing's shape: a wide drawing on a tall screen needs more width.
    expect(downloadSource(drawing(3840, 1280), target(1080, 1920)).variant).toBe('3840w')
    // Kept whole inside the screen: no wider than it fits.
    expect(downloadSource(drawing(1000, 2000), target(1920, 1080, 'max')).variant).toBe('960w')
  })

  it('leaves a photograph, and any card with no display to fit, as the card gives it', () => {
    const photo = bareItem('Lake.jpg', `${UPLOAD}/1/12/Lake.jpg`, { source: 'wikimedia', width: 6000, height: 4000 })
    expect(downloadSource(photo, target(1920, 1080))).toEqual({ url: `${UPLOAD}/1/12/Lake.jpg`, variant: 'original' })
    expect(downloadSource(drawing(3840, 2160), undefined)).toEqual({ url: `${UPLOAD}/thumb/a/ab/Map_of_the_day.svg/3840px-Map_of_the_day.svg.png`, variant: 'original' })
  })
})
