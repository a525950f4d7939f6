// "Choose folders…" in Settings through the built app: the system's picker opened modal to the
// window that asked, for folders (several), and what it answers added; a cancelled picker adds nothing.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { windowCaller } from './support.mjs'

export async function run({ record, dataDir }) {
  const call = windowCaller(record)
  const folders = [join(dataDir, 'Wallpapers'), join(dataDir, 'Skies')]
  for (const folder of folders) mkdirSync(folder, { recursive: true })

  record.openDialogAnswer = { canceled: false, filePaths: folders }
  const chosen = await call('folders.choose', undefined)
  record.openDialogAnswer = { canceled: true, filePaths: [] }
  const cancelled = await call('folders.choose', undefined)
  return {
    folders,
    windowId: record.windows.at(-1).id,
    dialogs: record.openDialogs,
    chosen: { chosen: chosen.chosen, paths: chosen.folders.map((folder) => folder.path) },
    cancelled: { chosen: cancelled.chosen, paths: cancelled.folders.map((folder) => folder.path) },
    settingsFolders: (await call('settings.get', undefined)).localFolders,
  }
}
