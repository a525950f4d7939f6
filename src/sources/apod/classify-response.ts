// How NASA APOD's error answers read, so each becomes the right typed error with a sentence a person
// understands. Two servers answer: api.data.gov, the gateway that checks the key and the limits
// ({error: {code, message}}: API_KEY_INVALID and API_KEY_MISSING as 403, OVER_RATE_LIMIT as 429),
// and the APOD service behind it ({code, msg}; nasa/apod-api, application.py). Anything not listed
// falls through to the HTTP layer's mapping (5xx is upstream trouble, retried).
import type { Response } from 'got'
import {
  CredentialsError,
  NotFoundError,
  RateLimitedError,
  UpstreamError,
  retryWait,
  type TapestryError,
} from '../../main/core/errors/errors'
import { retryAfterSeconds } from '../../main/core/http/http'
import { sourceSentence, waitSentence } from '../../main/core/i18n/sentence'
import english from './messages/en.json'
import { ApodErrorSchema, type ApodError } from './records'

export const APOD = 'NASA APOD'

/** APOD's own sentences (messages/en.json), said in the person's language in the window. */
export const WORDS = { id: 'apod', english }



function errorOf(body: string): ApodError | undefined {
  try {
    const parsed = ApodErrorSchema.safeParse(JSON.parse(body))
    return parsed.success ? parsed.data : undefined
  } catch {
    // An HTML or empty body: no error of NASA's own.
  }
  return undefined
}

/** NASA's first sentence only: the rest of a 400's `msg` lists the allowed fields. */
function firstSentence(text: string): string {
  const sentence = /^.*?[.!?](?=\s|$)/.exec(text.trim())?.[0] ?? text.trim()
  return sentence.replace(/https?:\/\/\S+/g, '').trim()
}

/** The sentence of a refused call, on the key DEMO_KEY or the person's own. */
export function apodRateLimited(demo: boolean, retryAfter: number | undefined): RateLimitedError {
  const seconds = retryAfter === undefined ? undefined : Math.ceil(retryAfter)
  // Its "later" reads "within the hour": NASA's limits are hourly.
  const [message, options] = waitSentence(WORDS, demo ? 'error.demoLimit' : 'error.keyLimit', retryWait(seconds))
  return new RateLimitedError(message, seconds, options)
}

/** `demo`: whether requests carry DEMO_KEY rather than the person's own key. */
export function classifyApodResponse(response: Response<string>, demo: boolean): TapestryError | undefined {
  const status = response.statusCode
  if (status < 400) return undefined
  const error = errorOf(response.body)
  if (status === 429 || error?.code === 'OVER_RATE_LIMIT') return apodRateLimited(demo, retryAfterSeconds(response.headers))
  if (error?.code.startsWith('API_KEY_')) {
    return demo
      ? new CredentialsError(...sourceSentence(WORDS, 'error.demoKeyRefused'))
      : new CredentialsError(...sourceSentence(WORDS, 'error.keyRefused'))
  }
  if (status === 404) {
    const day = /No data available for date: (\d{4}-\d{2}-\d{2}|None)/.exec(error?.message ?? '')?.[1]
    if (day !== undefined) {
      return day === 'None'
        ? new NotFoundError(...sourceSentence(WORDS, 'error.notPublishedToday'))
        : new NotFoundError(...sourceSentence(WORDS, 'error.notPublishedDay', { day }))
    }
    return new NotFoundError(...sourceSentence(WORDS, 'error.nothingAtAddress'))
  }
  if (status === 400 && error !== undefined) {
    // Every day was checked against the person's calendar before sending; NASA's runs on US time.
    if (/^Date must be between/.test(error.message)) {
      return new NotFoundError(...sourceSentence(WORDS, 'error.noPictureThatDay', { reason: firstSentence(error.message) }))
    }
    return new UpstreamError(...sourceSentence(WORDS, 'error.requestRefusedSaid', { reason: firstSentence(error.message) }))
  }
  if (status === 403) return new CredentialsError(...sourceSentence(WORDS, 'error.requestRefused'))
  return undefined
}
