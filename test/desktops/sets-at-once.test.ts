// Two sets at once, for real: the app's rotation and four `tapestry next` processes (a key binding
// pressed while the timer fires) on one data folder and one X display with feh, 100 sets in all.
// Each set reads the desktop back; none may see another's newer picture and call its own a failure,
// every set acknowledged must be in the history, and the desktop ends showing the newest record.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureDebianTools } from '../support/debian-tools'
import { startSession, type Session } from './support/session'
import { fehWithRotationPool } from './support/rotation-pool'
import { appRotates, tapestryEnv, tapestryOk, type Desktop } from './support/set-and-see'
import { stageTapestry, type StagedTapestry } from './support/staged-tapestry'

const missing = ensureDebianTools([
  { command: 'Xvfb', debianPackage: 'xvfb' },
  { command: 'feh', debianPackage: 'feh' },
  { command: 'xrandr', debianPackage: 'x11-xserver-utils' },
])
const test = missing ? it.skip : it

const PROCESSES = 4
const STEPS_EACH = 20

describe(`sets at once on one data folder${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let session: Session
  let tapestry: StagedTapestry
  let desktop: Desktop
  let folder: string

  beforeAll(async () => {
    if (missing) return
    session = startSession('sets-at-once')
    tapestry = stageTapestry()
    ;({ desktop, folder } = await fehWithRotationPool(session, tapestry))
  }, 60_000)
  afterAll(async () => {
    await session?.stop()
    tapestry?.dispose()
  })

  test(`the app's rotation and ${PROCESSES} command lines, ${STEPS_EACH * (PROCESSES + 1)} sets: none fails, every one is in the history`, async () => {
    const commandLine = async () => {
      const codes: (number | null)[] = []
      const errors: string[] = []
      for (let step = 0; step < STEPS_EACH; step++) {
        const result = await tapestry.cli(session, ['next'], tapestryEnv(desktop))
        codes.push(result.code)
        if (result.code !== 0) errors.push(result.stderr.trim())
      }
      return { codes, errors }
    }
    const [app, ...clis] = await Promise.all([appRotates(desktop, join(folder, 'pool-1.png'), STEPS_EACH), ...Array.from({ length: PROCESSES }, commandLine)])
    const failures = [...(app ?? []).flatMap((step) => (step.error ? [`app: ${step.error}`] : [])), ...clis.flatMap((cli) => cli.errors)]
    expect(failures).toEqual([])
    const acknowledged = (app ?? []).length + clis.reduce((sum, cli) => sum + cli.codes.filter((code) => code === 0).length, 0)
    expect(acknowledged).toBe(STEPS_EACH * (PROCESSES + 1))

    const history = JSON.parse(await tapestryOk(desktop, ['history', '--json', '--per-page', '200'])) as { total: number; items: { title: string; setAt: string }[] }
    expect(history.total).toBe(acknowledged)
    // What the desktop shows is the newest record's picture: ~/.fehbg names it.
    expect(await readFile(join(session.home, '.fehbg'), 'utf8')).toContain(`/${history.items[0]?.title}`)
  }, 240_000)
})
