import { ValidationError } from '../../../shared/errors'
import { resolutionLabel, type MediaItem } from '../../../shared/media'
import { checkLocalImage } from '../../core/local-image'
import type { CliCommand, CommandResult } from '../run'
import type { CliContext } from '../context'
import { checkedDisplay, displayFlag, where } from '../display-flag'
import { terminalSafe } from '../format'
import { itemArgument, lookUpItem, planItemLookup } from '../item-argument'
import { planResult } from './search-output'

const display = displayFlag('the display to set: its number in the desktop’s own list, its name (HDMI-1), or all (default)')

function setResult(item: MediaItem, result: { libraryId: string; setAt: string }, target: string): CommandResult {
  return {
    json: { ...result, display: target, item },
    text: `Set "${terminalSafe(item.title)}" (${item.source} ${terminalSafe(item.id)}, ${resolutionLabel(item)}) as the wallpaper ${where(target)}.${item.author ? ` By ${terminalSafe(item.author.name)}.` : ''}`,
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
    const asked = (input['display'] as string | undefined) ?? 'all'
    if (typeof input['file'] === 'string') {
      if (input['source'] !== undefined) throw new ValidationError([{ field: 'file', message: 'takes no SOURCE or ID' }])
      const path = await checkLocalImage(input['file'], process.cwd())
      const target = await checkedDisplay(asked, context, { sets: true })
      if (options.dryRun) return { json: { set: path, display: target }, text: `Would set ${path} ${where(target)}.` }
      const setter = await (await context.app()).wallpaper()
      await setter.set(path, { display: target })
      return { json: { file: path, display: target, backend: setter.backend.id }, text: `Set ${path} as the wallpaper ${where(target)}.` }
    }
    const named = itemArgument(input)
    if (!named) throw new ValidationError([{ field: 'SOURCE', message: 'must be wallhaven, unsplash or reddit' }, { field: 'ID', message: 'is required' }])
    // Before the item is looked up or downloaded: a display that is not there is the person's mistake, not the desktop's.
    const on = await checkedDisplay(asked, context, { sets: true })
    const app = await context.app()
    if (options.dryRun) return planResult(planItemLookup(app.clients, named))
    const item = await lookUpItem(app.clients, named)
    return setResult(item, await app.actions.setWallpaper(item, { display: on }), on)
  },
}

export const nextCommand: CliCommand<CliContext> = {
  words: ['next'],
  usage: 'tapestry next',
  summary: 'One rotation step with the saved rotation settings: a new random wallpaper.',
  flags: [],
  positionals: [],
  run: async (_input, options, context) => {
    const app = await context.app()
    if (options.dryRun) return planResult(await app.planRotationStep())
    const { item, result } = await app.rotationStep()
    return setResult(item, result, app.settings.get().rotation.display)
  },
}
