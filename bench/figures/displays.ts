// A picture per display: one rotation step on 1, 2 and 3 displays (feh with xrandr, the fakes'
// tools: each step draws from a folder, so no network), to show how a step grows with the number of
// displays; and the spanning image for 3 displays (for desktops with one picture for all), against
// sharp alone drawing the same image into memory (core adds the atomic write and its fsync).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { createApp } from '../../src/main/core/app/app'
import { spanLayout, type LaidOutDisplay } from '../../src/main/core/displays/span-layout'
import { composeSpan } from '../../src/main/core/images/compose-span'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import { FakeToolbox } from '../../test/fakes/tools/fake-tools'
import { writePicture } from '../../test/support/local-pictures'
import { roundStats, since, summarise } from '../lib/stats'
import type { Figure, FigureResult } from '../lib/types'

/** 2560×1440 at 0,0; 1440×2560 (portrait) at 2560,0; 1920×1080 at 4000,0. */
const MONITORS = [
  { name: 'DP-1', width: 2560, height: 1440, x: 0 },
  { name: 'DP-2', width: 1440, height: 2560, x: 2560 },
  { name: 'HDMI-1', width: 1920, height: 1080, x: 4000 },
]
const GROWTH_TARGET = 3.3
const SPAN_RATIO_TARGET = 1.5

function listMonitors(count: number): string {
  const lines = MONITORS.slice(0, count).map((m, index) => ` ${index}: +${index === 0 ? '*' : ''}${m.name} ${m.width}/600x${m.height}/340+${m.x}+0  ${m.name}`)
  return `Monitors: ${count}\n${lines.join('\n')}\n`
}

/** A 24-megapixel-class photo of noise, as heavy to decode as a real one. */
async function photo(file: string, width: number, height: number): Promise<string> {
  await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .toFile(file)
  return file
}

export const figure: Figure = {
  name: 'displays',
  async run({ quick }): Promise<FigureResult[]> {
    const root = await mkdtemp(path.join(tmpdir(), 'tapestry-bench-displays-'))
    const box = await FakeToolbox.create(['feh', 'xrandr'])
    try {
      // Enough pictures of each orientation that no step repeats one.
      const folder = path.join(root, 'Pictures')
      for (let index = 0; index < 40; index++) {
        await writePicture(path.join(folder, `l${index}.jpg`), { width: 2560, height: 1440, colour: { r: index * 6, g: 80, b: 160 } })
        await writePicture(path.join(folder, `p${index}.jpg`), { width: 1440, height: 2560, colour: { r: 160, g: index * 6, b: 80 } })
      }
      const app = await createApp({ dataDir: path.join(root, 'data'), env: box.env({ DISPLAY: ':0', XDG_SESSION_TYPE: 'x11' }), secrets: createMemorySecretStore() })
      app.settings.update({ wallpaper: { backend: 'feh' }, rotation: { historyWindow: 0 } })
      await app.localFolders.add(folder)
      app.settings.update({ rotation: { pool: [{ source: 'folder', weight: 1, path: folder }], perDisplay: true } })

      const runs = quick ? 2 : 15
      const steps: Record<number, number[]> = { 1: [], 2: [], 3: [] }
      for (let run = -1; run < runs; run++) {
        for (const count of [1, 2, 3]) {
          await box.writeState('xrandr-monitors', listMonitors(count))
          const started = performance.now()
          const step = await app.rotationStep()
          const elapsed = since(started)
          if (step.picks.length !== count) throw new Error(`a step on ${count} displays set ${step.picks.length} pictures`)
          if (run >= 0) steps[count]?.push(elapsed)
        }
      }
      app.dispose()
      const stepStats = Object.fromEntries(Object.entries(steps).map(([count, samples]) => [count, roundStats(summarise(samples), 1)]))
      const one = stepStats['1'] as ReturnType<typeof summarise>
      const three = stepStats['3'] as ReturnType<typeof summarise>

      const layout: LaidOutDisplay[] = MONITORS.map((m) => ({ display: m.name, bounds: { x: m.x, y: 0, width: m.width, height: m.height }, scaleFactor: 1 }))
      const pictures = [
        { display: 'DP-1', file: await photo(path.join(root, 'a.jpg'), 6000, 4000) },
        { display: 'DP-2', file: await photo(path.join(root, 'b.jpg'), 4000, 6000) },
        { display: 'HDMI-1', file: await photo(path.join(root, 'c.jpg'), 6000, 4000) },
      ]
      const drawn = spanLayout(layout)
      const ours: number[] = []
      const reference: number[] = []
      for (let run = -1; run < (quick ? 2 : 10); run++) {
        let started = performance.now()
        await composeSpan(drawn, pictures, path.join(root, 'span-0123456789abcdef.jpg'))
        const composed = since(started)
        started = performance.now()
        const layers = await Promise.all(
          drawn.parts.map(async (part, index) => ({
            input: await sharp((pictures[index] as { file: string }).file).resize(part.width, part.height, { fit: 'cover' }).toBuffer(),
            left: part.left,
            top: part.top,
          })),
        )
        await sharp({ create: { width: drawn.width, height: drawn.height, channels: 3, background: '#000000' } }).composite(layers).jpeg({ quality: 90, mozjpeg: true }).toBuffer()
        const bare = since(started)
        if (run >= 0) {
          ours.push(composed)
          reference.push(bare)
        }
      }
      const span = roundStats(summarise(ours), 1)
      const bare = roundStats(summarise(reference), 1)
      const growth = Math.round((three.median / one.median) * 100) / 100
      return [
        {
          id: 'per-display-step-3',
          title: 'Rotation step with a picture per display, 3 displays (from a folder, feh)',
          unit: 'ms',
          stats: three,
          reference: { label: 'the same step on 1 display', stats: one },
          ratio: growth,
          target: { text: `≤ ${GROWTH_TARGET}× one display (linear in displays)`, met: growth <= GROWTH_TARGET },
          notes: [`2 displays: ${stepStats['2']?.median} ms. Each display: a draw in the folder index (SQL), the record, and a feh run (the fake, a shell script) setting every display's file.`],
          details: { steps: stepStats },
        },
        {
          id: 'span-3-displays',
          title: 'Spanning image for 3 displays (5920×2560, from three 24-megapixel JPEGs)',
          unit: 'ms',
          stats: span,
          reference: { label: 'sharp alone, the same image into memory', stats: bare },
          ratio: Math.round((span.median / bare.median) * 100) / 100,
          target: { text: `≤ ${SPAN_RATIO_TARGET}× sharp alone`, met: span.median <= SPAN_RATIO_TARGET * bare.median },
          notes: ['Decoding the three photos dominates (libvips shrinks JPEG on load); core adds the EXIF turn, the temporary file, its fsync and the rename.'],
        },
      ]
    } finally {
      await box.cleanup()
      await rm(root, { recursive: true, force: true })
    }
  },
}
