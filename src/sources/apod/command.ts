// `tapestry apod search|random`: NASA's Astronomy Picture of the Day from the command line.
import { wholeNumber, type FlagSpec } from '../../main/cli/args'
import type { CliContext } from '../../main/cli/context'
import type { CliCommand } from '../../main/cli/run'
import { LISTING_JSON, runSearch } from '../../main/cli/commands/search-output'
import { createApodSearchParams } from './params'

const COUNT: FlagSpec = { flag: 'count', field: 'count', value: 'N', help: 'N random days, 1 to 100', parse: wholeNumber }

const FLAGS: readonly FlagSpec[] = [
  { flag: 'date', field: 'date', value: 'YYYY-MM-DD', help: "one day's picture (default: today's)" },
  { flag: 'start-date', field: 'start_date', value: 'YYYY-MM-DD', help: 'the first day of a range, shown 30 days a page, newest first' },
  { flag: 'end-date', field: 'end_date', value: 'YYYY-MM-DD', help: 'the last day of a range (default: today)' },
  COUNT,
]

export const apodSearchCommand: CliCommand<CliContext> = {
  words: ['apod', 'search'],
  usage: 'tapestry apod search [options]',
  summary: "NASA's Astronomy Picture of the Day: today's, one day's, a date range or random days. Video days are listed to open, never set.",
  flags: FLAGS,
  positionals: [],
  sends: true,
  json: `${LISTING_JSON}; a range's next page is the same search ending earlier`,
  examples: [
    { what: "Today's picture", line: 'tapestry apod search' },
    { what: 'June 2024, newest first, as JSON', line: 'tapestry apod search --start-date 2024-06-01 --end-date 2024-06-30 --json' },
    { what: 'The request it would send (the key shown as [redacted])', line: 'tapestry apod search --date 1995-06-16 --dry-run' },
  ],
  run: (input, options, context) => runSearch({ source: 'apod', params: createApodSearchParams(input) }, options, context, FLAGS),
}

export const apodRandomCommand: CliCommand<CliContext> = {
  words: ['apod', 'random'],
  usage: 'tapestry apod random [--count N]',
  summary: 'Random days of the Astronomy Picture of the Day since 1995 (24 unless --count says).',
  flags: [COUNT],
  positionals: [],
  sends: true,
  json: LISTING_JSON,
  examples: [
    { what: 'Ten random days', line: 'tapestry apod random --count 10' },
    { what: 'The same as JSON', line: 'tapestry apod random --count 10 --json' },
  ],
  run: (input, options, context) => runSearch({ source: 'apod', params: createApodSearchParams({ count: 24, ...input }) }, options, context, [COUNT]),
}
