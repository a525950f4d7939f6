import { resolve } from 'node:path'
import { TapestryError, ValidationError } from '../../../shared/errors'
import { MediaSourceSchema, resolutionLabel, type MediaItem } from '../../../shared/media'
import type { CliCommand, CommandResult } from '../run'
import type { CliContext } from '../context'
import { checkedDisplay, displayFlag, where } from '../display-flag'
import { terminalSafe } from '../format'
import { SOURCE_NAMES, itemArgument } from '../item-argument'
import { operate } from '../operate'
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
  usage: 'tapestry set SOURCE ID [options]\ntapestry set --file PATH [options]',
  summary: 'Download an item (or take a local image), set it as the wallpaper, record it and credit its author.',
  flags: [display, { flag: 'file', field: 'file', value: 'PATH', help: 'set a local image file instead' }],
  positionals: [
    { name: 'SOURCE', field: 'source', required: false, help: SOURCE_NAMES, choices: MediaSourceSchema.options },
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
      const app = await context.app()
      const set = await operate(app, 'wallpaper.setFile', { file: resolve(process.cwd(), input['file']), display: asked })
      return { json: set, text: `Set ${set.file} as the wallpaper ${where(set.display)}.` }
    }
    const named = itemArgument(input)
    if (!named) throw new ValidationError([{ field: 'SOURCE', message: `must be ${SOURCE_NAMES}` }, { field: 'ID', message: 'is required' }])
    // Before the item is looked up or downloaded: a display that is not there is the person's mistake, not the desktop's.
    const on = await checkedDisplay(asked, context, { sets: true })
    const app = await context.app()
    if (options.dryRun) return planResult(await operate(app, 'library.itemPlan', named))
    // Asked of its source, as the window's card was (a Wallhaven record is kept, so setting it asks nothing more).
    const item = await operate(app, 'library.item', named)
    if (item === null) throw new TapestryError('not_found', `${named.source} ${named.id} was not found.`)
    return setResult(item, await operate(app, 'setWallpaper', { item, display: on }), on)
  },
}

export const nextCommand: CliCommand<CliContext> = {
  words: ['next'],
  usage: 'tapestry next [options]',
  summary: "One rotation step with the saved rotation settings, as the tray's Next runs it: a new wallpaper, and the next change counted from now.",
  flags: [],
  positionals: [],
  sends: true,
  json: '{libraryId, setAt, display, item, note}',
  examples: [
    { what: 'A new wallpaper now', line: 'tapestry next' },
    { what: 'Every hour from cron (crontab -e), with the session the desktop needs', line: '0 * * * * DISPLAY=:0 DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/1000/bus tapestry next' },
  ],
  run: async (_input, options, context) => {
    const app = await context.app()
    if (options.dryRun) return planResult(await operate(app, 'rotation.plan', undefined))
    const rotation = await operate(app, 'rotation.next', undefined)
    // The step ran through the scheduler, which keeps a failure as the status's lastError: said as the error it was.
    if (rotation.lastError !== null) throw new TapestryError(rotation.lastError.kind, rotation.lastError.message)
    if (rotation.current === null || rotation.lastSet === null) throw new TapestryError('wallpaper', 'The rotation step finished without setting a picture.')
    const { display } = (await operate(app, 'settings.get', undefined)).rotation
    const result = setResult(rotation.current, rotation.lastSet, display)
    return { json: { ...(result.json as object), note: rotation.note }, text: rotation.note ? `${result.text}\n${terminalSafe(rotation.note)}` : result.text }
  },
}
