// swww, and awww (its continuation since swww was archived; same commands): a daemon draws, `img`
// changes the image, `query` lists the outputs with what each shows.
import { said } from '../../i18n/sentence'
import { limitation } from '../limitation'
import type { BackendContext } from '../backend-context'
import { findDisplay } from '../display-target'
import { fitFor, SWWW_RESIZE } from '../fit-modes'
import type { CurrentWallpaper, DisplayInfo, DisplayTarget, WallpaperBackend } from '../types'

export interface SwwwOutput {
  name: string
  width?: number
  height?: number
  /** The image shown, or null for a plain colour. */
  image: string | null
}

/** Reads `swww query` loosely: its format changed in 0.11 (a leading ": "), and awww may change it again. */
export function parseSwwwQuery(stdout: string): SwwwOutput[] {
  const outputs: SwwwOutput[] = []
  for (const line of stdout.split('\n')) {
    const head = /^\s*:?\s*([^:\s][^:]*?)\s*:\s*(?:(\d+)x(\d+))?/.exec(line)
    if (!head) continue
    const image = /currently displaying:\s*image:\s*(.+?)\s*$/.exec(line)
    outputs.push({
      name: head[1] as string,
      ...(head[2] && head[3] ? { width: Number(head[2]), height: Number(head[3]) } : {}),
      image: image ? (image[1] as string) : null,
    })
  }
  return outputs
}

export function createSwwwBackend(context: BackendContext, variant: { id: 'swww' | 'awww' }): WallpaperBackend {
  const { runner } = context
  const command = variant.id
  const name = variant.id

  async function query(): Promise<SwwwOutput[]> {
    return parseSwwwQuery((await runner.run(command, ['query'])).stdout)
  }

  const toDisplays = (outputs: readonly SwwwOutput[]): DisplayInfo[] =>
    outputs.map((output, index) => ({
      id: index,
      name: output.name,
      ...(output.width && output.height ? { width: output.width, height: output.height } : {}),
    }))
  const displays = async () => toDisplays(await query())

  return {
    id: variant.id,
    name,
    perDisplay: true,
    limitation: limitation(said('desktop.limitation.swww', { backend: name, daemon: `${command}-daemon` })),
    async set(file, { display, fit }) {
      const resize = fitFor(SWWW_RESIZE, fit, name)
      const args = ['img', file]
      if (display !== 'all') args.push('--outputs', findDisplay(display, await displays(), name).name)
      args.push('--resize', resize)
      await runner.run(command, args)
    },
    async current(display: DisplayTarget = 'all'): Promise<CurrentWallpaper[]> {
      const outputs = await query()
      const wanted = display === 'all' ? undefined : findDisplay(display, toDisplays(outputs), name).name
      const shown = outputs.filter((output) => wanted === undefined || output.name === wanted)
      return shown.flatMap((output) => (output.image === null ? [] : [{ file: output.image, display: output.name }]))
    },
    displays,
  }
}
