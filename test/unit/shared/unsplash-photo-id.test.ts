import { describe, expect, it } from 'vitest'
import { ValidationError } from '../../../src/shared/errors'
import { createUnsplashPhotoRequest, unsplashPhotoPath } from '../../../src/sources/unsplash/photo-id'

describe('createUnsplashPhotoRequest (seed §4.4)', () => {
  it.each(['TAxlQ07_I9A', 'Qp8vX-3mE2k', 'a', 'x'.repeat(64)])('accepts the id %j', (id) => {
    const request = createUnsplashPhotoRequest({ id })
    expect(request).toEqual({ id })
    expect(Object.isFrozen(request)).toBe(true)
  })

  it('trims the id', () => {
    expect(createUnsplashPhotoRequest({ id: ' TAxlQ07_I9A\n' }).id).toBe('TAxlQ07_I9A')
  })

  it.each([
    [undefined, 'is required'],
    ['', "must be an Unsplash photo id: 1 to 64 letters, digits, '_' or '-'"],
    ['../users/me', "must be an Unsplash photo id: 1 to 64 letters, digits, '_' or '-'"],
    ['TAxl Q07', "must be an Unsplash photo id: 1 to 64 letters, digits, '_' or '-'"],
    ['x'.repeat(65), "must be an Unsplash photo id: 1 to 64 letters, digits, '_' or '-'"],
    [42, 'must be text'],
  ])('rejects the id %j naming the field', (id, message) => {
    let caught: unknown
    try {
      createUnsplashPhotoRequest({ id } as never)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(ValidationError)
    expect((caught as ValidationError).issues).toEqual([{ field: 'id', message }])
  })
})

describe('unsplashPhotoPath', () => {
  it('is /photos/<id>', () => {
    expect(unsplashPhotoPath('TAxlQ07_I9A')).toBe('/photos/TAxlQ07_I9A')
  })

  it('encodes anything that could leave the path segment', () => {
    expect(unsplashPhotoPath('a/../b?c#d')).toBe('/photos/a%2F..%2Fb%3Fc%23d')
  })
})
