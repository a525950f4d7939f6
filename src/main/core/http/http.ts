// The one HTTP layer (got) every source client uses: timeouts, bounded retries that honour
// Retry-After, a descriptive User-Agent, Content-Type checked before JSON is parsed, a size cap,
// cancellation, and got's errors mapped once to Tapestry's typed errors.
import type { Got, Headers, RequestError, Response } from 'got'
import type { z } from 'zod'
import { toFieldIssues } from '../../../shared/validation'
import { USER_AGENT } from '../app/app-info'
import { sentence } from '../i18n/sentence'
import { loadGot } from './load-got'
import {
  BlockedError,
  CredentialsError,
  NetworkError,
  NotFoundError,
  RateLimitedError,
  TapestryError,
  UpstreamError,
  retryWait,
} from '../errors/errors'

export interface HttpClientOptions {
  /** The source as people know it ("Wallhaven"); every error sentence names it. */
  sourceName: string
  baseUrl: string
  /** Sent with every request; secrets go here, never into a URL. */
  headers?: Record<string, string>
  /** Per attempt. */
  timeoutMs?: number
  retry?: {
    /** Retries after the first attempt. */
    limit?: number
    /** A Retry-After longer than this is not waited out: the call fails as rate limited instead. */
    maxRetryAfterMs?: number
    /** Cap of the exponential back-off between retries. */
    backoffLimitMs?: number
  }
  /** JSON bodies larger than this are refused. */
  maxJsonBytes?: number
  /**
   * Source-specific reading of a response before the generic mapping: Reddit's 403 block page means
   * missing credentials, Unsplash's 403 plain text means rate limited, and so on. Returns an error
   * to throw, or undefined to fall through.
   */
  classify?: (response: Response<string>) => TapestryError | undefined
  /**
   * Awaited before every attempt, retries included, so a client-side rate limiter counts each
   * request that reaches the wire (Wallhaven's 45 a minute), not each call.
   */
  beforeAttempt?: (signal: AbortSignal | undefined) => Promise<void>
}

export interface JsonResponse<T> {
  data: T
  headers: Headers
  statusCode: number
}

export interface JsonRequest<S extends z.ZodType> {
  schema: S
  searchParams?: Record<string, string>
  headers?: Record<string, string>
  signal?: AbortSignal
  /** Send as application/x-www-form-urlencoded (Reddit's token endpoint). */
  form?: Record<string, string>
  method?: 'GET' | 'POST'
  /** Credentials for HTTP Basic auth (Reddit's token endpoint). */
  basicAuth?: { username: string; password: string }
}

export interface HttpClient {
  readonly sourceName: string
  getJson<S extends z.ZodType>(url: string, request: JsonRequest<S>): Promise<JsonResponse<z.output<S>>>
}

const DEFAULT_TIMEOUT_MS = 15_000
const DEFAULT_MAX_JSON_BYTES = 8 * 1024 * 1024
const RETRY_STATUS_CODES = [408, 429, 500, 502, 503, 504]

export interface RetrySettings {
  limit?: number
  maxRetryAfterMs?: number
  backoffLimitMs?: number
}

