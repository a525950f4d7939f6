// `tapestry favourite`, `block`, `history` and `favourites`: the library from the command line.
// Favourite and block act on the wallpaper showing now, or on the item SOURCE ID names; a block
// of a picture on show moves rotation on from it, as the tray's "Block this wallpaper" does.
import { z } from 'zod'
import { ValidationError } from '../../../shared/errors'
import { MediaSourceSchema, type MediaItem } from '../../../shared/media'
import { parseOrThrow } from '../../../shared/validation'
import type { RotationStatus } from '../../../shared/ipc'
import { PAGE_SIZE_MAX, type Blocked, type Favourite } from '../../../shared/library'
import { TapestryError } from '../../core/errors/errors'
import { creditLine } from '../../core/library/credit'
import { displaysShowing, pictureMeant } from '../../core/actions/showing-now'
import { wholeNumber, type FlagSpec, type PositionalSpec } from '../args'
import type { CliContext } from '../context'
import { checkedDisplay, displayFlag, where } from '../display-flag'
import { formatMediaTable, formatTable, terminalSafe } from '../format'
import { SOURCE_NAMES, itemArgument, type ItemArgument } from '../item-argument'
import { operate } from '../operate'
import type { CliCommand, CommandResult } from '../run'
import { cliLocale, formatMinute, type CliLocale } from '../locale'
import { LISTING_JSON, nextHint, planResult, type NextPage } from './search-output'

const ITEM_POSITIONALS: readonly PositionalSpec[] = [
  { name: 'SOURCE', field: 'source', required: false, help: SOURCE_NAMES, choices: MediaSourceSchema.options },
  { name: 'ID', field: 'id', required: false, help: "the item's id at its source (as searches list it)" },
]

const thisDisplay = displayFlag('the wallpaper on this display (its number or name), or all: the one set on all; default: the one showing everywhere, or the primary display’s')

function named(item: Pick<MediaItem, 'source' | 'id' | 'title'>): string {
  return `"${terminalSafe(item.title)}" (${item.source} ${terminalSafe(item.id)})`
}

/** SOURCE ID, or --display for the wallpaper showing now: not both. */
function itemOrDisplay(input: Record<string, unknown>): ItemArgument | null {
  const item = itemArgument(input)
  if (item && input['display'] !== undefined) throw new ValidationError([{ field: 'display', message: 'chooses the wallpaper showing now; leave it out with SOURCE ID' }])
  return item
}

/** The card of SOURCE ID: the library's when it has one (nothing is sent), else the source's. */
async function cardOf(item: ItemArgument, context: CliContext): Promise<MediaItem> {
  const card = await operate(await context.app(), 'library.item', item)
  if (card === null) throw new TapestryError('not_found', `${item.source} ${terminalSafe(item.id)} was not found.`)
  return card
}

/** The card of SOURCE ID only if the library has it: a dry run sends nothing to find it. */
async function knownCard(item: ItemArgument, context: CliContext): Promise<MediaItem | null> {
  return operate(await context.app(), 'library.item', { ...item, libraryOnly: true })
}

/** What the library records as showing on each display. */
async function showing(context: CliContext) {
  return operate(await context.app(), 'library.showing', undefined)
}

/** The wallpaper showing now that a command without SOURCE ID means. */
async function pictureShowing(input: Record<string, unknown>, context: CliContext) {
  const asked = input['display'] as string | undefined
  const display = asked === undefined ? undefined : await checkedDisplay(asked, context)
  const app = await context.app()
  return { display, picture: await pictureMeant(await showing(context), display, () => operate(app, 'displays', undefined)) }
}

function favouriteResult(favourite: Pick<Favourite, 'source' | 'id' | 'item'>): CommandResult {
  return { json: favourite, text: `Added ${named(favourite.item)} to the favourites.` }
}

