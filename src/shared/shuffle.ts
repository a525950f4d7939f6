import { uniformInt } from 'pure-rand/distribution/uniformInt'
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus'
import { z } from 'zod'
import { fieldSays } from './i18n/field-words'

const SEED_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
export const SEED_LENGTH = 6

/** A shuffle seed: exactly six of [A-Za-z0-9], the form Wallhaven accepts for `sorting=random`. */
export const ShuffleSeedSchema = z
  .string()
  .regex(/^[A-Za-z0-9]{6}$/, { error: () => fieldSays('fields.seed') })
export type ShuffleSeed = z.infer<typeof ShuffleSeedSchema>

/** A new random seed from the platform's cryptographic source (Node and browsers both have it). */
export function generateSeed(): ShuffleSeed {
  // 62 does not divide 256: draw bytes and drop those that would bias the alphabet.
  const limit = 256 - (256 % SEED_ALPHABET.length)
  let seed = ''
  while (seed.length < SEED_LENGTH) {
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(SEED_LENGTH * 2))
    for (const byte of bytes) {
      if (byte < limit && seed.length < SEED_LENGTH) seed += SEED_ALPHABET[byte % SEED_ALPHABET.length]
    }
  }
  return seed
}

/** FNV-1a: a stable 32-bit number from the seed text, the same on every machine. */
function seedToInt(seed: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash | 0
}

/**
 * Returns a new array with `items` in an order fixed by `seed` (Fisher–Yates over a seeded
 * xoroshiro128+): the same seed and list give the same order everywhere; the input is untouched.
 */
export function seededShuffle<T>(items: readonly T[], seed: ShuffleSeed): T[] {
  const rng = xoroshiro128plus(seedToInt(ShuffleSeedSchema.parse(seed)))
  const result = [...items]
  for (let i = result.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i)
    const swap = result[i] as T
    result[i] = result[j] as T
    result[j] = swap
  }
  return result
}
