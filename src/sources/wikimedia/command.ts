// `tapestry wikimedia days`: Wikimedia Commons' picture of the day for one day or a range.
import type { FlagSpec } from '../../main/cli/args'
import type { CliContext } from '../../main/cli/context'
import { LISTING_JSON, runSearch } from '../../main/cli/commands/search-output'
import type { CliCommand } from '../../main/cli/run'
import { WIKIMEDIA_DAYS_PER_PAGE, createWikimediaSearchParams } from './params'

const FLAGS: readonly FlagSpec[] = [
  { flag: 'date', field: 'date', value: 'YYYY-MM-DD', help: "one day's picture" },
  { flag: 'from', field: 'start_date', value: 'YYYY-MM-DD', help: 'the oldest day of a range (default: as far back as Commons goes)' },
  { flag: 'to', field: 'end_date', value: 'YYYY-MM-DD', help: 'the newest day of a range, where it starts (default: today, UTC)' },
]

export const wikimediaDaysCommand: CliCommand<CliContext> = {
  words: ['wikimedia', 'days'],
  usage: 'tapestry wikimedia days [--date DAY | --from DAY --to DAY] [options]',
  summary: `List Wikimedia Commons' picture of the day for one day, or a range ${WIKIMEDIA_DAYS_PER_PAGE} days a page, newest first.`,
  flags: FLAGS,
  positionals: [],
  sends: true,
  json: `${LISTING_JSON}; each card has its author, licence and credit; next is the range's older days`,
  examples: [
    { what: 'The pictures of the last week', line: 'tapestry wikimedia days' },
    { what: "One day's picture, with its licence, as JSON", line: 'tapestry wikimedia days --date 2024-06-06 --json' },
    { what: 'The request a range would send first, without sending it', line: 'tapestry wikimedia days --from 2024-06-01 --to 2024-06-30 --dry-run' },
  ],
  run: (input, options, context) => runSearch({ source: 'wikimedia', params: createWikimediaSearchParams(input) }, options, context, FLAGS),
}
