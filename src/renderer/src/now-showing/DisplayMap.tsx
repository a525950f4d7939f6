// The displays drawn as they are arranged (display-layout.ts): one place per display, positioned and
// sized as fractions of the whole, so the drawing keeps the arrangement's proportions at any size.
// "Now showing" draws each display's picture in its place; the display chooser marks the display
// each of its options means. Decorative for assistive technology: the names say it in words.
import type { CSSProperties, ReactNode } from 'react'
import type { DisplayInfo } from '../../../shared/ipc'
import { drawLayout } from './display-layout'
import './display-map.css'

interface DisplayMapProps {
  displays: readonly DisplayInfo[]
  className?: string
  /** Whether a display is the one meant (drawn filled). */
  marked?(display: DisplayInfo): boolean
  /** What is drawn in a display's place (its picture, its number). */
  children?(display: DisplayInfo, index: number): ReactNode
}

const percent = (fraction: number) => `${fraction * 100}%`

export function DisplayMap({ displays, className, marked, children }: DisplayMapProps) {
  const layout = drawLayout(displays)
  return (
    <div className={`display-map${className ? ` ${className}` : ''}`} style={{ '--map-aspect': layout.aspect } as CSSProperties} aria-hidden="true">
      {layout.displays.map(({ display, left, top, width, height }, index) => (
        <div
          key={display.id}
          className="display-map-place"
          data-display={display.id}
          data-marked={marked?.(display) || undefined}
          data-unavailable={display.problem !== undefined || undefined}
          style={{ left: percent(left), top: percent(top), width: percent(width), height: percent(height) }}
        >
          <div className="display-map-screen">{children?.(display, index)}</div>
        </div>
      ))}
    </div>
  )
}
