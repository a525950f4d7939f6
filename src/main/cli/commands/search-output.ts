import { SearchRequestSchema, type SearchRequest, type SearchRequestInput, type SearchResult } from '../../../shared/source-requests'
import type { RequestPlan } from '../../core/http/http'
import type { FlagSpec } from '../args'
import type { CliContext } from '../context'
import { formatMediaTable } from '../format'
import type { CommandResult } from '../run'

/**
 * What a listing's `--json` says of the next page, the same for searches, history and favourites:
 * the flags that fetch it, by their names on the command line, or null on the last page
 * (`{"page": 3}`, Reddit's `{"after": "t3_…"}`, Bing's `{"days-ago": 3}`, Wikimedia's `{"from": …, "to": …}`).
 */
export type NextPage = Readonly<Record<string, string | number>> | null

/** Said in the help of every listing's --json. */
export const LISTING_JSON = '{items, next, total}; next is null on the last page, else the flags of the next one ({"page": 3} is --page 3, Reddit\'s {"after": "t3_…"} is --after t3_…)'

/**
 * `current`: the parameters of the page shown, and `flags`: the command's. The next page is whatever
 * its parameters change (a page number, Reddit's cursor, Bing's days back, a range of days, the seed
 * Wallhaven's random order keeps), said by the flags that set them.
 */
export function nextPageOfSearch(next: SearchRequest | null, current?: { params: unknown; flags: readonly FlagSpec[] }): NextPage {
  if (!next) return null
  if (next.source === 'local' || current === undefined) return null
  const before = current.params as Record<string, unknown>
  const changed = Object.entries(next.params as Record<string, unknown>).filter(
    (entry): entry is [string, string | number] => (typeof entry[1] === 'string' || typeof entry[1] === 'number') && entry[1] !== before[entry[0]],
  )
  if (changed.length === 0) return null
  return Object.fromEntries(changed.map(([field, value]) => [current.flags.find((spec) => spec.field === field)?.flag ?? field.replaceAll('_', '-'), value]))
}

/** `next page: --page 3`, as the table's footer says it. */
export function nextHint(next: NextPage): string {
  if (next === null) return 'no more pages'
  return `next page: ${Object.entries(next)
    .map(([flag, value]) => `--${flag} ${value}`)
    .join(' ')}`
}

function footer(result: SearchResult, next: NextPage): string {
  const parts = [`${result.items.length} shown`]
  if (result.total !== null) parts.push(`${result.total} in all`)
  if (result.seed !== null) parts.push(`seed ${result.seed}`)
  parts.push(nextHint(next))
  return parts.join(' · ')
}

/** What --dry-run prints: the plan, as JSON either way. */
export function planResult(plan: RequestPlan): CommandResult {
  return { json: plan, text: JSON.stringify(plan, null, 2) }
}

/** Sends a search (or, with --dry-run, describes it) and shapes both outputs of docs/cli.md. */
export async function runSearch(request: SearchRequestInput, options: { dryRun: boolean }, context: CliContext, flags: readonly FlagSpec[] = []): Promise<CommandResult> {
  if (options.dryRun) return planResult(context.service.planSearch(request))
  const result = await context.service.search(request)
  // Compared with the page shown as the source's schema reads it (its defaults filled in), so only what the next page changes is said.
  const shown = SearchRequestSchema.parse(request)
  const next = nextPageOfSearch(result.next, { params: shown.params, flags })
  const json = { items: result.items, next, total: result.total, seed: result.seed }
  return { json, text: `${formatMediaTable(result.items)}\n${footer(result, next)}` }
}
