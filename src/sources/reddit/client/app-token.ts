// Reddit's application-only OAuth (docs/apis.md, Reddit "OAuth"): one bearer token per app, asked for with the
// installed-client grant (no secret) or client_credentials (a script app's secret), cached until
// shortly before it runs out.
import { Buffer } from 'node:buffer'
import type { Response } from 'got'
import { z } from 'zod'
import type { CredentialsError, TapestryError } from '../../../main/core/errors/errors'
import { createHttpClient, type HttpClientOptions } from '../../../main/core/http/http'
import { clientRefused, noAccessToken } from '../classify-response'

const TOKEN_PATH = 'api/v1/access_token'
const INSTALLED_CLIENT_GRANT = 'https://oauth.reddit.com/grants/installed_client'
/** Renewed this long before it runs out, so a token never expires between the check and the call. */
const RENEW_MARGIN_MS = 60_000
/** Reddit always says; an hour is what it always says. */
const DEFAULT_EXPIRES_IN_S = 3600

/** Every field optional: a reply without `access_token` is a credentials failure, not a parse error. */
const TokenReplySchema = z.object({
  access_token: z.string().optional(),
  expires_in: z.number().positive().optional(),
  error: z.unknown().optional(),
})

export interface RedditTokenSourceOptions {
  authUrl: string
  clientId: string
  /** A script app's secret; none for an installed app. */
  clientSecret: string | undefined
  /** The installed-app grant's per-device id. */
  deviceId: string
  timeoutMs?: number
  retry?: HttpClientOptions['retry']
  /** Epoch milliseconds; injectable so expiry can be tested without waiting an hour. */
  now: () => number
}

export interface RedditTokenSource {
  /** A token that is good for at least another minute: the cached one, or a newly granted one. */
  get(signal?: AbortSignal): Promise<string>
  /** Forgets `token` after the API refused it, so the next `get` asks for a new one. */
  invalidate(token: string): void
}

/** A JSON refusal such as `{"error":"unsupported_grant_type"}`, whatever its status. */
function grantRefusal(response: Response<string>): CredentialsError | undefined {
  if (!/json/i.test(response.headers['content-type'] ?? '')) return undefined
  let body: unknown
  try {
    body = JSON.parse(response.body)
  } catch {
    return undefined
  }
  if (body === null || typeof body !== 'object' || 'access_token' in body || !('error' in body)) return undefined
  return noAccessToken(body.error)
}

function classifyTokenResponse(response: Response<string>): TapestryError | undefined {
  const status = response.statusCode
  if (status === 401 || status === 403) return clientRefused()
  if (status < 300 || (status >= 400 && status < 500 && status !== 429)) return grantRefusal(response)
  return undefined
}

function grantForm(options: RedditTokenSourceOptions): Record<string, string> {
  if (options.clientSecret) return { grant_type: 'client_credentials' }
  return { grant_type: INSTALLED_CLIENT_GRANT, device_id: options.deviceId }
}

/**
 * HTTP Basic written as a header: got's username/password options would put the secret into the
 * request URL object, which error objects carry around.
 */
function basicAuthorization(clientId: string, clientSecret: string | undefined): string {
  return `Basic ${Buffer.from(`${clientId}:${clientSecret ?? ''}`, 'utf8').toString('base64')}`
}

/** Waits for `promise` unless `signal` aborts first; the shared token request itself goes on. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return promise
  signal.throwIfAborted()
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

export function createRedditTokenSource(options: RedditTokenSourceOptions): RedditTokenSource {
  const http = createHttpClient({
    sourceName: 'Reddit',
    baseUrl: options.authUrl,
    timeoutMs: options.timeoutMs,
    retry: options.retry,
    classify: classifyTokenResponse,
  })
  let cached: { value: string; renewAt: number } | undefined
  // Calls that need a token at the same moment share one grant instead of asking for several.
  let pending: Promise<string> | undefined

  async function grant(): Promise<string> {
    const askedAt = options.now()
    const reply = await http.getJson(TOKEN_PATH, {
      method: 'POST',
      schema: TokenReplySchema,
      form: grantForm(options),
      headers: { authorization: basicAuthorization(options.clientId, options.clientSecret) },
    })
    const token = reply.data.access_token
    if (!token) throw noAccessToken(reply.data.error)
    cached = { value: token, renewAt: askedAt + (reply.data.expires_in ?? DEFAULT_EXPIRES_IN_S) * 1000 - RENEW_MARGIN_MS }
    return token
  }

  return {
    get(signal) {
      signal?.throwIfAborted()
      if (cached !== undefined && options.now() < cached.renewAt) return Promise.resolve(cached.value)
      pending ??= grant().finally(() => {
        pending = undefined
      })
      return untilAborted(pending, signal)
    },
    invalidate(token) {
      if (cached?.value === token) cached = undefined
    },
  }
}
