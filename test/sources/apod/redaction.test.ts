// NASA requires its key in the query (api_key): the one key that rides in a URL. What --dry-run
// prints (planRequest) must never show it, and must show every other query value as it is sent.
import { describe, expect, it } from 'vitest'
import { planRequest, redactQuery } from '../../../src/main/core/http/http'

describe('a plan with a key in its query', () => {
  it('redacts api_key wherever it stands, and keeps the rest and its order', () => {
    const plan = planRequest('https://api.nasa.gov', 'planetary/apod', { date: '2024-06-05', api_key: 'SECRET123', thumbs: 'true' }, {})
    expect(Object.entries(plan.query)).toEqual([
      ['date', '2024-06-05'],
      ['api_key', '[redacted]'],
      ['thumbs', 'true'],
    ])
    expect(JSON.stringify(plan)).not.toContain('SECRET123')
  })

  it('redacts it whatever its case, and leaves a query without one alone', () => {
    expect(redactQuery({ API_KEY: 'x' })).toEqual({ API_KEY: '[redacted]' })
    expect(redactQuery({ q: 'api_key', apikey_hint: 'y' })).toEqual({ q: 'api_key', apikey_hint: 'y' })
  })
})
