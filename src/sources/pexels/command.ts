// `tapestry pexels search QUERY` and `tapestry pexels curated`: the two listings of Pexels.
import { FlagValueError, wholeNumber, wireChoices, wireValue, type FlagSpec } from '../../main/cli/args'
import { LISTING_JSON, runSearch } from '../../main/cli/commands/search-output'
import type { CliContext } from '../../main/cli/context'
import type { CliCommand } from '../../main/cli/run'
import { PEXELS_DEFAULT_PER_PAGE, PEXELS_MAX_PER_PAGE, PexelsColor, PexelsLocale, PexelsOrientation, PexelsSize, createPexelsSearchParams } from './params'

/** A colour name (`blue`) or a hex colour (`#336699`, `336699`). */
function colour(text: string): string {
  const typed = text.trim().toLowerCase()
  if (/^#?[0-9a-f]{6}$/.test(typed)) return typed.startsWith('#') ? typed : `#${typed}`
  const member = PexelsColor.memberFromWire(typed)
  if (member === undefined) throw new FlagValueError(`must be one of ${Object.values(PexelsColor.wire).join(', ')}, or a colour like #336699`)
  return member
}

const PAGE_FLAGS: readonly FlagSpec[] = [
  { flag: 'page', field: 'page', value: 'N', help: 'page number, from 1', parse: wholeNumber },
  { flag: 'per-page', field: 'per_page', value: 'N', help: `photos a page, 1 to ${PEXELS_MAX_PER_PAGE} (default ${PEXELS_DEFAULT_PER_PAGE})`, parse: wholeNumber },
]

const SEARCH_FLAGS: readonly FlagSpec[] = [
  { flag: 'orientation', field: 'orientation', value: 'O', help: 'landscape|portrait|square', choices: wireChoices(PexelsOrientation), parse: wireValue(PexelsOrientation) },
  { flag: 'size', field: 'size', value: 'S', help: 'minimum size: large (24 MP), medium (12 MP), small (4 MP)', choices: wireChoices(PexelsSize), parse: wireValue(PexelsSize) },
  { flag: 'color', field: 'color', value: 'C', help: `${Object.values(PexelsColor.wire).join('|')} or #rrggbb`, choices: wireChoices(PexelsColor), parse: colour },
  { flag: 'locale', field: 'locale', value: 'L', help: 'the language of the words, e.g. en-US, de-DE, ja-JP', choices: wireChoices(PexelsLocale), parse: wireValue(PexelsLocale) },
  ...PAGE_FLAGS,
]

export const pexelsSearchCommand: CliCommand<CliContext> = {
  words: ['pexels', 'search'],
  usage: 'tapestry pexels search QUERY [options]',
  summary: 'Search Pexels photos (needs a Pexels API key).',
  flags: SEARCH_FLAGS,
  positionals: [{ name: 'QUERY', field: 'query', required: true, help: 'what to search for' }],
  sends: true,
  json: LISTING_JSON,
  examples: [
    { what: 'Large landscape photos of mountains', line: 'tapestry pexels search mountains --orientation landscape --size large' },
    { what: 'Blue photos of the sea, page 2, 80 a page, as JSON', line: 'tapestry pexels search sea --color blue --page 2 --per-page 80 --json' },
    { what: 'The request it would send, without sending it', line: 'tapestry pexels search forest --dry-run' },
  ],
  run: (input, options, context) => runSearch({ source: 'pexels', params: createPexelsSearchParams(input) }, options, context, SEARCH_FLAGS),
}

export const pexelsCuratedCommand: CliCommand<CliContext> = {
  words: ['pexels', 'curated'],
  usage: 'tapestry pexels curated [options]',
  summary: 'Photos hand-picked by the Pexels team, the newest first (needs a Pexels API key).',
  flags: PAGE_FLAGS,
  positionals: [],
  sends: true,
  json: LISTING_JSON,
  examples: [
    { what: 'The curated photos', line: 'tapestry pexels curated' },
    { what: 'The third page, as JSON', line: 'tapestry pexels curated --page 3 --json' },
  ],
  run: (input, options, context) => runSearch({ source: 'pexels', params: createPexelsSearchParams({ ...input, query: null }) }, options, context, PAGE_FLAGS),
}

export const pexelsCommands: readonly CliCommand<CliContext>[] = [pexelsSearchCommand, pexelsCuratedCommand]
