// The after-change command's cost to a change: a set from a library file (feh, the fakes' tool)
// with `true` as the command, waited for as the command line waits, against the same set with no
// command, turn about in the same run. The app does not wait for the command; that latency is noted.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createApp } from '../../src/main/core/app/app'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import { FakeToolbox } from '../../test/fakes/tools/fake-tools'
import { writePicture } from '../../test/support/local-pictures'
import { roundStats, since, summarise } from '../lib/stats'
import type { Figure, FigureResult } from '../lib/types'

const ADDED_TARGET_MS = 25

async function timedSets(background: boolean, runs: number, root: string, box: FakeToolbox, file: string): Promise<{ with: number[]; without: number[] }> {
  const app = await createApp({ dataDir: path.join(root, background ? 'app' : 'cli'), env: box.env({ DISPLAY: ':0', XDG_SESSION_TYPE: 'x11' }), secrets: createMemorySecretStore(), afterChange: { background } })
  app.settings.update({ wallpaper: { backend: 'feh' } })
  const setter = await app.wallpaper()
  const samples = { with: [] as number[], without: [] as number[] }
  for (let run = -3; run < runs; run++) {
    for (const command of ['true', null]) {
      app.settings.update({ wallpaper: { afterChangeCommand: command } })
      const started = performance.now()
      await setter.set(file, { fit: 'fill' })
      const elapsed = since(started)
      await app.afterChange.settled()
      if (run >= 0) (command === null ? samples.without : samples.with).push(elapsed)
    }
  }
  if (app.afterChange.lastError() !== null) throw new Error(app.afterChange.lastError()?.message)
  app.dispose()
  return samples
}

export const figure: Figure = {
  name: 'after-change',
  async run({ quick }): Promise<FigureResult[]> {
    const root = await mkdtemp(path.join(tmpdir(), 'tapestry-bench-after-change-'))
    const box = await FakeToolbox.create(['feh'])
    try {
      const file = await writePicture(path.join(root, 'picture.jpg'), { width: 1920, height: 1080 })
      const runs = quick ? 3 : 40
      const waited = await timedSets(false, runs, root, box, file)
      const background = await timedSets(true, runs, root, box, file)
      const withCommand = roundStats(summarise(waited.with), 2)
      const without = roundStats(summarise(waited.without), 2)
      const added = Math.round((withCommand.median - without.median) * 100) / 100
      const inApp = Math.round((summarise(background.with).median - summarise(background.without).median) * 100) / 100
      return [
        {
          id: 'after-change-added',
          title: 'A set with the after-change command `true`, waited for (the command line)',
          unit: 'ms',
          stats: withCommand,
          reference: { label: 'the same set with no command', stats: without },
          ratio: Math.round((withCommand.median / without.median) * 100) / 100,
          target: { text: `≤ ${ADDED_TARGET_MS} ms added`, met: added <= ADDED_TARGET_MS },
          notes: [
            `Added: ${added} ms, starting the program (no shell) and reading its output to the end. In the app the set does not wait for it: ${inApp} ms added there.`,
          ],
          details: { addedMs: added, addedInAppMs: inApp },
        },
      ]
    } finally {
      await box.cleanup()
      await rm(root, { recursive: true, force: true })
    }
  },
}
