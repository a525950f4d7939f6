// Wayland outputs from the compositor: sway's `swaymsg -t get_outputs -r`, Hyprland's
// `hyprctl monitors -j`. Both JSON, both in the compositor's own order.
import { z } from 'zod'
import { WallpaperError } from '../errors/errors'
import { sentence } from '../i18n/sentence'
import type { BackendContext } from './backend-context'
import type { CommandRunner } from './run-command'
import type { DisplayInfo, Rotation } from './types'

const Size = z.object({ width: z.number(), height: z.number() })
const Rect = Size.extend({ x: z.number().optional(), y: z.number().optional() })

const SwayOutputsSchema = z.array(
  z.object({
    name: z.string(),
    active: z.boolean().optional(),
    focused: z.boolean().optional(),
    primary: z.boolean().optional(),
    /** In the layout's logical units, already turned and scaled. */
    rect: Rect.optional(),
    /** In pixels, before the transform turns it. */
    current_mode: Size.optional(),
    scale: z.number().optional(),
    /** "normal", "90", "180", "270", "flipped", "flipped-90"… */
    transform: z.string().optional(),
  }),
)

const HyprlandMonitorsSchema = z.array(
  z.object({
    id: z.number().optional(),
    name: z.string(),
    /** The mode in pixels, before the transform turns it. */
    width: z.number().optional(),
    height: z.number().optional(),
    /** In the layout's logical units. */
    x: z.number().optional(),
    y: z.number().optional(),
    scale: z.number().optional(),
    /** wl_output's transform: 0–3 turn by a quarter each, 4–7 the same flipped. */
    transform: z.number().int().optional(),
    focused: z.boolean().optional(),
    disabled: z.boolean().optional(),
  }),
)

const QUARTERS: Record<number, Rotation> = { 0: 0, 1: 90, 2: 180, 3: 270 }

function swayRotation(transform: string | undefined): Rotation | undefined {
  if (transform === undefined) return undefined
  const degrees = Number(transform.replace(/^flipped-?/, '') || 0)
  return degrees === 90 || degrees === 180 || degrees === 270 ? degrees : 0
}

/** The size as shown: a mode turned a quarter is taller than it is wide. */
function size(width: number | undefined, height: number | undefined, rotation: Rotation | undefined): { width?: number; height?: number } {
  if (width === undefined || height === undefined || width <= 0 || height <= 0) return {}
  const turned = rotation === 90 || rotation === 270
  return { width: Math.round(turned ? height : width), height: Math.round(turned ? width : height) }
}

function position(x: number | undefined, y: number | undefined): { x?: number; y?: number } {
  return x !== undefined && y !== undefined ? { x: Math.round(x), y: Math.round(y) } : {}
}

function parseJson<S extends z.ZodType>(stdout: string, schema: S, what: string, backendName: string): z.output<S> {
  try {
    const parsed = schema.safeParse(JSON.parse(stdout))
    if (parsed.success) return parsed.data
  } catch {
    // Reported below.
  }
  throw new WallpaperError(...sentence('desktop.wayland.unreadableDisplays', { backend: backendName, command: what }))
}

export function parseSwayOutputs(stdout: string, backendName: string): DisplayInfo[] {
  return parseJson(stdout, SwayOutputsSchema, 'swaymsg', backendName)
    .filter((output) => output.active !== false)
    .map((output, index) => {
      const rotation = swayRotation(output.transform)
      // Without a mode, the rect (logical, already turned) is the best size there is, and is in the
      // layout's own units: no scale then.
      const pixels = output.current_mode ? size(output.current_mode.width, output.current_mode.height, rotation) : size(output.rect?.width, output.rect?.height, 0)
      return {
        id: index,
        name: output.name,
        ...pixels,
        ...(output.primary !== undefined || output.focused !== undefined ? { primary: output.primary ?? output.focused ?? false } : {}),
        ...position(output.rect?.x, output.rect?.y),
        ...(output.current_mode && output.scale ? { scale: output.scale } : {}),
        ...(rotation !== undefined ? { rotation } : {}),
      }
    })
}

export function parseHyprlandMonitors(stdout: string, backendName: string): DisplayInfo[] {
  return parseJson(stdout, HyprlandMonitorsSchema, 'hyprctl', backendName)
    .filter((monitor) => monitor.disabled !== true)
    .map((monitor, index) => {
      const rotation = monitor.transform === undefined ? undefined : QUARTERS[monitor.transform % 4]
      return {
        id: index,
        name: monitor.name,
        ...size(monitor.width, monitor.height, rotation),
        ...(monitor.focused !== undefined ? { primary: monitor.focused } : {}),
        ...position(monitor.x, monitor.y),
        ...(monitor.scale ? { scale: monitor.scale } : {}),
        ...(rotation !== undefined ? { rotation } : {}),
      }
    })
}

export async function listSwayOutputs(runner: CommandRunner): Promise<DisplayInfo[]> {
  return parseSwayOutputs((await runner.run('swaymsg', ['-t', 'get_outputs', '-r'])).stdout, runner.backendName)
}

export async function listHyprlandMonitors(runner: CommandRunner): Promise<DisplayInfo[]> {
  return parseHyprlandMonitors((await runner.run('hyprctl', ['monitors', '-j'])).stdout, runner.backendName)
}

/** The outputs of whichever compositor runs this session (swaybg runs on both, found by its socket variable); empty for another one. */
export async function listWaylandOutputs(context: Pick<BackendContext, 'env' | 'runner'>): Promise<DisplayInfo[]> {
  const { env, runner } = context
  if (env.SWAYSOCK) return listSwayOutputs(runner)
  if (env.HYPRLAND_INSTANCE_SIGNATURE) return listHyprlandMonitors(runner)
  return []
}
