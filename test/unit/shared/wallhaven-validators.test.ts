import { describe, expect, it } from 'vitest'
import { RatioSchema, ResolutionSchema, SeedSchema, WallpaperIdSchema } from '../../../src/sources/wallhaven/validators'

describe('resolution validator', () => {
  it.each(['1920x1080', '3840x2160', '1x1', '7680x4320', '1080x1920'])('accepts %s', (value) => {
    expect(ResolutionSchema.parse(value)).toBe(value)
  })

  it.each(['1920 x 1080', ' 1920x1080', '1920x1080 ', '1920X1080', '1920:1080', '0x1080', '1920x0', '01920x1080', '-1x2', '1.5x2', 'abc', '1920x', 'x1080', '', '16:9:1'])(
    'rejects %j with a message saying the form',
    (value) => {
      const result = ResolutionSchema.safeParse(value)
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toContain('1920x1080')
    },
  )
})

describe('ratio validator', () => {
  it.each([
    ['16x9', '16x9'],
    ['16:9', '16x9'],
    ['21x9', '21x9'],
    ['43x18', '43x18'],
    ['9x16', '9x16'],
    ['1x1', '1x1'],
    ['2.39x1', '2.39x1'],
    ['2.39:1', '2.39x1'],
    ['0.5x1', '0.5x1'],
    ['landscape', 'landscape'],
    ['portrait', 'portrait'],
  ])('accepts %s as %s', (value, normalised) => {
    expect(RatioSchema.parse(value)).toBe(normalised)
  })

  it.each(['16:9:1', '16x9x1', '1.78', '0x9', '16x0', '0.0x1', '-1x2', '16x-9', 'abc', '1920 x 1080', '16 x 9', ' 16x9', '016x9', '.5x1', '1.x2', 'Landscape', 'square', ''])(
    'rejects %j',
    (value) => {
      const result = RatioSchema.safeParse(value)
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toContain('16x9')
    },
  )
})

describe('seed validator', () => {
  it.each(['abc123', 'XXXXXX', 'Xk3m9Q', '000000'])('accepts %s', (value) => {
    expect(SeedSchema.parse(value)).toBe(value)
  })

  it.each(['abc12', 'abc1234', 'abc 12', 'abc-12', 'abc_12', 'äbc123', '', ' abc123'])('rejects %j', (value) => {
    const result = SeedSchema.safeParse(value)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toContain('6')
  })
})

describe('wallpaper id validator', () => {
  it.each(['p29ke3', 'zyxvqy', '9dkeqd', 'a', 'abcdefghij123456'])('accepts %s', (value) => {
    expect(WallpaperIdSchema.parse(value)).toBe(value)
  })

  it.each(['', 'P29KE3', 'p29ke3 ', 'p29-e3', 'abc123:x', 'abcdefghij1234567', 'like:p29ke3'])('rejects %j', (value) => {
    expect(WallpaperIdSchema.safeParse(value).success).toBe(false)
  })
})
