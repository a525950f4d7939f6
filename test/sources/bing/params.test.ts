import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ValidationError } from '../../../src/main/core/errors/errors'
import { createRateLimiter } from '../../../src/main/core/http/rate-limiter'
import { createBingClient } from '../../../src/sources/bing/client'
import { createBingFake } from '../../../src/sources/bing/fake'
import { BingMarket, createBingSearchParams, nextBingParams, toBingQuery } from '../../../src/sources/bing/params'

function issues(run: () => unknown): Record<string, string> {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError)
    return Object.fromEntries((error as ValidationError).issues.map((issue) => [issue.field, issue.message]))
  }
  throw new Error('expected a ValidationError')
}

describe('Bing search parameters', () => {
  it('default to the last eight days of the United States market', () => {
    const params = createBingSearchParams()
    expect(params).toEqual({ market: 'EN_US', days_ago: 0, count: 8 })
    expect(Object.isFrozen(params)).toBe(true)
  })

  it('take every market by its member name, and send its wire value', () => {
    for (const market of BingMarket.members) {
      expect(toBingQuery(createBingSearchParams({ market })).mkt).toBe(BingMarket.toWire(market))
    }
    expect(BingMarket.toWire('ZH_CN')).toBe('zh-CN')
  })

  it.each([
    [{ market: 'en-US' }, 'market', /must be one of DE_DE/],
    [{ market: 'EN_AU' }, 'market', /must be one of/],
    [{ days_ago: 8 }, 'days_ago', /whole number from 0 to 7/],
    [{ days_ago: -1 }, 'days_ago', /whole number from 0 to 7/],
    [{ days_ago: 1.5 }, 'days_ago', /whole number from 0 to 7/],
    [{ days_ago: '2' }, 'days_ago', /whole number from 0 to 7/],
    [{ count: 0 }, 'count', /whole number from 1 to 8/],
    [{ count: 9 }, 'count', /whole number from 1 to 8/],
    [{ idx: 2 }, 'idx', /not a known field/],
  ])('refuse %j naming the field', (input, field, message) => {
    const found = issues(() => createBingSearchParams(input as never))
    expect(Object.keys(found)).toEqual([field])
    expect(found[field]).toMatch(message)
  })

  it('name every bad field at once', () => {
    expect(Object.keys(issues(() => createBingSearchParams({ market: 'x', days_ago: 99, count: 0 } as never))).sort()).toEqual(['count', 'days_ago', 'market'])
  })

  it('map to the wire query in the order Bing clients send it', () => {
    expect(Object.entries(toBingQuery(createBingSearchParams({ market: 'JA_JP', days_ago: 3, count: 2 })))).toEqual([
      ['format', 'js'],
      ['idx', '3'],
      ['n', '2'],
      ['mkt', 'ja-JP'],
    ])
  })

  it('page on to older days while Bing keeps them, and stop at a short page or the eighth day', () => {
    const params = createBingSearchParams({ count: 3 })
    expect(nextBingParams(params, 3)).toEqual({ market: 'EN_US', days_ago: 3, count: 3 })
    expect(nextBingParams(createBingSearchParams({ days_ago: 6, count: 1 }), 1)).toEqual({ market: 'EN_US', days_ago: 7, count: 1 })
    expect(nextBingParams(createBingSearchParams({ days_ago: 7, count: 1 }), 1)).toBeNull()
    expect(nextBingParams(params, 2)).toBeNull()
    expect(nextBingParams(createBingSearchParams(), 8)).toBeNull()
  })
})

describe('a bad Bing parameter set', () => {
  const fake = createBingFake()
  beforeAll(() => fake.start())
  afterAll(() => fake.stop())

  it('sends nothing', async () => {
    const client = createBingClient({ baseUrl: fake.url, retry: { limit: 0 } }, createRateLimiter({ limit: 100, intervalMs: 60_000 }))
    const attempt = async () => client.search(createBingSearchParams({ days_ago: 12 }))
    await expect(attempt()).rejects.toBeInstanceOf(ValidationError)
    expect(fake.count()).toBe(0)
  })
})
