// "Showing now" is what the desktop shows, however the changes overlap: ten rounds of four
// `tapestry next` at once on one data folder and one real X display (feh), each round followed by
// `tapestry favourite` with no arguments, which marks the picture showing now. The record and the
// desktop's change are one critical section across processes, so the favourite is always the
// picture ~/.fehbg names (before, it was the wrong one in 3 rounds of 10).
import { readFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSession, type Session } from '../desktops/support/session'
import { fehWithRotationPool } from '../desktops/support/rotation-pool'
import { tapestryOk, type Desktop } from '../desktops/support/set-and-see'
import { stageTapestry, type StagedTapestry } from '../desktops/support/staged-tapestry'
import { ensureDebianTools } from '../support/debian-tools'

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
    ;({ desktop } = await fehWithRotationPool(session, tapestry))
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