export const favouriteCommand: CliCommand<CliContext> = {
  words: ['favourite'],
  usage: 'tapestry favourite [SOURCE ID] [options]',
  summary: 'Add the wallpaper showing now (or the item SOURCE ID) to the favourites.',
  // An item not in the library is looked up at its source.
  sends: true,
  examples: [
    { what: 'Keep the wallpaper showing now', line: 'tapestry favourite' },
    { what: 'Keep a search result', line: 'tapestry favourite wallhaven 94x38z' },
  ],
  flags: [thisDisplay],
  positionals: ITEM_POSITIONALS,
  run: async (input, options, context) => {
    const app = await context.app()
    const item = itemOrDisplay(input)
    if (item === null) {
      const { display, picture } = await pictureShowing(input, context)
      if (options.dryRun) return { json: { favourite: picture.item }, text: `Would add ${named(picture.item)} to the favourites.` }
      return favouriteResult(await operate(app, 'library.favouriteCurrent', { display }))
    }
    if (options.dryRun) {
      const known = await knownCard(item, context)
      return known ? { json: { favourite: known }, text: `Would add ${named(known)} to the favourites.` } : planResult(await operate(app, 'library.itemPlan', item))
    }
    const card = await cardOf(item, context)
    return favouriteResult({ ...(await operate(app, 'library.addFavourite', { item: card })), item: card })
  },
}

/**
 * Once blocked, a picture on show has been moved on from (library.blockCurrent, or rotation.next
 * for SOURCE ID): what was set, or the step's failure said with the block in one sentence.
 */
async function movedOn(blocked: Blocked, showedIt: string[], rotation: RotationStatus | null, context: CliContext): Promise<CommandResult> {
  const said = `Blocked ${named(blocked)}: it never shows in searches or rotation again.`
  if (showedIt.length === 0 || rotation === null) return { json: { blocked, displays: showedIt, next: null }, text: said }
  // The block is saved either way; the exit code is the step's, and the sentence says both.
  if (rotation.lastError) throw new TapestryError(rotation.lastError.kind, `Blocked ${named(blocked)}, but the wallpaper could not be changed: ${rotation.lastError.message}`)
  const display = showedIt.length === 1 && showedIt[0] !== undefined ? showedIt[0] : (await operate(await context.app(), 'settings.get', undefined)).rotation.display
  // What that display shows now (a step on one display alone leaves the rotation's `current` as it was).
  const now = await showing(context)
  const onIt = now.find((shown) => shown.display === display) ?? now.find((shown) => shown.display === 'all')
  const item = onIt && !(onIt.item.source === blocked.source && onIt.item.id === blocked.id) ? onIt.item : rotation.current
  if (!item) return { json: { blocked, displays: showedIt, next: { display, item: null } }, text: said }
  return { json: { blocked, displays: showedIt, next: { display, item } }, text: `${said}\nSet ${named(item)} as the wallpaper ${where(display)}.` }
}

export const blockCommand: CliCommand<CliContext> = {
  words: ['block'],
  usage: 'tapestry block [SOURCE ID] [options]',
  summary: 'Never show the wallpaper showing now (or the item SOURCE ID) again, and move on from it.',
  // Moving on is a rotation step, and an item not in the library is looked up at its source.
  sends: true,
  examples: [
    { what: 'Never show the picture on display 2 again, and change it', line: 'tapestry block --display 2' },
    { what: 'Block a search result', line: 'tapestry block reddit t3_1abcde' },
  ],
  flags: [thisDisplay],
  positionals: ITEM_POSITIONALS,
  run: async (input, options, context) => {
    const app = await context.app()
    const item = itemOrDisplay(input)
    if (item === null) {
      const { display, picture } = await pictureShowing(input, context)
      if (options.dryRun) {
        const showedIt = displaysShowing(await showing(context), picture.item)
        return { json: { block: picture.item, displays: showedIt }, text: `Would block ${named(picture.item)} and move on from it.` }
      }
      // As the tray's "Block this wallpaper": blocked, then moved on from through the scheduler.
      const { blocked, displays: showedIt, rotation } = await operate(app, 'library.blockCurrent', { display })
      return movedOn(blocked, showedIt, rotation, context)
    }
    if (options.dryRun) {
      const known = await knownCard(item, context)
      return known ? { json: { block: known, displays: displaysShowing(await showing(context), known) }, text: `Would block ${named(known)}.` } : planResult(await operate(app, 'library.itemPlan', item))
    }
    const card = await cardOf(item, context)
    const blocked = await operate(app, 'library.block', { item: card })
    const showedIt = displaysShowing(await showing(context), card)
    return movedOn(blocked, showedIt, showedIt.length === 0 ? null : await operate(app, 'rotation.next', undefined), context)
  },
}

