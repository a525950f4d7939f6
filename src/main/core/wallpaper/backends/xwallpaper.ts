// xwallpaper on X11: `--output NAME --zoom PATH` groups, one per output. It keeps no record, so
// Tapestry keeps one (which image on which output) to redraw the others when one output changes
// and to answer what is shown.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { said } from '../../i18n/sentence'
import { limitation } from '../limitation'
import { BACKEND_NAMES } from '../backend-names'
import type { BackendContext } from '../backend-context'
import { findDisplay } from '../display-target'
import { fitFor, XWALLPAPER_OPTION } from '../fit-modes'
import type { CurrentWallpaper, DisplayTarget, WallpaperBackend } from '../types'
import { listX11DisplaysForOne, listX11DisplaysIfAvailable } from '../x11-displays'

const NAME = BACKEND_NAMES.xwallpaper

const Entry = z.object({ file: z.string(), option: z.string() })
const RecordSchema = z.object({ all: Entry.nullable(), outputs: z.record(z.string(), Entry) })
type XwallpaperRecord = z.infer<typeof RecordSchema>

export function createXwallpaperBackend(context: BackendContext): WallpaperBackend {
  const { runner, stateDir } = context
  const recordPath = join(stateDir, 'xwallpaper.json')
  // Only a picture on one output needs the list (and so xrandr); the whole screen never does.
  const outputsForOne = () => listX11DisplaysForOne(context, NAME)

  async function readRecord(): Promise<XwallpaperRecord | null> {
    try {
      const parsed = RecordSchema.safeParse(JSON.parse(await readFile(recordPath, 'utf8')))
      return parsed.success ? parsed.data : null
    } catch {
      return null
    }
  }

  async function writeRecord(record: XwallpaperRecord): Promise<void> {
    await mkdir(stateDir, { recursive: true })
    await writeFile(`${recordPath}.tmp`, JSON.stringify(record))
    await rename(`${recordPath}.tmp`, recordPath)
  }

  return {
    id: 'xwallpaper',
    name: NAME,
    perDisplay: true,
    limitation: limitation(said('desktop.limitation.xwallpaper')),
    async set(file, { display, fit }) {
      const option = fitFor(XWALLPAPER_OPTION, fit, NAME)
      if (display === 'all') {
        await runner.run('xwallpaper', [option, file])
        await writeRecord({ all: { file, option }, outputs: {} })
        return
      }
      const outputs = await outputsForOne()
      const target = findDisplay(display, outputs, NAME)
      const previous = (await readRecord()) ?? { all: null, outputs: {} }
      const record: XwallpaperRecord = { all: previous.all, outputs: { ...previous.outputs, [target.name]: { file, option } } }
      // Every output is drawn again in one call, so the others keep their images.
      const args = outputs.flatMap((output) => {
        const entry = record.outputs[output.name] ?? record.all
        return entry ? ['--output', output.name, entry.option, entry.file] : []
      })
      await runner.run('xwallpaper', args)
      await writeRecord(record)
    },
    async current(display: DisplayTarget = 'all'): Promise<CurrentWallpaper[] | null> {
      const record = await readRecord()
      if (record === null) return null
      if (display === 'all') {
        return [...(record.all ? [{ file: record.all.file }] : []), ...Object.entries(record.outputs).map(([output, entry]) => ({ file: entry.file, display: output }))]
      }
      const name = typeof display === 'string' ? display : findDisplay(display, await outputsForOne(), NAME).name
      const entry = record.outputs[name] ?? record.all
      return entry ? [{ file: entry.file, display: name }] : []
    },
    displays: () => listX11DisplaysIfAvailable(context),
  }
}
