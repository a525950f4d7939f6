// Wayland outputs from the compositor: sway's `swaymsg -t get_outputs -r`, Hyprland's
// `hyprctl monitors -j`. Both JSON, both in the compositor's own order.
import { z } from 'zod'
import { WallpaperError } from '../errors'
import type { BackendContext } from './backend-context'
import type { CommandRunner } from './run-command'
import type { DisplayInfo } from './types'

const Size = z.object({ width: z.number(), height: z.number() })

const SwayOutputsSchema = z.array(
  z.object({
    name: z.string(),
    active: z.boolean().optional(),
    focused: z.boolean().optional(),
    primary: z.boolean().optional(),
    rect: Size.optional(),
    current_mode: Size.optional(),
  }),
)

const HyprlandMonitorsSchema = z.array(
  z.object({
    id: z.number().optional(),
    name: z.string(),
    width: z.number().optional(),
    height: z.number().optional(),
    focused: z.boolean().optional(),
    disabled: z.boolean().optional(),
  }),
)

function size(width: number | undefined, height: number | undefined): { width?: number; height?: number } {
  return width !== undefined && height !== undefined && width > 0 && height > 0 ? { width: Math.round(width), height: Math.round(height) } : {}
}

function parseJson<S extends z.ZodType>(stdout: string, schema: S, what: string, backendName: string): z.output<S> {
  try {
    const parsed = schema.safeParse(JSON.parse(stdout))
    if (parsed.success) return parsed.data
  } catch {
    // Reported below.
  }
  throw new WallpaperError(`${backendName} could not read the list of displays from ${what}.`)
}

export function parseSwayOutputs(stdout: string, backendName: string): DisplayInfo[] {
  return parseJson(stdout, SwayOutputsSchema, 'swaymsg', backendName)
    .filter((output) => output.active !== false)
    .map((output, index) => ({
      id: index,
      name: output.name,
      ...size(output.current_mode?.width ?? output.rect?.width, output.current_mode?.height ?? output.rect?.height),
      ...(output.primary !== undefined || output.focused !== undefined ? { primary: output.primary ?? output.focused ?? false } : {}),
    }))
}

export function parseHyprlandMonitors(stdout: string, backendName: string): DisplayInfo[] {
  return parseJson(stdout, HyprlandMonitorsSchema, 'hyprctl', backendName)
    .filter((monitor) => monitor.disabled !== true)
    .map((monitor, index) => ({
      id: index,
      name: monitor.name,
      ...size(monitor.width, monitor.height),
      ...(monitor.focused !== undefined ? { primary: monitor.focused } : {}),
    }))
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
