import { PhotoColor, PhotoContentFilter, PhotoOrderBy, PhotoOrientation } from './enums'
import type { UnsplashPhotoRequestInput } from './photo-id'
import type { UnsplashRandomParamsInput } from './random-params'
import { withDerivedFields, type UnsplashFullPhoto } from './records'
import type { UnsplashSearchParamsInput } from './params'
import { commaList, wholeNumber, wireChoices, wireValue, type FlagSpec } from '../../main/cli/args'
import type { CliContext } from '../../main/cli/context'
import { formatRecord } from '../../main/cli/format'
import type { CliCommand, CommandResult } from '../../main/cli/run'
import { LISTING_JSON, planResult, runSearch } from '../../main/cli/commands/search-output'

const orientation: FlagSpec = {
  flag: 'orientation',
  field: 'orientation',
  value: 'O',
  help: 'landscape|portrait|squarish',
  choices: wireChoices(PhotoOrientation),
  parse: wireValue(PhotoOrientation),
}
const contentFilter: FlagSpec = {
  flag: 'content-filter',
  field: 'content_filter',
  value: 'low|high',
  help: 'safety level (default low)',
  choices: wireChoices(PhotoContentFilter),
  parse: wireValue(PhotoContentFilter),
}
const collections: FlagSpec = { flag: 'collections', field: 'collections', value: 'a,b', help: 'collection ids', parse: commaList }

/** The record with the seed's field names plus `resolution` and `aspect_ratio` (docs/cli.md). */
function photoResult(photo: UnsplashFullPhoto): CommandResult {
  const record = withDerivedFields(photo)
  return { json: record, text: formatRecord(record) }
}

export const unsplashSearchCommand: CliCommand<CliContext> = {
  words: ['unsplash', 'search'],
  usage: 'tapestry unsplash search QUERY [options]',
  summary: 'Search Unsplash photos.',
  sends: true,
  json: LISTING_JSON,
  examples: [
    { what: 'Landscape photos of the sea, the newest first', line: 'tapestry unsplash search sea --orientation landscape --order-by latest' },
    { what: 'Page 3, 30 a page, as JSON', line: 'tapestry unsplash search sea --page 3 --per-page 30 --json' },
  ],
  flags: [
    { flag: 'page', field: 'page', value: 'N', help: 'page number, from 1', parse: wholeNumber },
    { flag: 'per-page', field: 'per_page', value: 'N', help: 'results a page, 1 to 30 (default 10)', parse: wholeNumber },
    { flag: 'order-by', field: 'order_by', value: 'O', help: 'relevant|latest', choices: wireChoices(PhotoOrderBy), parse: wireValue(PhotoOrderBy) },
    collections,
    contentFilter,
    { flag: 'color', field: 'color', value: 'C', help: Object.values(PhotoColor.wire).join('|'), choices: wireChoices(PhotoColor), parse: wireValue(PhotoColor) },
    orientation,
  ],
  positionals: [{ name: 'QUERY', field: 'query', required: true, help: 'what to search for' }],
  run: (input, options, context) => runSearch({ source: 'unsplash', params: input as UnsplashSearchParamsInput }, options, context),
}

export const unsplashRandomCommand: CliCommand<CliContext> = {
  words: ['unsplash', 'random'],
  usage: 'tapestry unsplash random [options]',
  summary: 'One random Unsplash photo, as its full record.',
  sends: true,
  json: "the photo's record, with Unsplash's own field names, plus resolution and aspect_ratio",
  examples: [{ what: 'A random landscape photo of mountains', line: 'tapestry unsplash random --query mountains --orientation landscape' }],
  flags: [
    collections,
    { flag: 'topics', field: 'topics', value: 'a,b', help: 'topic ids', parse: commaList },
    { flag: 'username', field: 'username', value: 'U', help: "only this photographer's photos" },
    { flag: 'query', field: 'query', value: 'Q', help: 'only matching photos (not with collections or topics)' },
    orientation,
    contentFilter,
  ],
  positionals: [],
  run: async (input, options, context) => {
    if (options.dryRun) return planResult(context.service.planOperation('randomPhoto', input as UnsplashRandomParamsInput))
    return photoResult((await context.service.operation('randomPhoto', input as UnsplashRandomParamsInput)).photo)
  },
}

export const unsplashPhotoCommand: CliCommand<CliContext> = {
  words: ['unsplash', 'photo'],
  usage: 'tapestry unsplash photo ID [options]',
  summary: 'One Unsplash photo by id, as its full record.',
  flags: [],
  positionals: [{ name: 'ID', field: 'id', required: true, help: "the photo's id, as in its address (unsplash.com/photos/ID)" }],
  sends: true,
  json: "the photo's record, with Unsplash's own field names, plus resolution and aspect_ratio",
  examples: [{ what: 'One photo, as JSON', line: 'tapestry unsplash photo Dwu85P9SOIk --json' }],
  run: async (input, options, context) => {
    if (options.dryRun) return planResult(context.service.planOperation('getPhoto', input as UnsplashPhotoRequestInput))
    return photoResult(await context.service.operation('getPhoto', input as UnsplashPhotoRequestInput))
  },
}
