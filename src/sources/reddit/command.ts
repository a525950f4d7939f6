import type { RedditListingParamsInput } from './params'
import { CommunitySort, CommunityTimeFilter, MediaTypeFilter } from './enums'
import { wholeNumber, wireChoices, wireValue } from '../../main/cli/args'
import type { CliContext } from '../../main/cli/context'
import type { CliCommand } from '../../main/cli/run'
import { LISTING_JSON, runSearch } from '../../main/cli/commands/search-output'

export const redditListCommand: CliCommand<CliContext> = {
  words: ['reddit', 'list'],
  usage: 'tapestry reddit list COMMUNITY[+COMMUNITY...] [options]',
  summary: 'List the media posts of one or several communities.',
  sends: true,
  json: LISTING_JSON,
  examples: [
    { what: 'The top pictures of the week in two communities', line: 'tapestry reddit list EarthPorn+wallpapers --sort top --time week --media image' },
    { what: 'The page after that (with the "after" it printed)', line: 'tapestry reddit list EarthPorn+wallpapers --sort top --time week --after t3_1abcde' },
  ],
  flags: [
    { flag: 'sort', field: 'sort', value: 'S', help: 'hot|new|top|rising|controversial (default hot)', choices: wireChoices(CommunitySort), parse: wireValue(CommunitySort) },
    { flag: 'time', field: 'time_filter', value: 'T', help: 'hour|day|week|month|year|all (top and controversial)', choices: wireChoices(CommunityTimeFilter), parse: wireValue(CommunityTimeFilter) },
    { flag: 'limit', field: 'limit', value: 'N', help: 'posts a page, 1 to 100 (default 25)', parse: wholeNumber },
    { flag: 'after', field: 'after', value: 't3_ID', help: 'continue after this post (from the previous page)' },
    { flag: 'media', field: 'media_type', value: 'M', help: 'any|image|gif|video (default any)', choices: wireChoices(MediaTypeFilter), parse: wireValue(MediaTypeFilter) },
    { flag: 'nsfw', field: 'include_nsfw', help: 'include posts marked NSFW' },
  ],
  positionals: [{ name: 'COMMUNITY', field: 'communities', required: true, help: 'one community, or several joined with +' }],
  run: (input, options, context) => runSearch({ source: 'reddit', params: input as RedditListingParamsInput }, options, context),
}
