// hsetroot on X11 (common with i3 and Openbox): renders the picture into a new root pixmap, fitted
// to each monitor RandR lists, or once over the whole screen with -root; it sets _XROOTPMAP_ID and
// exits. It has no way to give one monitor a picture of its own (its -screens mask picks X screens,
// not monitors), and keeps no record: Tapestry keeps one, to answer what is shown.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { said } from '../../i18n/sentence'
import { limitation } from '../limitation'
import { BACKEND_NAMES } from '../backend-names'
import type { BackendContext } from '../backend-context'
import { requireAllDisplays } from '../display-target'
import { fitFor, HSETROOT_OPTION } from '../fit-modes'
import type { CurrentWallpaper, WallpaperBackend } from '../types'
import { listX11DisplaysIfAvailable } from '../x11-displays'

const NAME = BACKEND_NAMES.hsetroot

const RecordSchema = z.object({ file: z.string(), args: z.array(z.string()) })

export function createHsetrootBackend(context: BackendContext): WallpaperBackend {
  // Said when a backend is made, not when the module loads: the command line loads every backend.
  const LIMITATION = limitation(said('desktop.limitation.hsetroot'))
  const { runner, stateDir } = context
  const recordPath = join(stateDir, 'hsetroot.json')

  return {
    id: 'hsetroot',
    name: NAME,
    perDisplay: false,
    limitation: LIMITATION,
    async set(file, { display, fit }) {
      requireAllDisplays(display, LIMITATION)
      const option = fitFor(HSETROOT_OPTION, fit, NAME)
      // One picture over all the monitors together, as a spanning image is laid out.
      const args = [...(fit === 'span' ? ['-root'] : []), option, file]
      await runner.run('hsetroot', args)
      await mkdir(stateDir, { recursive: true })
      await writeFile(`${recordPath}.tmp`, JSON.stringify({ file, args }))
      await rename(`${recordPath}.tmp`, recordPath)
    },
    async current(): Promise<CurrentWallpaper[] | null> {
      try {
        const parsed = RecordSchema.safeParse(JSON.parse(await readFile(recordPath, 'utf8')))
        return parsed.success ? [{ file: parsed.data.file }] : null
      } catch {
        return null
      }
    },
    displays: () => listX11DisplaysIfAvailable(context),
  }
}
