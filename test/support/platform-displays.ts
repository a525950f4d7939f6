// Displays as Electron's screen module reports them, for tests: bounds in DIP, so a display of
// 2560×1440 pixels at scale 2 has bounds of 1280×720.
import type { PlatformDisplay } from '../../src/main/core/displays/platform-display'

export interface PlatformDisplaySpec {
  id: number
  label?: string
  /** In DIP. */
  x: number
  y: number
  width: number
  height: number
  scaleFactor?: number
  rotation?: 0 | 90 | 180 | 270
  internal?: boolean
  primary?: boolean
}

export function platformDisplay(spec: PlatformDisplaySpec): PlatformDisplay {
  return {
    id: spec.id,
    label: spec.label ?? '',
    bounds: { x: spec.x, y: spec.y, width: spec.width, height: spec.height },
    scaleFactor: spec.scaleFactor ?? 1,
    rotation: spec.rotation ?? 0,
    internal: spec.internal ?? false,
    primary: spec.primary ?? false,
  }
}
