// Wikimedia Commons' picture of the day through the Action API (mediawiki.org/wiki/API:Main_page).
// A page is two GETs of `api.php`: the days' `Template:Potd/YYYY-MM-DD` pages with the files they
// show, then those files' imageinfo. API:Etiquette asks for requests one at a time and a
// descriptive User-Agent (the HTTP layer sends Tapestry's); it has no published read limit, so the
// client keeps a modest pace of its own. `maxlag` is left out: Manual:Maxlag parameter lets
// interactive requests, where a person waits for the answer, omit it.
import type { OnlineMediaItem } from '../../shared/media'
import { NotFoundError } from '../../main/core/errors/errors'
import { createHttpClient, planRequest, type RequestPlan } from '../../main/core/http/http'
import { createRateLimiter, type RateLimiter } from '../../main/core/http/rate-limiter'
import { sourceSentence } from '../../main/core/i18n/sentence'
import type { SearchPage } from '../../main/core/sources/search-page'
import type { SearchCallOptions, SourceClient, SourceClientOptions, SourceConnector } from '../source-client'
import { WIKIMEDIA, WIKIMEDIA_WORDS, classifyWikimediaResponse } from './classify-response'
import { nextWikimediaParams, toFileQuery, toTemplateQuery, wikimediaPageDays, type WikimediaSearchParams } from './params'
import { WikimediaFileResponseSchema, WikimediaTemplateResponseSchema, type WikimediaImageInfo } from './records'
import { wikimediaMediaType, wikimediaToMediaItem } from './to-media-item'

export const WIKIMEDIA_CALLS_PER_MINUTE = 60

export function createWikimediaLimiter(): RateLimiter {
  return createRateLimiter({ limit: WIKIMEDIA_CALLS_PER_MINUTE, intervalMs: 60_000 })
}

const sharedLimiter = createWikimediaLimiter()

/** Runs jobs one after another, never two at once (API:Etiquette: "make your requests in series"). */
function serialQueue() {
  let tail: Promise<unknown> = Promise.resolve()
  return <T>(job: () => Promise<T>): Promise<T> => {
    const run = tail.then(job, job)
    tail = run.catch(() => undefined)
    return run
  }
}

const inSeries = serialQueue()

/** The day a template page stands for, from its title (`Template:Potd/2024-06-06`, or Wikipedia's `Template:POTD/…`). */
function dayOfTemplate(title: string): string | null {
  return /^Template:POTD\/(\d{4}-\d{2}-\d{2})$/i.exec(title)?.[1] ?? null
}

/** `to` for every title the API rewrote, so answers are found by the title that was asked for. */
function renamer(normalized: readonly { from: string; to: string }[]): (title: string) => string {
  const map = new Map(normalized.map(({ from, to }) => [from, to]))
  return (title) => map.get(title) ?? title
}

function notPublished(days: readonly string[]): NotFoundError {
  if (days.length === 1) return new NotFoundError(...sourceSentence(WIKIMEDIA_WORDS, 'error.noPictureForDay', { day: days[0] as string }))
  return new NotFoundError(...sourceSentence(WIKIMEDIA_WORDS, 'error.noPicturesForDays', { first: days.at(-1) as string, last: days[0] as string }))
}

/**
 * The endpoint split for the HTTP layer: the folder it is under and its own name. The base URL is
 * the endpoint itself (`…/w/api.php`); a bare site (`https://commons.wikimedia.org`, a fake's
 * origin) means MediaWiki's usual `/w/api.php` on it.
 */
function endpoint(baseUrl: string): { folder: string; file: string } {
  const trimmed = baseUrl.replace(/\/+$/, '')
  const url = /\.php$/i.test(new URL(trimmed).pathname) ? trimmed : `${trimmed}/w/api.php`
  const slash = url.lastIndexOf('/')
  return { folder: url.slice(0, slash), file: url.slice(slash + 1) }
}

export function createWikimediaClient(options: SourceClientOptions, limiter: RateLimiter = sharedLimiter): SourceClient<WikimediaSearchParams> {
  const api = endpoint(options.baseUrl)
  const http = createHttpClient({
    sourceName: WIKIMEDIA,
    baseUrl: api.folder,
    timeoutMs: options.timeoutMs,
    retry: options.retry,
    classify: classifyWikimediaResponse,
    beforeAttempt: (signal) => limiter.acquire({ signal }),
  })

  /** The first request of a page; the second asks for the files its answer names. */
  function planSearch(params: WikimediaSearchParams): RequestPlan {
    return planRequest(api.folder, api.file, toTemplateQuery(wikimediaPageDays(params)), {})
  }

  /** Each day's file, newest day first; days without a template page (or a file on it) are left out. */
  async function dayFiles(days: readonly string[], signal: AbortSignal | undefined): Promise<{ picked: { day: string; file: string }[]; skipped: number }> {
    const { data } = await inSeries(() => http.getJson(api.file, { schema: WikimediaTemplateResponseSchema, searchParams: toTemplateQuery(days), signal }))
    const fileOf = new Map<string, string>()
    for (const page of data.pages) {
      const day = dayOfTemplate(page.title)
      // A day with several files (a set of coins, say) shows its first, as listed.
      if (day !== null && !page.missing && page.images[0] !== undefined) fileOf.set(day, page.images[0])
    }
    const picked = days.flatMap((day) => {
      const file = fileOf.get(day)
      return file === undefined ? [] : [{ day, file }]
    })
    return { picked, skipped: data.skipped }
  }

  async function search(params: WikimediaSearchParams, call: SearchCallOptions = {}): Promise<SearchPage<WikimediaSearchParams>> {
    const days = wikimediaPageDays(params)
    const templates = await dayFiles(days, call.signal)
    const picked = templates.picked
    if (picked.length === 0) throw notPublished(days)
    const titles = [...new Set(picked.map(({ file }) => file))]
    const { data } = await inSeries(() => http.getJson(api.file, { schema: WikimediaFileResponseSchema, searchParams: toFileQuery(titles), signal: call.signal }))
    const rename = renamer(data.normalized)
    const infoOf = new Map<string, WikimediaImageInfo | null>(data.pages.map((page) => [page.title, page.imageinfo]))
    let skipped = templates.skipped + data.skipped
    const items: OnlineMediaItem[] = []
    const seen = new Set<string>()
    for (const { file } of picked) {
      const info = infoOf.get(rename(file)) ?? null
      const card = info === null ? null : wikimediaToMediaItem(rename(file), info)
      if (card === null) {
        // A sound or a document is read and left out; a file the answer says too little of is counted.
        if (!(info?.mime && wikimediaMediaType(info.mime) === null)) skipped += 1
      } else if (!seen.has(card.id)) {
        seen.add(card.id)
        items.push(card)
      }
    }
    return { items, next: nextWikimediaParams(params), total: null, seed: null, skipped }
  }

  return { planSearch, search }
}

export const wikimediaConnector: SourceConnector<WikimediaSearchParams> = {
  id: 'wikimedia',
  create: (options) => createWikimediaClient(options),
}