const PAGE_FLAGS: readonly FlagSpec[] = [
  { flag: 'page', field: 'page', value: 'N', help: 'page number, from 1', parse: wholeNumber },
  { flag: 'per-page', field: 'per_page', value: 'N', help: `entries a page, 1 to ${PAGE_SIZE_MAX} (default 20)`, parse: wholeNumber },
]
const ListPageSchema = z.object({
  page: z.number().int().min(1, 'must be 1 or more').default(1),
  per_page: z.number().int().min(1, `must be from 1 to ${PAGE_SIZE_MAX}`).max(PAGE_SIZE_MAX, `must be from 1 to ${PAGE_SIZE_MAX}`).default(20),
})

function pageRequest(input: Record<string, unknown>) {
  const { page, per_page: limit } = parseOrThrow(ListPageSchema, { page: input['page'], per_page: input['per_page'] })
  return { cursor: (page - 1) * limit, limit, page }
}

/** The library's page (a cursor into it) as a listing prints it: the next page by its --page. */
function listing<Item>(list: { items: Item[]; next: number | null; total: number }, page: number): { items: Item[]; next: NextPage; total: number } {
  return { items: list.items, next: list.next === null ? null : { page: page + 1 }, total: list.total }
}

function footer(list: { items: unknown[]; next: NextPage; total: number }, cursor: number): string {
  const shown = list.items.length === 0 ? `none of ${list.total}` : `${cursor + 1}–${cursor + list.items.length} of ${list.total}`
  return `Showing ${shown}${list.next === null ? '' : ` · ${nextHint(list.next)}`}`
}

/** When a person saw it change, in the local time zone and as the locale writes it (LC_TIME; locale.ts). */
function localMinute(iso: string, locale: CliLocale): string {
  return formatMinute(new Date(iso), locale)
}

export const historyCommand: CliCommand<CliContext> = {
  words: ['history'],
  usage: 'tapestry history [options]',
  summary: 'What was set as the wallpaper, newest first, with its display and credit.',
  json: LISTING_JSON,
  examples: [
    { what: 'The last 20 wallpapers', line: 'tapestry history' },
    { what: 'The second page of what display 1 showed, as JSON', line: 'tapestry history --display 1 --page 2 --json' },
  ],
  flags: [displayFlag('only what was on this display (set on it, or on all displays); default all'), ...PAGE_FLAGS],
  positionals: [],
  run: async (input, _options, context) => {
    const { cursor, limit, page } = pageRequest(input)
    // A name the desktop no longer lists still has its history (a display unplugged since).
    const display = await checkedDisplay((input['display'] as string | undefined) ?? 'all', context, { pastNames: true })
    const history = listing(await operate(await context.app(), 'library.history', { cursor, limit, display }), page)
    if (history.total === 0) return { json: history, text: `Nothing has been set as a wallpaper${display === 'all' ? '' : ` on display ${display}`} yet.` }
    const rows = history.items.map((record) => [
      localMinute(record.setAt, context.locale ?? cliLocale({})),
      record.display,
      record.source,
      record.id,
      record.inLibrary ? record.title : `${record.title} (no longer in the library)`,
      record.item ? creditLine(record.item) : '-',
    ])
    const table = formatTable(['SET', 'DISPLAY', 'SOURCE', 'ID', 'TITLE', 'CREDIT'], rows, [20, 16, 9, 24, 50, 60])
    return { json: history, text: `${table}\n${footer(history, cursor)}` }
  },
}

export const favouritesCommand: CliCommand<CliContext> = {
  words: ['favourites'],
  usage: 'tapestry favourites [options]',
  summary: 'Your favourites, newest first.',
  json: LISTING_JSON,
  examples: [{ what: 'The second page of 50', line: 'tapestry favourites --page 2 --per-page 50' }],
  flags: PAGE_FLAGS,
  positionals: [],
  run: async (input, _options, context) => {
    const { cursor, limit, page } = pageRequest(input)
    const favourites = listing(await operate(await context.app(), 'library.favourites', { cursor, limit }), page)
    if (favourites.total === 0) return { json: favourites, text: 'No favourites yet: add one with "tapestry favourite".' }
    return { json: favourites, text: `${formatMediaTable(favourites.items.map((favourite) => favourite.item))}\n${footer(favourites, cursor)}` }
  },
}
