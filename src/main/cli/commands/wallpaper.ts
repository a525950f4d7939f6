import { stat } from 'node:fs/promises'
import { resolve } from 'node:path'
import { TapestryError, ValidationError } from '../../../shared/errors'
import { resolutionLabel, type MediaItem } from '../../../shared/media'
import { checkLocalImage } from '../../core/actions/local-image'
import type { CliCommand, CommandResult } from '../run'
import type { CliContext } from '../context'
import { checkedDisplay, displayFlag, where } from '../display-flag'
import { terminalSafe } from '../format'
import { itemArgument, planItemLookup } from '../item-argument'
import { operate } from '../operate'
import { planResult } from './search-output'

const display = displayFlag('the display to set: its number in the desktop’s own list, its name (HDMI-1), or all (default)')

/**
 * The image `--file` names, checked as the core checks it, but said of the file in plain words: "The
 * file /home/me/x.jpg does not exist." rather than "--file: cannot be read".
 */
async function localImage(file: string): Promise<string> {
  const path = resolve(process.cwd(), file)
  // The core's sentences may already begin with the path: it is said once.
  const refuse = (message: string) => new ValidationError([{ field: '', message: `The file ${path} ${message.startsWith(path) ? message.slice(path.length).trimStart() : message}.` }])
  const missing = await stat(path).then(
    () => false,
    (error: NodeJS.ErrnoException) => error.code === 'ENOENT' || error.code === 'ENOTDIR',
  )
  if (missing) throw refuse('does not exist')
  try {
    return await checkLocalImage(path, process.cwd())
  } catch (error) {
    if (!(error instanceof ValidationError) || !error.issues.every((issue) => issue.field === 'file')) throw error
    throw refuse(error.issues.map((issue) => issue.message).join('; '))
  }
}

function setResult(item: MediaItem, result: { libraryId: string; setAt: string }, target: string): CommandResult {
  return {
    json: { ...result, display: target, item },
    text: `Set "${terminalSafe(item.title)}" (${item.source} ${terminalSafe(item.id)}, ${resolutionLabel(item)}) as the wallpaper ${where(target)}.${item.author ? ` By ${terminalSafe(item.author.name)}.` : ''}`,
  }
}

export const setCommand: CliCommand<CliContext> = {
  words: ['set'],
  usage: 'tapestry set SOURCE ID [options]\ntapestry set --file PATH [options]',
  summary: 'Download an item (or take a local image), set it as the wallpaper, record it and credit its author.',
  flags: [display, { flag: 'file', field: 'file', value: 'PATH', help: 'set a local image file instead' }],
  positionals: [
    { name: 'SOURCE', field: 'source', required: false, help: 'wallhaven, unsplash or reddit', choices: ['wallhaven', 'unsplash', 'reddit'] },
    { name: 'ID', field: 'id', required: false, help: "the item's id at its source (as searches list it)" },
  ],
  sends: true,
  json: '{libraryId, setAt, display, item}',
  examples: [
    { what: 'A Wallhaven wallpaper on every display', line: 'tapestry set wallhaven 94x38z' },
    { what: 'An Unsplash photo on display 2 only', line: 'tapestry set unsplash Dwu85P9SOIk --display 2' },
    { what: 'A picture of your own', line: 'tapestry set --file ~/Pictures/lake.jpg' },
    { what: 'The request that would fetch it, without sending it', line: 'tapestry set wallhaven 94x38z --dry-run' },
  ],
  run: async (input, options, context) => {
    const asked = (input['display'] as string | undefined) ?? 'all'
    if (typeof input['file'] === 'string') {
      if (input['source'] !== undefined) throw new ValidationError([{ field: 'file', message: 'takes no SOURCE or ID' }])
      if (options.dryRun) throw new ValidationError([{ field: '--dry-run', message: 'set --file sends no request, so there is nothing to show instead; leave --dry-run out' }])
      const path = await localImage(input['file'])
      const target = await checkedDisplay(asked, context, { sets: true })
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
    // Asked of its source, as the window's card was (a Wallhaven record is kept, so setting it asks nothing more).
    const item = await operate(app, 'library.item', named)
    if (item === null) throw new TapestryError('not_found', `${named.source} ${named.id} was not found.`)
    return setResult(item, await operate(app, 'setWallpaper', { item, display: on }), on)
  },
}

export const nextCommand: CliCommand<CliContext> = {
  words: ['next'],
  usage: 'tapestry next [options]',
  summary: 'One rotation step with the saved rotation settings: a new random wallpaper.',
  flags: [],
  positionals: [],
  sends: true,
  json: '{libraryId, setAt, display, item}',
  examples: [
    { what: 'A new wallpaper now', line: 'tapestry next' },
    { what: 'Every hour from cron (crontab -e), with the session the desktop needs', line: '0 * * * * DISPLAY=:0 DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/1000/bus tapestry next' },
  ],
  run: async (_input, options, context) => {
    const app = await context.app()
    if (options.dryRun) return planResult(await app.planRotationStep())
    const { item, result } = await app.rotationStep()
    return setResult(item, result, app.settings.get().rotation.display)
  },
}
