// The fakes' image host: a drawn picture for each image id, the same bytes every time and at any
// size, and the four checkable colour bands where a URL names no picture.
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImageHost } from '../fakes/image-host'
import { bandAt } from '../fakes/images'
import type { FakeServer } from '../fakes/fake-server'

let host: FakeServer

beforeAll(async () => {
  host = createImageHost()
  await host.start()
})
afterAll(() => host.stop())

async function fetched(path: string): Promise<{ bytes: Buffer; type: string | null }> {
  const response = await fetch(`${host.url}${path}`)
  return { bytes: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') }
}

/** The picture's mean colour in each cell of a 4 × 4 grid. */
async function layout(bytes: Buffer): Promise<number[]> {
  return [...(await sharp(bytes).resize(4, 4, { fit: 'fill' }).removeAlpha().raw().toBuffer())]
}

describe('the image host', () => {
  it('draws a picture per id, in the size and format the URL asks for, the same bytes every time', async () => {
    const first = await fetched('/img/wallhaven-abc123/640x360.jpg')
    expect(first.type).toBe('image/jpeg')
    expect(await sharp(first.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 360 })
    expect((await fetched('/img/wallhaven-abc123/640x360.jpg')).bytes).toEqual(first.bytes)
    const png = await fetched('/img/wallhaven-abc123/320x180.png')
    expect(png.type).toBe('image/png')
    expect(await sharp(png.bytes).metadata()).toMatchObject({ format: 'png', width: 320, height: 180 })
    // imgix-style sizing, as Unsplash's URLs use it.
    expect(await sharp((await fetched('/img/unsplash-xyz/4000x3000.jpg?w=400&fm=png')).bytes).metadata()).toMatchObject({ format: 'png', width: 400, height: 300 })
  })

  it('draws different pictures for different ids, and one picture alike at any size', async () => {
    const pictures = await Promise.all(['a1', 'b2', 'c3', 'd4', 'e5', 'f6'].map(async (id) => layout((await fetched(`/img/wallhaven-${id}/320x180.jpg`)).bytes)))
    expect(new Set(pictures.map((picture) => picture.join())).size).toBe(pictures.length)
    const thumbnail = await layout((await fetched('/img/wallhaven-a1/320x180.jpg')).bytes)
    const full = await layout((await fetched('/img/wallhaven-a1/1920x1080.jpg')).bytes)
    full.forEach((channel, index) => expect(Math.abs(channel - (thumbnail[index] as number))).toBeLessThanOrEqual(16))
  })

  it('serves the four colour bands where the URL names no picture', async () => {
    const { bytes } = await fetched('/img/400x100.png')
    const pixels = await sharp(bytes).removeAlpha().raw().toBuffer()
    for (const x of [50, 150, 250, 350]) expect([...pixels.subarray((50 * 400 + x) * 3, (50 * 400 + x) * 3 + 3)]).toEqual([...bandAt(x, 400)])
  })
})