/** got's retry options as every Tapestry request uses them: bounded, GET only, Retry-After honoured. */
export function retryOptions(settings: RetrySettings = {}) {
  return {
    limit: settings.limit ?? 2,
    methods: ['GET' as const],
    statusCodes: RETRY_STATUS_CODES,
    maxRetryAfter: settings.maxRetryAfterMs ?? 10_000,
    backoffLimit: settings.backoffLimitMs ?? 4_000,
    calculateDelay: ({ computedValue, error, retryAfter }: { computedValue: number; error: RequestError; retryAfter?: number }) => {
      // A 429 without Retry-After (Unsplash's hourly limit) will not clear in seconds: retrying
      // only spends more of the quota.
      if (error.response?.statusCode === 429 && retryAfter === undefined) return 0
      return computedValue
    },
  }
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const sourceName = options.sourceName
  const maxJsonBytes = options.maxJsonBytes ?? DEFAULT_MAX_JSON_BYTES
  // got is loaded at the first request: planning one (--dry-run) never loads it.
  let instance: Promise<Got> | null = null
  const makeInstance = async (): Promise<Got> => (await loadGot()).extend({
    prefixUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { 'user-agent': USER_AGENT, ...options.headers },
    timeout: { request: options.timeoutMs ?? DEFAULT_TIMEOUT_MS },
    throwHttpErrors: true,
    followRedirect: false,
    hooks: {
      beforeRequest: options.beforeAttempt
        ? [
            async (requestOptions) => {
              await options.beforeAttempt?.(requestOptions.signal as AbortSignal | undefined)
            },
          ]
        : [],
    },
    retry: retryOptions(options.retry),
  })

  async function getJson<S extends z.ZodType>(url: string, request: JsonRequest<S>): Promise<JsonResponse<z.output<S>>> {
    let response: Response<string>
    try {
      const got = await (instance ??= makeInstance())
      const pending = got(url, {
        method: request.method ?? 'GET',
        searchParams: request.searchParams,
        // Basic credentials as a header: got's username/password options would put them into the
        // request URL object, which travels inside error objects.
        headers: request.basicAuth ? { ...request.headers, authorization: basicAuthorization(request.basicAuth) } : request.headers,
        signal: request.signal,
        form: request.form,
        responseType: 'text',
      })
      pending.on('downloadProgress', (progress) => {
        if (progress.transferred > maxJsonBytes) pending.cancel('too large')
      })
      response = await pending
    } catch (error) {
      throw toTapestryError(error, sourceName, options.classify, request.signal)
    }
    const classified = options.classify?.(response)
    if (classified) throw classified
    if (response.statusCode >= 300) {
      // Redirects are not followed (Reddit redirects a missing community to a search page).
      throw new NotFoundError(...sentence('error.http.redirected', { source: sourceName }))
    }
    return { data: parseJsonBody(response, request.schema, sourceName), headers: response.headers, statusCode: response.statusCode }
  }

  return { sourceName, getJson }
}

function basicAuthorization({ username, password }: { username: string; password: string }): string {
  return `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`
}

function isJsonContentType(contentType: string | undefined): boolean {
  return /^application\/([\w.+-]*\+)?json\b/i.test(contentType ?? '')
}

function parseJsonBody<S extends z.ZodType>(response: Response<string>, schema: S, sourceName: string): z.output<S> {
  const contentType = response.headers['content-type']
  if (!isJsonContentType(contentType)) {
    if (/html/i.test(contentType ?? '')) throw new UpstreamError(...sentence('error.http.webPage', { source: sourceName }))
    throw new UpstreamError(...(contentType === undefined ? sentence('error.http.notDataUntyped', { source: sourceName }) : sentence('error.http.notData', { source: sourceName, type: contentType })))
  }
  let body: unknown
  try {
    body = JSON.parse(response.body)
  } catch (error) {
    throw new UpstreamError(...sentence('error.http.broken', { source: sourceName }, { cause: error }))
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    const fields = toFieldIssues(parsed.error)
      .slice(0, 3)
      .map((issue) => issue.field || '(the whole response)')
    throw new UpstreamError(...sentence('error.http.notUnderstood', { source: sourceName, fields: fields.join(', ') }, { cause: parsed.error }))
  }
  return parsed.data
}

const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'EADDRNOTAVAIL'])

function headerSeconds(value: string | string[] | undefined): number | undefined {
  const text = Array.isArray(value) ? value[0] : value
  if (text === undefined || text.trim() === '') return undefined
  const seconds = Number(text)
  if (Number.isFinite(seconds)) return Math.max(0, seconds)
  const date = Date.parse(text)
  return Number.isNaN(date) ? undefined : Math.max(0, (date - Date.now()) / 1000)
}

/** Seconds until a rate limit lifts, from Retry-After or, failing that, an epoch reset header. */
export function retryAfterSeconds(headers: Headers): number | undefined {
  const retryAfter = headerSeconds(headers['retry-after'])
  if (retryAfter !== undefined) return retryAfter
  const reset = Number(headers['x-ratelimit-reset'])
  if (!Number.isFinite(reset)) return undefined
  // Wallhaven sends an epoch timestamp; Reddit sends seconds remaining.
  return reset > 1_000_000_000 ? Math.max(0, reset - Date.now() / 1000) : Math.max(0, reset)
}

function isGotError(error: unknown): error is RequestError {
  return error instanceof Error && 'code' in error && 'options' in error
}

/** The rate limit's sentence by the unit its wait is said in. */
const RATE_LIMITED = {
  later: 'error.http.rateLimited.later',
  seconds: 'error.http.rateLimited.seconds',
  minutes: 'error.http.rateLimited.minutes',
  hours: 'error.http.rateLimited.hours',
} as const

