// A display as the platform's windowing layer reports it (Electron's screen module), before it is
// matched to the desktop's own list. Electron's list has its own order and its own ids; neither
// means anything to xrandr, sway, Hyprland, Plasma or XFCE.
import { z } from 'zod'
import type { Rotation } from '../wallpaper/types'

const RectSchema = z.object({ x: z.number(), y: z.number(), width: z.number().positive(), height: z.number().positive() })

/** Clockwise degrees, to the nearest quarter turn (Electron documents 0, 90, 180 and 270). */
function toRotation(degrees: number): Rotation {
  return ((((Math.round(degrees / 90) % 4) + 4) % 4) * 90) as Rotation
}

export const PlatformDisplaySchema = z.object({
  /** Electron's id: stable while the display is connected, unknown to the desktop. */
  id: z.number(),
  /**
   * What the system calls the monitor: on macOS its name as the desktop shows it, on X11 usually
   * the model from its EDID ("DELL U2720Q"), on Wayland the output's description, which often ends
   * in the connector ("Dell Inc. DELL U2720Q 8XJ1 (DP-2)"); empty when it cannot say.
   */
  label: z.string(),
  /** In device-independent units, pixels divided by scaleFactor; already turned for a rotated display. */
  bounds: RectSchema,
  scaleFactor: z.number().positive(),
  rotation: z.number().transform(toRotation),
  internal: z.boolean(),
  primary: z.boolean(),
})
export type PlatformDisplay = z.output<typeof PlatformDisplaySchema>
export type PlatformDisplayInput = z.input<typeof PlatformDisplaySchema>

export const PlatformDisplaysSchema = z.array(PlatformDisplaySchema)

export type Rect = z.infer<typeof RectSchema>

/**
 * Where the display sits and how big it is in pixels. On X11, where one scale covers every display,
 * the pixel position is the DIP position times the scale (Electron's nativeOrigin is left alone:
 * it is documented for X11 only, and a wrong one would make a match where there is none).
 */
export function pixelRect(display: PlatformDisplay): Rect {
  const { bounds, scaleFactor } = display
  return {
    x: Math.round(bounds.x * scaleFactor),
    y: Math.round(bounds.y * scaleFactor),
    width: Math.round(bounds.width * scaleFactor),
    height: Math.round(bounds.height * scaleFactor),
  }
}
