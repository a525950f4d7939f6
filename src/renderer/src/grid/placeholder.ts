// What a card shows until its thumbnail arrives: the source's blur hash decoded to a tiny picture,
// else the dominant colour. Decoding is cached: a card scrolled back into view reuses it.
import { decode, isBlurhashValid } from 'blurhash'

/** 32×32 is plenty for a blur stretched over a card, and decodes in well under a millisecond. */
const SIZE = 32
const MAX_CACHED = 2000
const cache = new Map<string, string | null>()

function decodeToDataUrl(hash: string): string | null {
  if (!isBlurhashValid(hash).result) return null
  const canvas = document.createElement('canvas')
  canvas.width = SIZE
  canvas.height = SIZE
  const context = canvas.getContext('2d')
  if (context === null) return null
  const image = context.createImageData(SIZE, SIZE)
  image.data.set(decode(hash, SIZE, SIZE))
  context.putImageData(image, 0, 0)
  return canvas.toDataURL('image/png')
}

function safeDecode(hash: string): string | null {
  try {
    return decodeToDataUrl(hash)
  } catch {
    // A hash that passes the check can still be inconsistent; the colour placeholder stands in.
    return null
  }
}

/** A data: URL of the blurred image, or null when the hash is missing or not a valid blur hash. */
export function blurHashUrl(hash: string | null): string | null {
  if (hash === null) return null
  if (!cache.has(hash)) {
    if (cache.size >= MAX_CACHED) cache.clear()
    cache.set(hash, safeDecode(hash))
  }
  return cache.get(hash) ?? null
}
