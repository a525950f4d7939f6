// What changes when the shortcuts in settings change: which registrations to let go, which to
// make, which to keep. Pure, so each case is tested without a keyboard.
import { acceleratorKeys } from '../../../shared/accelerator'
import { ShortcutActionSchema, type ShortcutAction, type ShortcutStatus, type Shortcuts } from '../../../shared/shortcuts'

export interface ShortcutPlan {
  /** Registered accelerators no action wants any more (or wants with other keys): unregister first. */
  release: string[]
  /** Set and not registered: new, changed, or refused before (another app may have let go of it since). */
  bind: { action: ShortcutAction; accelerator: string }[]
  /** Registered and still wanted as they are. */
  keep: ShortcutStatus[]
}

export function planShortcuts(current: readonly ShortcutStatus[], wanted: Shortcuts): ShortcutPlan {
  const stillWanted = (status: ShortcutStatus) => {
    const accelerator = wanted[status.action]
    return status.registered && accelerator !== null && acceleratorKeys(accelerator) === acceleratorKeys(status.accelerator)
  }
  const keep = current.filter(stillWanted)
  return {
    release: current.filter((status) => status.registered && !stillWanted(status)).map((status) => status.accelerator),
    bind: ShortcutActionSchema.options.flatMap((action) => {
      const accelerator = wanted[action]
      return accelerator === null || keep.some((kept) => kept.action === action) ? [] : [{ action, accelerator }]
    }),
    keep,
  }
}
