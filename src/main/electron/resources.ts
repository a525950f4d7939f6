// Files shipped beside the code (resources/ next to out/, made by scripts/icons.mjs): in a checkout
// and inside app.asar alike, found from the app's own folder.
import { join } from 'node:path'
import { app } from 'electron'

export function resourcePath(relative: string): string {
  return join(app.getAppPath(), 'resources', relative)
}
