// Smart fill's crop, on generated pictures with a clear subject off the centre: a bright, detailed
// disc on a flat grey field at one edge of a wide picture. Cut to a portrait display, the crop holds
// the disc (its pixels are checked), where a crop at the centre holds only grey.
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { needsCrop, smartCrop, uprightSize, writeSmartCrop } from '../../../src/main/core/images/smart-crop'

let folder: string
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'tapestry-smart-crop-'))
})
afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

const GREY = 96

/** A 1800×600 picture, flat grey but for a striped orange-and-white disc of radius 200 centred at (cx, 300). */
async function discPicture(name: string, cx: number, orientation?: number): Promise<string> {
  const stripes = Array.from({ length: 20 }, (_, i) => `<rect x="${cx - 200 + i * 20}" y="100" width="10" height="400" fill="#fff3e0"/>`).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="600">
    <rect width="1800" height="600" fill="rgb(${GREY},${GREY},${GREY})"/>
    <defs><clipPath id="disc"><circle cx="${cx}" cy="300" r="200"/></clipPath></defs>
    <g clip-path="url(#disc)"><rect x="${cx - 200}" y="100" width="400" height="400" fill="#e8743b"/>${stripes}</g>
  </svg>`
  const file = path.join(folder, name)
  let image = sharp(Buffer.from(svg))
  // Stored on its side with an EXIF orientation saying so, as a camera would: smart fill works on the picture as seen.
  if (orientation) image = image.rotate(-90).withMetadata({ orientation })
  await image.jpeg({ quality: 92 }).toFile(file)
  return file
}

/** How much of a picture differs from the flat grey field: the share of its pixels that are not grey. */
async function notGrey(image: Sharp): Promise<number> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true })
  let count = 0
  for (let at = 0; at < data.length; at += info.channels) {
    if (Math.abs((data[at] ?? 0) - GREY) > 40 || Math.abs((data[at + 1] ?? 0) - GREY) > 40 || Math.abs((data[at + 2] ?? 0) - GREY) > 40) count += 1
  }
  return count / (info.width * info.height)
}

describe('smart crop', () => {
  it.each([
    ['the left edge', 220],
    ['the right edge', 1580],
  ])('cuts a wide picture to a portrait display around a subject at %s, not at the centre', async (_where, cx) => {
    const file = await discPicture(`disc-${cx}.jpg`, cx)
    const target = { width: 400, height: 600 }
    const { image, region } = await smartCrop(file, target)

    // The whole height, a portrait's width, and the disc inside it.
    expect(region.height).toBe(600)
    expect(region.width).toBe(400)
    expect(region.left).toBeLessThanOrEqual(cx - 150)
    expect(region.left + region.width).toBeGreaterThanOrEqual(cx + 150)
    const out = await image.png().toBuffer()
    expect(await sharp(out).metadata()).toMatchObject({ width: 400, height: 600 })
    // Most of the disc's area (π·200² of the crop's 400×600) is there; a centre crop holds none of it.
    expect(await notGrey(sharp(out))).toBeGreaterThan(0.4)
    expect(await notGrey(sharp(file).resize(400, 600, { fit: 'cover', position: 'centre' }))).toBeLessThan(0.01)
  })

  it('works on the picture as it is seen (EXIF orientation), and writes the crop as a JPEG of the display’s size', async () => {
    const file = await discPicture('sideways.jpg', 220, 6)
    expect(await uprightSize(file)).toEqual({ width: 1800, height: 600 })
    const destination = path.join(folder, 'crop-0123456789abcdef.jpg')
    const bytes = await writeSmartCrop(file, { width: 1080, height: 1920 }, destination)
    expect(await sharp(destination).metadata()).toMatchObject({ format: 'jpeg', width: 1080, height: 1920 })
    expect((await stat(destination)).size).toBe(bytes)
    expect(await notGrey(sharp(destination))).toBeGreaterThan(0.4)
  })

  it('leaves a picture of the display’s own shape alone (a pixel of rounding is the same shape)', () => {
    expect(needsCrop({ width: 3840, height: 2160 }, { width: 1920, height: 1080 })).toBe(false)
    expect(needsCrop({ width: 1921, height: 1080 }, { width: 1920, height: 1080 })).toBe(false)
    expect(needsCrop({ width: 1800, height: 600 }, { width: 1080, height: 1920 })).toBe(true)
    expect(needsCrop({ width: 2560, height: 1080 }, { width: 1920, height: 1080 })).toBe(true)
  })
})
