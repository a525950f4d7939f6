// `tapestry bing days`: the last eight days of Bing's picture of the day, by market.
import { wholeNumber, wireChoices, wireValue, type FlagSpec } from '../../main/cli/args'
import type { CliContext } from '../../main/cli/context'
import { LISTING_JSON, runSearch } from '../../main/cli/commands/search-output'
import type { CliCommand } from '../../main/cli/run'
import { BING_MAX_COUNT, BING_MAX_DAYS_AGO, BingMarket, createBingSearchParams } from './params'

const FLAGS: readonly FlagSpec[] = [
  { flag: 'market', field: 'market', value: 'MKT', help: `the market's pictures: ${wireChoices(BingMarket).join(', ')} (default en-US)`, choices: wireChoices(BingMarket), parse: wireValue(BingMarket) },
  { flag: 'days-ago', field: 'days_ago', value: 'N', help: `start N days back, 0 (today) to ${BING_MAX_DAYS_AGO}`, parse: wholeNumber },
  { flag: 'count', field: 'count', value: 'N', help: `how many pictures, 1 to ${BING_MAX_COUNT} (default ${BING_MAX_COUNT})`, parse: wholeNumber },
]

export const bingDaysCommand: CliCommand<CliContext> = {
  words: ['bing', 'days'],
  usage: 'tapestry bing days [options]',
  summary: "List Bing's picture of the day for the last eight days of a market, newest first.",
  flags: FLAGS,
  positionals: [],
  sends: true,
  json: `${LISTING_JSON}; a card's credit is Bing's copyright line`,
  examples: [
    { what: "This week's pictures in the United Kingdom", line: 'tapestry bing days --market en-GB' },
    { what: "Today's picture only, as JSON", line: 'tapestry bing days --count 1 --json' },
    { what: 'The request it would send, without sending it', line: 'tapestry bing days --market ja-JP --days-ago 3 --dry-run' },
  ],
  run: (input, options, context) => runSearch({ source: 'bing', params: createBingSearchParams(input) }, options, context, FLAGS),
}
