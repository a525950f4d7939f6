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
  describeRetryAfter,
  type TapestryError,
} from '../../main/core/errors/errors'
import { retryAfterSeconds } from '../../main/core/http/http'
import { ApodErrorSchema, type ApodError } from './records'

export const APOD = 'NASA APOD'

/** Where a person gets a key of their own, step by step (said in every sentence about the key or the limit). */
export const GET_A_KEY = 'api.nasa.gov → Generate API Key'

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
  const when = seconds === undefined ? 'within the hour' : describeRetryAfter(seconds)
  const message = demo
    ? `${APOD}'s DEMO_KEY allows 30 requests an hour and 50 a day from one address, and they are used up. Try again ${when}, or add your own free key in Settings (${GET_A_KEY}).`
    : `${APOD} is limiting requests: a key allows 1,000 an hour. Try again ${when}.`
  return new RateLimitedError(message, seconds)
}

/** `demo`: whether requests carry DEMO_KEY rather than the person's own key. */
export function classifyApodResponse(response: Response<string>, demo: boolean): TapestryError | undefined {
  const status = response.statusCode
  if (status < 400) return undefined
  const error = errorOf(response.body)
  if (status === 429 || error?.code === 'OVER_RATE_LIMIT') return apodRateLimited(demo, retryAfterSeconds(response.headers))
  if (error?.code.startsWith('API_KEY_')) {
    return demo
      ? new CredentialsError(`${APOD} refused DEMO_KEY. Add your own free key in Settings (${GET_A_KEY}).`)
      : new CredentialsError(`${APOD} refused the API key. Check it in Settings (or TAPESTRY_APOD_API_KEY), or clear it to use DEMO_KEY.`)
  }
  if (status === 404) {
    const day = /No data available for date: (\d{4}-\d{2}-\d{2}|None)/.exec(error?.message ?? '')?.[1]
    if (day !== undefined) {
      const which = day === 'None' ? "today's picture" : `the picture of ${day}`
      return new NotFoundError(`${APOD} has not published ${which} yet: each day's picture appears around midnight US Eastern time.`)
    }
    return new NotFoundError(`${APOD} has nothing at that address. Check the APOD address in Settings.`)
  }
  if (status === 400 && error !== undefined) {
    // Every day was checked against the person's calendar before sending; NASA's runs on US time.
    if (/^Date must be between/.test(error.message)) {
      return new NotFoundError(`${APOD} has no picture for that day yet (NASA says: ${firstSentence(error.message)}).`)
    }
    return new UpstreamError(`${APOD} refused the request: ${firstSentence(error.message)}`)
  }
  if (status === 403) return new CredentialsError(`${APOD} refused the request. Check the API key in Settings (${GET_A_KEY}).`)
  return undefined
}
