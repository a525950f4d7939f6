import { PhotoColor, PhotoContentFilter, PhotoOrderBy, PhotoOrientation } from '../../../shared/sources/unsplash/enums'
import type { UnsplashPhotoRequestInput } from '../../../shared/sources/unsplash/photo-id'
import type { UnsplashRandomParamsInput } from '../../../shared/sources/unsplash/random-params'
import { withDerivedFields, type UnsplashFullPhoto } from '../../../shared/sources/unsplash/records'
import type { UnsplashSearchParamsInput } from '../../../shared/sources/unsplash/search-params'
import { commaList, wholeNumber, wireValue, type FlagSpec } from '../args'
import type { CliContext } from '../context'
import { formatRecord } from '../format'
import type { CliCommand, CommandResult } from '../run'
import { planResult, runSearch } from './search-output'

const orientation: FlagSpec = {
  flag: 'orientation',
  field: 'orientation',
  value: 'O',
  help: 'landscape|portrait|squarish',
  parse: wireValue(PhotoOrientation),
}
const contentFilter: FlagSpec = {
  flag: 'content-filter',
  field: 'content_filter',
  value: 'low|high',
  help: 'safety level (default low)',
  parse: wireValue(PhotoContentFilter),
}
const collections: FlagSpec = { flag: 'collections', field: 'collections', value: 'a,b', help: 'collection ids', parse: commaList }

/** The record with the seed's field names plus `resolution` and `aspect_ratio` (design §5). */
function photoResult(photo: UnsplashFullPhoto): CommandResult {
  const record = withDerivedFields(photo)
  return { json: record, text: formatRecord(record) }
}

export const unsplashSearchCommand: CliCommand<CliContext> = {
  words: ['unsplash', 'search'],
  usage: 'tapestry unsplash search QUERY [--page N] [--per-page N] [--order-by relevant|latest] [--collections a,b] [--content-filter low|high] [--color C] [--orientation O]',
  summary: 'Search Unsplash photos.',
  flags: [
    { flag: 'page', field: 'page', value: 'N', help: 'page number, from 1', parse: wholeNumber },
    { flag: 'per-page', field: 'per_page', value: 'N', help: 'results a page, 1 to 30 (default 10)', parse: wholeNumber },
    { flag: 'order-by', field: 'order_by', value: 'O', help: 'relevant|latest', parse: wireValue(PhotoOrderBy) },
    collections,
    contentFilter,
    { flag: 'color', field: 'color', value: 'C', help: Object.values(PhotoColor.wire).join('|'), parse: wireValue(PhotoColor) },
    orientation,
  ],
  positionals: [{ name: 'QUERY', field: 'query', required: true }],
  run: (input, options, context) => runSearch({ source: 'unsplash', params: input as UnsplashSearchParamsInput }, options, context),
}

export const unsplashRandomCommand: CliCommand<CliContext> = {
  words: ['unsplash', 'random'],
  usage: 'tapestry unsplash random [--collections a,b] [--topics a,b] [--username U] [--query Q] [--orientation O] [--content-filter low|high]',
  summary: 'One random Unsplash photo, as its full record.',
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
    if (options.dryRun) return planResult(context.service.planRandomPhoto(input as UnsplashRandomParamsInput))
    return photoResult((await context.service.randomPhoto(input as UnsplashRandomParamsInput)).photo)
  },
}

export const unsplashPhotoCommand: CliCommand<CliContext> = {
  words: ['unsplash', 'photo'],
  usage: 'tapestry unsplash photo ID',
  summary: 'One Unsplash photo by id, as its full record.',
  flags: [],
  positionals: [{ name: 'ID', field: 'id', required: true }],
  run: async (input, options, context) => {
    if (options.dryRun) return planResult(context.service.planGetPhoto(input as UnsplashPhotoRequestInput))
    return photoResult(await context.service.getPhoto(input as UnsplashPhotoRequestInput))
  },
}
