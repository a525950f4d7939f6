// The system's folder picker for "Choose folders…" in Settings: modal to the window that asked (so
// it cannot fall behind it), folders only, several at once. The core adds what it answers.
import { dialog, type BrowserWindow, type OpenDialogOptions } from 'electron'

const OPTIONS: OpenDialogOptions = {
  title: 'Add folders of pictures',
  buttonLabel: 'Add',
  // createDirectory: macOS's picker offers "New Folder" only when asked.
  properties: ['openDirectory', 'multiSelections', 'createDirectory'],
}

export async function pickFolders(parent: BrowserWindow | null): Promise<string[]> {
  const { canceled, filePaths } = parent && !parent.isDestroyed() ? await dialog.showOpenDialog(parent, OPTIONS) : await dialog.showOpenDialog(OPTIONS)
  return canceled ? [] : filePaths
}
