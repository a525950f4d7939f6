// `tapestry folders add|remove|list`: the person's own folders of pictures, the same list the app's
// Settings show (settings.json) with the same index (the library database). `add` scans the folder
// before it answers, so the count it prints is what the folder holds, and what it left out and why.
import { resolve } from 'node:path'
import type { LocalFolderStatus } from '../../../shared/local-folders'
import { normalFolder } from '../../core/local-folders/folder-to-add'
import type { CliContext } from '../context'
import { formatTable } from '../format'
import type { CliCommand, CommandResult } from '../run'

const folderPath = { name: 'PATH', field: 'path', required: true, parse: (text: string) => normalFolder(resolve(process.cwd(), text)) }

function count(images: number): string {
  return `${images.toLocaleString('en-US')} picture${images === 1 ? '' : 's'}`
}

function state(folder: LocalFolderStatus): string {
  // The note says which: gone (an unplugged disk) or shut (its permissions), see local-folders.ts.
  if (!folder.available) return folder.note?.includes(' cannot be read (') ? 'cannot be read' : 'cannot be reached'
  if (folder.scanning) return 'scanning'
  return folder.skipped > 0 ? `ok, ${folder.skipped.toLocaleString('en-US')} skipped` : 'ok'
}

function table(folders: readonly LocalFolderStatus[]): string {
  if (folders.length === 0) return 'No folders yet. Add one with: tapestry folders add PATH'
  return formatTable(
    ['PICTURES', 'STATE', 'FOLDER'],
    folders.map((folder) => [folder.images.toLocaleString('en-US'), state(folder), folder.path]),
    [10, 18, 200],
  )
}

export const foldersAddCommand: CliCommand<CliContext> = {
  words: ['folders', 'add'],
  usage: 'tapestry folders add PATH',
  summary: 'Add a folder of your own pictures (searched by their bytes: JPEG, PNG, WebP, GIF) and index it.',
  flags: [],
  positionals: [folderPath],
  run: async (input, options, context): Promise<CommandResult> => {
    const path = input['path'] as string
    if (options.dryRun) return { json: { add: path }, text: `Would add ${path}.` }
    const folders = await (await context.app()).localFolders.add(path)
    const added = folders.find((folder) => folder.path === path)
    const found = added === undefined ? '' : added.available ? `: ${count(added.images)}` : `, which cannot be reached now`
    // What the scan left out (or why the folder cannot be used) follows on a line of its own.
    const note = added?.note ? `\n${added.note}` : ''
    return { json: { added: path, folders }, text: `Added ${path}${found}.${note}` }
  },
}

export const foldersRemoveCommand: CliCommand<CliContext> = {
  words: ['folders', 'remove'],
  usage: 'tapestry folders remove PATH',
  summary: 'Forget a folder and its index; its pictures stay where they are.',
  flags: [],
  positionals: [folderPath],
  run: async (input, options, context): Promise<CommandResult> => {
    const path = input['path'] as string
    if (options.dryRun) return { json: { remove: path }, text: `Would remove ${path}.` }
    const { localFolders } = await context.app()
    const wasAdded = (await localFolders.list()).some((folder) => folder.path === path)
    const folders = await localFolders.remove(path)
    return {
      json: { removed: wasAdded ? path : null, folders },
      text: wasAdded ? `Removed ${path}. Its pictures are where they were.` : `${path} was not one of your folders; nothing changed.`,
    }
  },
}

export const foldersListCommand: CliCommand<CliContext> = {
  words: ['folders', 'list'],
  usage: 'tapestry folders list',
  summary: 'Your folders, with how many pictures each holds and whether it can be reached.',
  flags: [],
  positionals: [],
  run: async (_input, _options, context): Promise<CommandResult> => {
    const folders = await (await context.app()).localFolders.list()
    const notes = folders.flatMap((folder) => (folder.note === null ? [] : [folder.note]))
    return { json: { folders }, text: [table(folders), ...notes].join('\n') }
  },
}