export function rateLimited(sourceName: string, retryAfter: number | undefined, cause?: unknown): RateLimitedError {
  const seconds = retryAfter === undefined ? undefined : Math.ceil(retryAfter)
  const wait = retryWait(seconds)
  const [message, options] = sentence(RATE_LIMITED[wait.unit], { source: sourceName, count: wait.count }, { cause })
  return new RateLimitedError(message, seconds, options)
}

/** Maps anything got throws to one of Tapestry's typed errors, with a sentence naming the source. */
export function toTapestryError(
  error: unknown,
  sourceName: string,
  classify?: (response: Response<string>) => TapestryError | undefined,
  signal?: AbortSignal,
): unknown {
  if (error instanceof TapestryError) return error
  if (signal?.aborted) return signal.reason ?? error
  if (!isGotError(error)) return new NetworkError(...sentence('error.http.noTalk', { source: sourceName }, { cause: error }))
  if (error.name === 'CancelError') return new UpstreamError(...sentence('error.http.tooLarge', { source: sourceName }, { cause: error }))
  // A ReadError or TimeoutError can carry a response whose body never arrived: the transfer
  // broke, not the server's answer, so only an HTTPError is read by its status.
  const response = error.response as Response<string> | undefined
  if (response && error.name === 'HTTPError') {
    const classified = classify?.(response)
    if (classified) return classified
    return fromStatus(response, sourceName, error)
  }
  if (error.name === 'TimeoutError') return new NetworkError(...sentence('error.http.timeout', { source: sourceName }, { cause: error }))
  if (UNREACHABLE_CODES.has(error.code)) {
    return new NetworkError(...sentence('error.http.unreachable', { source: sourceName }, { cause: error }))
  }
  return new NetworkError(...sentence('error.http.brokeOff', { source: sourceName }, { cause: error }))
}

function fromStatus(response: Response<string>, sourceName: string, cause: unknown): TapestryError {
  const status = response.statusCode
  if (status === 403 && response.headers['cf-mitigated'] === 'challenge') {
    return new BlockedError(...sentence('error.http.browserCheck', { source: sourceName }, { cause }))
  }
  if (status === 401) return new CredentialsError(...sentence('error.http.keyRefused', { source: sourceName }, { cause }))
  if (status === 404) return new NotFoundError(...sentence('error.http.noSuchItem', { source: sourceName }, { cause }))
  if (status === 429) return rateLimited(sourceName, retryAfterSeconds(response.headers), cause)
  if (status >= 500) return new UpstreamError(...sentence('error.http.trouble', { source: sourceName, status: String(status) }, { cause }))
  return new UpstreamError(...sentence('error.http.refused', { source: sourceName, status: String(status) }, { cause }))
}

/** A request described without sending it: what `--dry-run` prints. */
export interface RequestPlan {
  method: 'GET' | 'POST'
  url: string
  /** The exact wire query map, in the order it is sent. */
  query: Record<string, string>
  headers: Record<string, string>
}

const SECRET_HEADERS = new Set(['authorization', 'x-api-key', 'cookie', 'proxy-authorization'])

/** A user name and password in a base URL (a proxy's, say) are secrets too: shown as "[redacted]". */
export function redactUrlCredentials(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#@]*@/i, '$1[redacted]@')
}

/** Query keys that carry a key where an API requires it there (NASA's api_key): never printed. */
const SECRET_QUERY_KEYS = new Set(['api_key'])

/** A query as a plan shows it: a key that rides in the query replaced by "[redacted]". */
export function redactQuery(query: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([name, value]) => [name, SECRET_QUERY_KEYS.has(name.toLowerCase()) ? '[redacted]' : value]))
}

/** Headers as a plan shows them: every secret replaced by "[redacted]". */
export function redactHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, SECRET_HEADERS.has(name.toLowerCase()) ? '[redacted]' : value]),
  )
}

/** Builds a plan for `path` under `baseUrl`, with the User-Agent every request carries. */
export function planRequest(
  baseUrl: string,
  path: string,
  query: Record<string, string>,
  headers: Record<string, string>,
  method: 'GET' | 'POST' = 'GET',
): RequestPlan {
  return {
    method,
    url: redactUrlCredentials(`${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`),
    query: redactQuery(query),
    headers: redactHeaders({ 'user-agent': USER_AGENT, ...headers }),
  }
}
