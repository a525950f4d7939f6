// XFCE: xfconf properties /backdrop/screen0/monitor<OUTPUT>/workspace<N>/last-image, one per monitor
// and workspace, <OUTPUT> the RandR output GTK names the monitor by (xfdesktop 4.18). Every matching
// last-image is set (the legacy image-path alone does nothing today); a monitor with none yet (a
// fresh install, or one plugged in while xfdesktop was not running) gets workspace0's created.
import { WallpaperError } from '../../errors/errors'
import { said, sentence } from '../../i18n/sentence'
import { BACKEND_NAMES } from '../backend-names'
import type { BackendContext } from '../backend-context'
import { findDisplay } from '../display-target'
import { fitFor, XFCE_IMAGE_STYLE } from '../fit-modes'
import { firstLines, toolOutput } from '../run-command'
import type { CurrentWallpaper, DisplayInfo, DisplayTarget, WallpaperBackend } from '../types'
import { listX11Displays } from '../x11-displays'

const NAME = BACKEND_NAMES.xfce
const CHANNEL = 'xfce4-desktop'
const LAST_IMAGE = /^\/backdrop\/screen(\d+)\/monitor(.+)\/workspace(\d+)\/last-image$/

interface LastImage {
  property: string
  monitor: string
  workspace: number
}

export function parseLastImages(properties: readonly string[]): LastImage[] {
  return properties.flatMap((property) => {
    const match = LAST_IMAGE.exec(property)
    return match ? [{ property, monitor: match[2] as string, workspace: Number(match[3]) }] : []
  })
}

export function createXfceBackend(context: BackendContext): WallpaperBackend {
  const { runner } = context

  async function listProperties(): Promise<string[]> {
    const result = await runner.run('xfconf-query', ['-c', CHANNEL, '-p', '/backdrop', '-l'], { okExitCodes: [1] })
    if (result.exitCode !== 0) {
      // A fresh install has no /backdrop yet: that is an empty list, not a failure.
      if (/does not exist/i.test(result.stderr + result.stdout)) return []
      const status = said('desktop.command.status.exit', { code: result.exitCode })
      const values = { backend: NAME, command: 'xfconf-query', status }
      const output = toolOutput(firstLines(result.stderr || result.stdout))
      if (output === null) throw new WallpaperError(...sentence('desktop.command.failed', values))
      throw new WallpaperError(...sentence('desktop.command.failedSaying', { ...values, output }))
    }
    return result.stdout
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('/backdrop/'))
  }

  async function displays(): Promise<DisplayInfo[]> {
    if (await context.which('xrandr')) return listX11Displays(runner)
    const monitors = [...new Set(parseLastImages(await listProperties()).map((entry) => entry.monitor))]
    return monitors.map((monitor, index) => ({ id: index, name: monitor }))
  }

  /** The last-image properties that belong to the target, and the output to create one for when there are none. */
  async function targetImages(display: DisplayTarget, properties: readonly string[]): Promise<{ existing: LastImage[]; outputs: string[] }> {
    const images = parseLastImages(properties)
    // Some setups name the monitor by its number (monitor0) rather than its RandR output.
    const imagesOf = (output: DisplayInfo) => images.filter((entry) => entry.monitor === output.name || entry.monitor === String(output.id))
    if (display === 'all') {
      let outputs: DisplayInfo[]
      try {
        outputs = await displays()
      } catch (error) {
        // Without a monitor list (no X display to ask), the backdrops xfdesktop wrote are all there is.
        if (images.length > 0) return { existing: images, outputs: [] }
        throw error
      }
      // xfdesktop writes a monitor's backdrop when it first draws it: one plugged in while it was
      // not running has none yet, and would show xfdesktop's default picture.
      const unwritten = outputs.filter((output) => imagesOf(output).length === 0).map((output) => output.name)
      if (images.length === 0 && unwritten.length === 0) throw new WallpaperError(...sentence('desktop.xfce.noMonitors', { backend: NAME }))
      return { existing: images, outputs: unwritten }
    }
    const output = findDisplay(display, await displays(), NAME)
    const existing = imagesOf(output)
    return { existing, outputs: existing.length > 0 ? [] : [output.name] }
  }

  async function query(args: readonly string[]): Promise<string> {
    return (await runner.run('xfconf-query', ['-c', CHANNEL, ...args])).stdout
  }

  return {
    id: 'xfce',
    name: NAME,
    perDisplay: true,
    limitation: null,
    async set(file, { display, fit }) {
      const style = String(fitFor(XFCE_IMAGE_STYLE, fit, NAME))
      const properties = await listProperties()
      const listed = new Set(properties)
      const { existing, outputs } = await targetImages(display, properties)
      const writes = [
        ...existing.map((entry) => ({ property: entry.property, exists: true })),
        ...outputs.map((output) => ({ property: `/backdrop/screen0/monitor${output}/workspace0/last-image`, exists: false })),
      ]
      for (const { property, exists } of writes) {
        const styleProperty = property.replace(/last-image$/, 'image-style')
        await query(listed.has(styleProperty) ? ['-p', styleProperty, '-s', style] : ['-p', styleProperty, '-n', '-t', 'int', '-s', style])
        await query(exists ? ['-p', property, '-s', file] : ['-p', property, '-n', '-t', 'string', '-s', file])
      }
    },
    async current(display = 'all'): Promise<CurrentWallpaper[]> {
      const properties = await listProperties()
      const existing = display === 'all' ? parseLastImages(properties) : (await targetImages(display, properties)).existing
      const readings: CurrentWallpaper[] = []
      for (const entry of existing) {
        readings.push({ file: (await query(['-p', entry.property])).replace(/\r?\n$/, ''), display: `monitor${entry.monitor}/workspace${entry.workspace}` })
      }
      return readings
    },
    displays,
  }
}
