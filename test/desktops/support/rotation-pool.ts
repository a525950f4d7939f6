// One X display with feh, and a data folder whose rotation draws from a folder of twelve pictures
// alone, repeats allowed and filled as they are (no crop): many changes can run back to back, each
// a picture ~/.fehbg names by its own file name.
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { toolPath } from '../../support/tool-path'
import { solidPictures } from './pictures'
import { captureX11, RED, viewsOf } from './screen'
import type { Session } from './session'
import { tapestryEnv, tapestryOk, type Desktop } from './set-and-see'
import type { StagedTapestry } from './staged-tapestry'
import { sideBySide, startX11 } from './x-server'

export async function fehWithRotationPool(session: Session, tapestry: StagedTapestry): Promise<{ desktop: Desktop; folder: string }> {
  const monitors = sideBySide([{ width: 1280, height: 720 }])
  await startX11(session, monitors)
  const desktop: Desktop = { session, tapestry, views: viewsOf(captureX11(session), monitors), electronDisplays: monitors, env: { PATH: toolPath(['feh', 'xrandr'], session.folder('tools')) } }
  const pictures = await solidPictures(session, 'pool', RED, 12)
  const folder = join(pictures[0] as string, '..')
  await tapestryOk(desktop, ['folders', 'add', folder])
  const settingsFile = join(tapestryEnv(desktop).TAPESTRY_DATA_DIR as string, 'settings.json')
  const settings = JSON.parse(await readFile(settingsFile, 'utf8')) as { rotation: Record<string, unknown> }
  settings.rotation = { ...settings.rotation, pool: [{ source: 'folder', path: folder, weight: 1 }], historyWindow: 0, fit: 'fill' }
  await writeFile(settingsFile, JSON.stringify(settings, null, 2), { mode: 0o644 })
  return { desktop, folder }
}
