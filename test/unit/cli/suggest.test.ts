import { describe, expect, it } from 'vitest'
import { closest, didYouMean, editDistance } from '../../../src/main/cli/suggest'

describe('editDistance', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('--qeury', '--query')).toBe(1)
    expect(editDistance('favorites', 'favourites')).toBe(1)
    expect(editDistance('status', 'status')).toBe(0)
    expect(editDistance('abc', '')).toBe(3)
  })
})

describe('closest', () => {
  const commands = ['wallhaven', 'unsplash', 'status', 'set', 'next', 'config']
  it('answers the nearest word when it is near enough, and nothing for a word that is nowhere near', () => {
    expect(closest('stauts', commands)).toBe('status')
    expect(closest('wallhavn', commands)).toBe('wallhaven')
    expect(closest('xyzzy', commands)).toBeUndefined()
    // A short word allows one edit only: "sex" is not taken for "set" and "next" at once.
    expect(closest('nxt', commands)).toBe('next')
    expect(closest('bazooka', commands)).toBeUndefined()
  })

  it('is said as a question, or not at all', () => {
    expect(didYouMean('--qeury', ['--query', '--page'])).toBe(' Did you mean "--query"?')
    expect(didYouMean('--zzz', ['--query'])).toBe('')
  })
})
