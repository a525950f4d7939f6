// The core's error sentences as catalog messages: the English a person reads on the command line
// and in the log is the English catalog's message, and the key and values the window gets say the
// same in every language, each naming the source (src/main/core/i18n/sentence.ts).
import { describe, expect, it } from 'vitest'
import { toErrorData } from '../../src/main/core/errors/errors'
import { messagesFor } from '../../src/main/core/i18n/intl'
import { rateLimited, toTapestryError } from '../../src/main/core/http/http'
import { SUPPORTED_LOCALES } from '../../src/shared/i18n/locales'

/** A got error as got makes one: its name and code, no response. */
function gotError(name: string, code: string): Error {
  return Object.assign(new Error('socket said something a person should never read'), { name, code, options: {} })
}

describe('the core’s error sentences', () => {
  it('carry their catalog key and values beside the English they always had', () => {
    expect(toErrorData(toTapestryError(gotError('TimeoutError', 'ETIMEDOUT'), 'Wallhaven'))).toEqual({
      kind: 'network',
      message: 'Wallhaven did not answer in time.',
      text: { key: 'error.http.timeout', values: { source: 'Wallhaven' } },
    })
    expect(toErrorData(toTapestryError(gotError('RequestError', 'ENOTFOUND'), 'Bing')).message).toBe('Could not reach Bing. Check your connection.')
    expect(toErrorData(rateLimited('Reddit', 1))).toMatchObject({ message: 'Reddit is limiting requests. Try again in 1 second.', retryAfter: 1, text: { key: 'error.http.rateLimited.seconds' } })
    expect(toErrorData(rateLimited('Reddit', 600)).message).toBe('Reddit is limiting requests. Try again in 10 minutes.')
    expect(toErrorData(rateLimited('Reddit', undefined)).message).toBe('Reddit is limiting requests. Try again later.')
    expect(toErrorData(new Error('/home/ana/secret path'))).toEqual({ kind: 'upstream', message: 'Something went wrong inside Tapestry. Please try again.', text: { key: 'error.internal', values: {} } })
  })

  it('read the same sentence from their key in English, and another in each language, the source named', () => {
    const samples = [
      toErrorData(toTapestryError(gotError('TimeoutError', 'ETIMEDOUT'), 'Wallhaven')),
      toErrorData(rateLimited('Wallhaven', 120)),
      toErrorData(new Error('unknown')),
    ]
    for (const data of samples) {
      const text = data.text as NonNullable<typeof data.text>
      expect(messagesFor('en').say(text)).toBe(data.message)
      for (const locale of SUPPORTED_LOCALES.filter((each) => each !== 'en')) {
        const said = messagesFor(locale).say(text)
        expect(said, `${locale} ${text.key}`).not.toBe(data.message)
        if ('source' in text.values) expect(said).toContain('Wallhaven')
      }
    }
    expect(messagesFor('de').t('error.http.rateLimited.minutes', { source: 'Wallhaven', count: 2 })).toContain('2')
  })
})
