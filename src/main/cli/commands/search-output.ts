import type { SearchRequest, SearchRequestInput, SearchResult } from '../../../shared/ipc'
import type { RequestPlan } from '../../core/http/http'
import type { CliContext } from '../context'
import { formatMediaTable } from '../format'
import type { CommandResult } from '../run'

/**
 * What a listing's `--json` says of the next page, the same for searches, history and favourites:
 * the flags that fetch it, by their names on the command line, or null on the last page.
 */
export type NextPage = { page: number } | { after: string } | null

/** Said in the help of every listing's --json. */
export const LISTING_JSON = '{items, next, total}; next is null on the last page, else the flags of the next one ({"page": 3} is --page 3, Reddit\'s {"after": "t3_…"} is --after t3_…)'

export function nextPageOfSearch(next: SearchRequest | null): NextPage {
  if (!next) return null
  if (next.source === 'reddit') return next.params.after ? { after: next.params.after } : null
  if (next.source === 'wallhaven' || next.source === 'unsplash') return { page: next.params.page }
  return null
}

/** `next page: --page 3`, as the table's footer says it. */
export function nextHint(next: NextPage): string {
  if (next === null) return 'no more pages'
  return 'after' in next ? `next page: --after ${next.after}` : `next page: --page ${next.page}`
}

function footer(result: SearchResult): string {
  const parts = [`${result.items.length} shown`]
  if (result.total !== null) parts.push(`${result.total} in all`)
  if (result.seed !== null) parts.push(`seed ${result.seed}`)
  parts.push(nextHint(nextPageOfSearch(result.next)))
  return parts.join(' · ')
}

/** What --dry-run prints: the plan, as JSON either way. */
export function planResult(plan: RequestPlan): CommandResult {
  return { json: plan, text: JSON.stringify(plan, null, 2) }
}

/** Sends a search (or, with --dry-run, describes it) and shapes both outputs of docs/cli.md. */
export async function runSearch(request: SearchRequestInput, options: { dryRun: boolean }, context: CliContext): Promise<CommandResult> {
  if (options.dryRun) return planResult(context.service.planSearch(request))
  const result = await context.service.search(request)
  const json = { items: result.items, next: nextPageOfSearch(result.next), total: result.total, seed: result.seed }
  return { json, text: `${formatMediaTable(result.items)}\n${footer(result)}` }
}
