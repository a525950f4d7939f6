// `tapestry artic search`: public-domain works of the Art Institute of Chicago from the command line.
import { wholeNumber, type FlagSpec } from '../../main/cli/args'
import type { CliContext } from '../../main/cli/context'
import type { CliCommand } from '../../main/cli/run'
import { LISTING_JSON, runSearch } from '../../main/cli/commands/search-output'
import { createArticSearchParams } from './params'

const FLAGS: readonly FlagSpec[] = [
  { flag: 'query', field: 'query', value: 'WORDS', help: 'words to search for: an artist, a subject, a title (default: every work)' },
  { flag: 'page', field: 'page', value: 'N', help: 'page number, from 1 (the museum shows the first 1,000 results)', parse: wholeNumber },
  { flag: 'limit', field: 'limit', value: 'N', help: 'works a page, 1 to 100 (default 30)', parse: wholeNumber },
]

export const articSearchCommand: CliCommand<CliContext> = {
  words: ['artic', 'search'],
  usage: 'tapestry artic search [options]',
  summary: 'Search the public-domain works of the Art Institute of Chicago that have a picture (CC0).',
  flags: FLAGS,
  positionals: [],
  sends: true,
  json: LISTING_JSON,
  examples: [
    { what: "Monet's paintings", line: 'tapestry artic search --query monet' },
    { what: 'The second page of Japanese prints, as JSON', line: 'tapestry artic search --query "woodblock print" --page 2 --json' },
    { what: 'The request it would send, without sending it', line: 'tapestry artic search --query landscape --dry-run' },
  ],
  run: (input, options, context) => runSearch({ source: 'artic', params: createArticSearchParams(input) }, options, context, FLAGS),
}
