import type { RedditListingParamsInput } from '../../../shared/sources/reddit/listing-params'
import { CommunitySort, CommunityTimeFilter, MediaTypeFilter } from '../../../shared/sources/reddit/enums'
import { wholeNumber, wireValue } from '../args'
import type { CliContext } from '../context'
import type { CliCommand } from '../run'
import { runSearch } from './search-output'

export const redditListCommand: CliCommand<CliContext> = {
  words: ['reddit', 'list'],
  usage: 'tapestry reddit list COMMUNITY[+COMMUNITY...] [--sort hot|new|top|rising|controversial] [--time hour|day|week|month|year|all] [--limit N] [--after t3_ID] [--media any|image|gif|video] [--nsfw]',
  summary: 'List the media posts of one or several communities.',
  flags: [
    { flag: 'sort', field: 'sort', value: 'S', help: 'hot|new|top|rising|controversial (default hot)', parse: wireValue(CommunitySort) },
    { flag: 'time', field: 'time_filter', value: 'T', help: 'hour|day|week|month|year|all (top and controversial)', parse: wireValue(CommunityTimeFilter) },
    { flag: 'limit', field: 'limit', value: 'N', help: 'posts a page, 1 to 100 (default 25)', parse: wholeNumber },
    { flag: 'after', field: 'after', value: 't3_ID', help: 'continue after this post (from the previous page)' },
    { flag: 'media', field: 'media_type', value: 'M', help: 'any|image|gif|video (default any)', parse: wireValue(MediaTypeFilter) },
    { flag: 'nsfw', field: 'include_nsfw', help: 'include posts marked NSFW' },
  ],
  positionals: [{ name: 'COMMUNITY', field: 'communities', required: true }],
  run: (input, options, context) => runSearch({ source: 'reddit', params: input as RedditListingParamsInput }, options, context),
}
