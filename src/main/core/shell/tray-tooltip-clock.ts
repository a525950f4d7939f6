// The tray's tooltip says "next in N min": it is worked out again every half minute, not only when
// the rotation changes, so it counts down instead of standing still. Set only when its text changes.
import type { RotationStatus } from '../../../shared/ipc'
import { ENGLISH, type Messages } from '../i18n/intl'
import { trayTooltip } from './tray-menu'

const TICK_MS = 30_000

/** `messages` is asked at each tick, so a language chosen in Settings shows at the next one. */
export function startTooltipClock(status: () => RotationStatus, apply: (tooltip: string) => void, messages: () => Messages = () => ENGLISH): { refresh(): void; stop(): void } {
  let shown: string | null = null
  const refresh = () => {
    const tooltip = trayTooltip(status(), new Date(), messages())
    if (tooltip === shown) return
    shown = tooltip
    apply(tooltip)
  }
  refresh()
  const timer = setInterval(refresh, TICK_MS)
  // The clock alone never keeps the process alive.
  timer.unref?.()
  return { refresh, stop: () => clearInterval(timer) }
}
