import type { SearchRequest, SearchRequestInput, SearchResult } from '../../../shared/ipc'
import type { RequestPlan } from '../../core/http'
import type { CliContext } from '../context'
import { formatMediaTable } from '../format'
import type { CommandResult } from '../run'

function nextHint(next: SearchRequest | null): string {
  if (!next) return 'no more pages'
  if (next.source === 'reddit') return `next page: --after ${next.params.after}`
  return `next page: --page ${next.params.page}`
}

function footer(result: SearchResult): string {
  const parts = [`${result.items.length} shown`]
  if (result.total !== null) parts.push(`${result.total} in all`)
  if (result.seed !== null) parts.push(`seed ${result.seed}`)
  parts.push(nextHint(result.next))
  return parts.join(' · ')
}

/** What --dry-run prints: the plan, as JSON either way. */
export function planResult(plan: RequestPlan): CommandResult {
  return { json: plan, text: JSON.stringify(plan, null, 2) }
}

/** Sends a search (or, with --dry-run, describes it) and shapes both outputs of design §5. */
export async function runSearch(request: SearchRequestInput, options: { dryRun: boolean }, context: CliContext): Promise<CommandResult> {
  if (options.dryRun) return planResult(context.service.planSearch(request))
  const result = await context.service.search(request)
  return { json: result, text: `${formatMediaTable(result.items)}\n${footer(result)}` }
}
