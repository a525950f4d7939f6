import { ValidationError } from '../../../shared/errors'
import { DisplayTargetSchema } from '../../../shared/ipc'
import { FlagValueError } from '../args'
import { MediaSourceSchema, type MediaItem } from '../../../shared/media'
import { checkLocalImage } from '../../core/local-image'
import type { CliCommand, CommandResult } from '../run'
import type { CliContext } from '../context'
import { terminalSafe } from '../format'
import { planResult } from './search-output'

const display = {
  flag: 'display',
  field: 'display',
  value: 'N|NAME|all',
  help: 'the display to set: its number in the desktop’s own list, its name (HDMI-1), or all (default)',
  // Checked with the rest of the command line, before anything is downloaded or set.
  parse: (text: string) => {
    const checked = DisplayTargetSchema.safeParse(text)
    if (!checked.success) throw new FlagValueError('must be "all" or a display’s number or name (at most 64 characters, no control characters or spaces at either end)')
    return checked.data
  },
}

/**
 * `--display N` counts in the desktop's own list; the app sizes the download for, and the history
 * records, a display by the desktop's name for it. A number the desktop does not list is left for
 * the wallpaper layer to refuse with the list it has.
 */
async function displayByName(target: string, context: CliContext): Promise<string> {
  if (!/^\d+$/.test(target)) return target
  const listed = await (await context.app.wallpaper()).displays()
  return listed.find((display) => display.id === Number(target))?.name ?? target
}

function where(target: string): string {
  return target === 'all' ? 'on all displays' : `on display ${target}`
}

function setResult(item: MediaItem, result: { libraryId: string; setAt: string }, target: string): CommandResult {
  return {
    json: { ...result, display: target, item },
    text: `Set "${terminalSafe(item.title)}" (${item.source} ${terminalSafe(item.id)}, ${item.resolution}) as the wallpaper ${where(target)}.${item.author ? ` By ${terminalSafe(item.author.name)}.` : ''}`,
  }
}

export const setCommand: CliCommand<CliContext> = {
  words: ['set'],
  usage: 'tapestry set SOURCE ID [--display N|NAME|all]  |  tapestry set --file PATH [--display N|NAME|all]',
  summary: 'Download an item (or take a local image), set it as the wallpaper, record it and credit its author.',
  flags: [display, { flag: 'file', field: 'file', value: 'PATH', help: 'set a local image file instead' }],
  positionals: [
    { name: 'SOURCE', field: 'source', required: false },
    { name: 'ID', field: 'id', required: false },
  ],
  run: async (input, options, context) => {
    const target = (input['display'] as string | undefined) ?? 'all'
    if (typeof input['file'] === 'string') {
      if (input['source'] !== undefined) throw new ValidationError([{ field: 'file', message: 'takes no SOURCE or ID' }])
      const path = await checkLocalImage(input['file'], process.cwd())
      if (options.dryRun) return { json: { set: path, display: target }, text: `Would set ${path} ${where(target)}.` }
      const setter = await context.app.wallpaper()
      await setter.set(path, { display: target })
      return { json: { file: path, display: target, backend: setter.backend.id }, text: `Set ${path} as the wallpaper ${where(target)}.` }
    }
    const source = MediaSourceSchema.safeParse(input['source'])
    const issues = []
    if (!source.success) issues.push({ field: 'SOURCE', message: 'must be wallhaven, unsplash or reddit' })
    if (typeof input['id'] !== 'string') issues.push({ field: 'ID', message: 'is required' })
    if (issues.length > 0) throw new ValidationError(issues)
    const id = input['id'] as string
    const { clients } = context.app
    if (options.dryRun) {
      if (source.data === 'wallhaven') return planResult(clients.wallhaven.planWallpaper(id))
      if (source.data === 'unsplash') return planResult(clients.unsplash.planPhoto(id))
      return planResult(clients.reddit.planItem(id))
    }
    const item =
      source.data === 'wallhaven'
        ? (await clients.wallhaven.wallpaper(id)).item
        : source.data === 'unsplash'
          ? (await clients.unsplash.photo(id)).item
          : await clients.reddit.item(id)
    const named = await displayByName(target, context)
    return setResult(item, await context.app.actions.setWallpaper(item, { display: named }), named)
  },
}

export const nextCommand: CliCommand<CliContext> = {
  words: ['next'],
  usage: 'tapestry next',
  summary: 'One rotation step with the saved rotation settings: a new random wallpaper.',
  flags: [],
  positionals: [],
  run: async (_input, options, context) => {
    if (options.dryRun) return planResult(await context.app.planRotationStep())
    const { item, result } = await context.app.rotationStep()
    return setResult(item, result, context.app.settings.get().rotation.display)
  },
}
