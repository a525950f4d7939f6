// `tapestry folders add|remove|list`: the person's own folders of pictures, the same list the app's
// Settings show (settings.json) with the same index (the library database). `add` scans the folder
// before it answers, so the count it prints is what the folder holds, and what it left out and why.
import { resolve } from 'node:path'
import { ValidationError } from '../../../shared/errors'
import type { LocalFolderStatus } from '../../../shared/local-folders'
import { normalFolder } from '../../core/local-folders/folder-to-add'
import type { CliContext } from '../context'
import { cliLocale, formatCount, type CliLocale } from '../locale'
import { operate } from '../operate'
import { formatTable } from '../format'
import type { CliCommand, CommandResult } from '../run'

const folderPath = { name: 'PATH', field: 'path', required: true, help: 'the folder (relative to the current folder, or absolute)', parse: (text: string) => normalFolder(resolve(process.cwd(), text)) }

/**
 * The core words a folder it refuses as a field (`path: does not exist`); a person reads a path
 * named in plain words: "The folder /media/pics does not exist."
 */
async function namingTheFolder<T>(path: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (!(error instanceof ValidationError) || !error.issues.every((issue) => issue.field === 'path')) throw error
    // "/home/me/notes.txt is not a folder", not "The folder … is not a folder".
    throw new ValidationError(error.issues.map((issue) => ({ field: '', message: `${issue.message === 'is not a folder' ? path : `The folder ${path}`} ${issue.message}.` })))
  }
}

/** Counts as the locale writes numbers (LC_NUMERIC); the words stay English. */
const localeOf = (context: CliContext): CliLocale => context.locale ?? cliLocale({})

function count(images: number, locale: CliLocale): string {
  return `${formatCount(images, locale)} picture${images === 1 ? '' : 's'}`
}

function state(folder: LocalFolderStatus, locale: CliLocale): string {
  // The note says which: gone (an unplugged disk) or shut (its permissions), see local-folders.ts.
  if (!folder.available) return folder.note?.includes(' cannot be read (') ? 'cannot be read' : 'cannot be reached'
  if (folder.scanning) return 'scanning'
  return folder.skipped > 0 ? `ok, ${formatCount(folder.skipped, locale)} skipped` : 'ok'
}

function table(folders: readonly LocalFolderStatus[], locale: CliLocale): string {
  if (folders.length === 0) return 'No folders yet. Add one with: tapestry folders add PATH'
  return formatTable(
    ['PICTURES', 'STATE', 'FOLDER'],
    folders.map((folder) => [formatCount(folder.images, locale), state(folder, locale), folder.path]),
    [10, 18, 200],
  )
}

export const foldersAddCommand: CliCommand<CliContext> = {
  words: ['folders', 'add'],
  usage: 'tapestry folders add PATH',
  summary: 'Add a folder of your own pictures (searched by their bytes: JPEG, PNG, WebP, GIF) and index it.',
  flags: [],
  positionals: [folderPath],
  json: '{added, folders}: added is null when the folder was already one of yours',
  examples: [{ what: 'Use your Pictures folder in searches and rotation', line: 'tapestry folders add ~/Pictures' }],
  run: async (input, _options, context): Promise<CommandResult> => {
    const path = input['path'] as string
    const app = await context.app()
    const already = (await operate(app, 'folders.list', undefined)).some((folder) => folder.path === path)
    // Added again, a folder is looked through again (its pictures may have changed, or become
    // readable), and said as that rather than as a new folder.
    const folders = await namingTheFolder(path, () => operate(app, 'folders.add', { path }))
    const added = folders.find((folder) => folder.path === path)
    const found = added === undefined ? '' : added.available ? `: ${count(added.images, localeOf(context))}` : `, which cannot be reached now`
    // What the scan left out (or why the folder cannot be used) follows on a line of its own.
    const note = added?.note ? `\n${added.note}` : ''
    if (already) return { json: { added: null, folders }, text: `${path} is already one of your folders; looked through it again${found}.${note}` }
    return { json: { added: path, folders }, text: `Added ${path}${found}.${note}` }
  },
}

export const foldersRemoveCommand: CliCommand<CliContext> = {
  words: ['folders', 'remove'],
  usage: 'tapestry folders remove PATH',
  summary: 'Forget a folder and its index; its pictures stay where they are.',
  flags: [],
  positionals: [folderPath],
  json: '{removed, folders}: removed is null when it was not one of yours',
  examples: [{ what: 'Stop using a folder', line: 'tapestry folders remove ~/Pictures' }],
  run: async (input, _options, context): Promise<CommandResult> => {
    const path = input['path'] as string
    const app = await context.app()
    const wasAdded = (await operate(app, 'folders.list', undefined)).some((folder) => folder.path === path)
    const folders = await operate(app, 'folders.remove', { path })
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
  json: '{folders}: each with path, images, available, skipped, scanning and note',
  examples: [{ what: 'Your folders, for a script', line: 'tapestry folders list --json' }],
  run: async (_input, _options, context): Promise<CommandResult> => {
    const folders = await operate(await context.app(), 'folders.list', undefined)
    const notes = folders.flatMap((folder) => (folder.note === null ? [] : [folder.note]))
    return { json: { folders }, text: [table(folders, localeOf(context)), ...notes].join('\n') }
  },
}
