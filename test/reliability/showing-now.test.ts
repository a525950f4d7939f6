// "Showing now" is what the desktop shows, however the changes overlap: ten rounds of four
// `tapestry next` at once on one data folder and one real X display (feh), each round followed by
// `tapestry favourite` with no arguments, which marks the picture showing now. The record and the
// desktop's change are one critical section across processes, so the favourite is always the
// picture ~/.fehbg names (before, it was the wrong one in 3 rounds of 10).
import { readFile, writeFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solidPictures } from '../desktops/support/pictures'
import { captureX11, RED, viewsOf } from '../desktops/support/screen'
import { startSession, type Session } from '../desktops/support/session'
import { tapestryEnv, tapestryOk, type Desktop } from '../desktops/support/set-and-see'
import { stageTapestry, type StagedTapestry } from '../desktops/support/staged-tapestry'
import { sideBySide, startX11 } from '../desktops/support/x-server'
import { ensureDebianTools } from '../support/debian-tools'
import { toolPath } from '../support/tool-path'

const missing = ensureDebianTools([
  { command: 'Xvfb', debianPackage: 'xvfb' },
  { command: 'feh', debianPackage: 'feh' },
  { command: 'xrandr', debianPackage: 'x11-xserver-utils' },
])
const test = missing ? it.skip : it

const ROUNDS = 10
const AT_ONCE = 4

describe(`showing now under overlapping changes${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let session: Session
  let tapestry: StagedTapestry
  let desktop: Desktop

  beforeAll(async () => {
    if (missing) return
    session = startSession('showing-now')
    tapestry = stageTapestry()
    const monitors = sideBySide([{ width: 1280, height: 720 }])
    await startX11(session, monitors)
    desktop = { session, tapestry, views: viewsOf(captureX11(session), monitors), electronDisplays: monitors, env: { PATH: toolPath(['feh', 'xrandr'], session.folder('tools')) } }
    const pictures = await solidPictures(session, 'pool', RED, 12)
    const folder = join(pictures[0] as string, '..')
    await tapestryOk(desktop, ['folders', 'add', folder])
    const settingsFile = join(tapestryEnv(desktop).TAPESTRY_DATA_DIR as string, 'settings.json')
    const settings = JSON.parse(await readFile(settingsFile, 'utf8')) as { rotation: Record<string, unknown> }
    settings.rotation = { ...settings.rotation, pool: [{ source: 'folder', path: folder, weight: 1 }], historyWindow: 0, fit: 'fill' }
    await writeFile(settingsFile, JSON.stringify(settings, null, 2), { mode: 0o644 })
  }, 60_000)
  afterAll(async () => {
    await session?.stop()
    tapestry?.dispose()
  })

  test(`after each of ${ROUNDS} rounds of ${AT_ONCE} tapestry next at once, favourite marks the picture the desktop shows`, async () => {
    const wrong: string[] = []
    for (let round = 0; round < ROUNDS; round++) {
      await Promise.all(Array.from({ length: AT_ONCE }, () => tapestryOk(desktop, ['next'])))
      const shown = basename(/'([^']+)'/.exec(await readFile(join(session.home, '.fehbg'), 'utf8'))?.[1] ?? '')
      const marked = (JSON.parse(await tapestryOk(desktop, ['favourite', '--json'])) as { title?: string; item?: { title: string } })
      const title = marked.item?.title ?? marked.title
      if (title !== shown) wrong.push(`round ${round + 1}: the desktop shows ${shown}, the favourite is ${title}`)
    }
    expect(wrong).toEqual([])
  }, 180_000)
})
