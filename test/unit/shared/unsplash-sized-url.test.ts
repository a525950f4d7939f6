import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ValidationError } from '../../../src/shared/errors'
import { UnsplashFullPhotoSchema } from '../../../src/sources/unsplash/records'
import { unsplashSizedUrl } from '../../../src/sources/unsplash/sized-url'

const photoFull: unknown = JSON.parse(readFileSync(new URL('../../fixtures/unsplash/photo-full.json', import.meta.url), 'utf8'))
const { urls } = UnsplashFullPhotoSchema.parse(photoFull)
const raw = urls.raw

describe('unsplashSizedUrl (docs/apis.md, Unsplash "Sizing images")', () => {
  it('cover: exactly the screen size, cropped on entropy, JPEG', () => {
    expect(unsplashSizedUrl(raw, { fit: 'cover', width: 2560, height: 1440 })).toBe(`${raw}&w=2560&h=1440&fit=crop&crop=entropy&q=85&fm=jpg`)
  })

  it('max: keeps the ratio and never upscales', () => {
    expect(unsplashSizedUrl(raw, { fit: 'max', width: 3840 })).toBe(`${raw}&w=3840&fit=max&q=85&fm=jpg`)
    expect(unsplashSizedUrl(raw, { fit: 'max', width: 3840, height: 2160 })).toBe(`${raw}&w=3840&h=2160&fit=max&q=85&fm=jpg`)
  })

  it('keeps ixid and every other parameter, replacing sizing parameters already there', () => {
    const sized = new URL(unsplashSizedUrl(urls.regular, { fit: 'max', width: 1920 }))
    const original = new URL(urls.regular).searchParams
    expect(sized.searchParams.get('ixid')).toBe(original.get('ixid'))
    expect(sized.searchParams.get('ixlib')).toBe('rb-4.0.3')
    expect(sized.searchParams.get('cs')).toBe('tinysrgb')
    expect(sized.searchParams.getAll('w')).toEqual(['1920'])
    expect(sized.searchParams.getAll('q')).toEqual(['85'])
    expect(sized.searchParams.has('crop')).toBe(false)
  })

  it('forces JPEG even when the URL asks for automatic formats', () => {
    const sized = new URL(unsplashSizedUrl(`${raw}&auto=format&dpr=2`, { fit: 'cover', width: 100, height: 100 }))
    expect(sized.searchParams.has('auto')).toBe(false)
    expect(sized.searchParams.has('dpr')).toBe(false)
    expect(sized.searchParams.get('fm')).toBe('jpg')
  })

  it('always keeps the ixid of the raw URL', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8192 }), fc.integer({ min: 1, max: 8192 }), fc.boolean(), (width, height, cover) => {
        const sized = unsplashSizedUrl(raw, cover ? { fit: 'cover', width, height } : { fit: 'max', width, height })
        expect(sized.startsWith(`${raw}&`)).toBe(true)
        expect(new URL(sized).searchParams.get('ixid')).toBe(new URL(raw).searchParams.get('ixid'))
      }),
    )
  })

  it.each([
    [{ fit: 'cover', width: 1920 }, 'height'],
    [{ fit: 'cover', width: 0, height: 1080 }, 'width'],
    [{ fit: 'max', width: 19.5 }, 'width'],
    [{ fit: 'stretch', width: 100 }, 'fit'],
  ])('rejects %j naming %s', (sizing, field) => {
    let caught: unknown
    try {
      unsplashSizedUrl(raw, sizing as never)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(ValidationError)
    expect((caught as ValidationError).issues.map((issue) => issue.field)).toEqual([field])
  })
})
