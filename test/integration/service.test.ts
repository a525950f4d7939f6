// The service implements the contract's operations once; here it runs against the fakes directly.
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createCliContext } from '../../src/main/cli/create-context'
import { ValidationError } from '../../src/shared/errors'
import { SearchResultSchema } from '../../src/shared/ipc'
import type { TapestryService } from '../../src/main/core/sources/service'
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'

let fakes: AllFakes
let service: TapestryService
beforeAll(async () => {
  fakes = await startAllFakes()
  service = (await createCliContext({ ...fakes.env, TAPESTRY_DATA_DIR: await mkdtemp(path.join(tmpdir(), 'tapestry-service-')) })).service
})
afterAll(async () => {
  await fakes.stop()
})
beforeEach(() => fakes.reset())

describe('service.search', () => {
  it.each([
    ['wallhaven', {}],
    ['unsplash', { query: 'mountain' }],
    ['reddit', { communities: 'wallpapers' }],
  ] as const)('%s: a result that matches the contract, whose next request fetches the next page', async (source, params) => {
    const first = SearchResultSchema.parse(await service.search({ source, params } as never))
    expect(first.items.length).toBeGreaterThan(0)
    expect(first.next?.source).toBe(source)
    const second = await service.search(first.next as never)
    expect(second.items.length).toBeGreaterThan(0)
    const firstIds = new Set(first.items.map((item) => item.id))
    expect(second.items.some((item) => !firstIds.has(item.id))).toBe(true)
  })

  it('rejects input outside the contract before sending anything', async () => {
    await expect(service.search({ source: 'flickr', params: {} } as never)).rejects.toBeInstanceOf(ValidationError)
    await expect(service.search({ source: 'unsplash', params: { query: '' } })).rejects.toBeInstanceOf(ValidationError)
    expect(fakes.wallhaven.count() + fakes.unsplash.count() + fakes.reddit.api.count()).toBe(0)
  })
})

describe('service photo operations', () => {
  it('randomPhoto gives a card and the full record', async () => {
    const { item, photo } = await service.operation('randomPhoto', { orientation: 'LANDSCAPE' })
    expect(item.id).toBe(photo.id)
    expect(photo).toHaveProperty('exif')
  })

  it('getPhoto gives the full record', async () => {
    const id = fakes.unsplash.catalogue[3]?.id as string
    expect((await service.operation('getPhoto', { id })).id).toBe(id)
  })
})
