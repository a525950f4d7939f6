import { generateSeed } from '../../shared/shuffle'
import { Category, Color, FileType, Order, Purity, Sort, TopRange } from './enums'
import { createWallhavenSearchParams } from './params'
import { ValidationError } from '../../shared/errors'
import { FlagValueError, commaList, wholeNumber, wireChoices, wireValue, wireValueList, type FlagSpec } from '../../main/cli/args'
import type { CliCommand } from '../../main/cli/run'
import type { CliContext } from '../../main/cli/context'
import { LISTING_JSON, runSearch } from '../../main/cli/commands/search-output'

function fileType(text: string) {
  return wireValue(FileType)(`type:${text.trim()}`)
}

function onOff(text: string): boolean {
  if (text === 'on') return true
  if (text === 'off') return false
  throw new FlagValueError('must be on or off')
}

function paletteColours(text: string) {
  return wireValueList(Color)(
    commaList(text)
      .map((colour) => colour.replace(/^#/, '').toLowerCase())
      .join(','),
  )
}

const FLAGS: readonly FlagSpec[] = [
  { flag: 'query', field: 'query', value: 'Q', help: 'search text: words, +must -exclude, @user, id:N' },
  { flag: 'categories', field: 'categories', value: 'LIST', help: 'general,anime,people (default all)', choices: wireChoices(Category), parse: wireValueList(Category) },
  { flag: 'purity', field: 'purity', value: 'LIST', help: 'sfw,sketchy,nsfw (default sfw; nsfw needs an API key)', choices: wireChoices(Purity), parse: wireValueList(Purity) },
  { flag: 'sorting', field: 'sorting', value: 'S', help: 'date_added|relevance|random|views|favorites|toplist|hot', choices: wireChoices(Sort), parse: wireValue(Sort) },
  { flag: 'order', field: 'order', value: 'O', help: 'desc|asc', choices: wireChoices(Order), parse: wireValue(Order) },
  { flag: 'top-range', field: 'top_range', value: 'R', help: '1d|3d|1w|1M|3M|6M|1y (with --sorting toplist)', choices: wireChoices(TopRange), parse: wireValue(TopRange) },
  { flag: 'atleast', field: 'atleast', value: 'WxH', help: 'minimum resolution' },
  { flag: 'resolutions', field: 'resolutions', value: 'WxH,...', help: 'exact resolutions', parse: commaList },
  { flag: 'ratios', field: 'ratios', value: 'R,...', help: 'aspect ratios: 16x9, 21:9, landscape, portrait', parse: commaList },
  { flag: 'colors', field: 'colors', value: 'HEX,...', help: 'palette colours, e.g. 0066cc', parse: paletteColours },
  { flag: 'page', field: 'page', value: 'N', help: 'page number, from 1', parse: wholeNumber },
  { flag: 'seed', field: 'seed', value: 'XXXXXX', help: 'six letters or digits (with --sorting random)' },
  { flag: 'file-type', field: 'file_type', value: 'png|jpg', help: 'only PNG or only JPEG files', choices: ['png', 'jpg'], parse: fileType },
  { flag: 'like', field: 'like', value: 'ID', help: 'wallpapers similar to this one' },
  { flag: 'ai-art-filter', field: 'ai_art_filter', value: 'on|off', help: 'on hides AI art', choices: ['on', 'off'], parse: onOff },
]

export const wallhavenSearchCommand: CliCommand<CliContext> = {
  words: ['wallhaven', 'search'],
  usage: 'tapestry wallhaven search [options]',
  summary: 'Search Wallhaven.',
  flags: FLAGS,
  positionals: [],
  sends: true,
  json: `${LISTING_JSON}; items are cards, seed is the random order's`,
  examples: [
    { what: 'Landscapes at least 1440p, the most viewed first', line: 'tapestry wallhaven search --query "mountain lake" --atleast 2560x1440 --sorting views' },
    { what: 'The second page of the month\'s top list, as JSON', line: 'tapestry wallhaven search --sorting toplist --top-range 1M --page 2 --json' },
    { what: 'The request it would send, without sending it', line: 'tapestry wallhaven search --query nature --dry-run' },
  ],
  run: (input, options, context) =>
    runSearch({ source: 'wallhaven', params: createWallhavenSearchParams(input) }, options, context),
}

export const wallhavenShuffleCommand: CliCommand<CliContext> = {
  words: ['wallhaven', 'shuffle'],
  usage: 'tapestry wallhaven shuffle [options]',
  summary: 'Search Wallhaven in a new random order (the same filters as search); the seed is printed so the order can be reproduced.',
  flags: FLAGS,
  positionals: [],
  sends: true,
  json: LISTING_JSON,
  examples: [
    { what: 'A random order of anime wallpapers', line: 'tapestry wallhaven shuffle --categories anime' },
    { what: 'The same order again, page 2 (with the seed it printed)', line: 'tapestry wallhaven search --sorting random --seed Ab12Cd --page 2' },
  ],
  run: (input, options, context) => {
    if (input['sorting'] !== undefined && input['sorting'] !== 'RANDOM') {
      throw new ValidationError([{ field: 'sorting', message: 'shuffle always sorts randomly; leave --sorting out' }])
    }
    if (input['seed'] !== undefined) {
      throw new ValidationError([
        { field: 'seed', message: 'shuffle picks a new seed; to repeat an order use "wallhaven search --sorting random --seed XXXXXX"' },
      ])
    }
    const params = createWallhavenSearchParams({ ...input, sorting: 'RANDOM', seed: generateSeed() })
    return runSearch({ source: 'wallhaven', params }, options, context)
  },
}
