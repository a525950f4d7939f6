// Keeps the system's global shortcuts in step with settings: registers what is set, lets go of what
// is not, remembers how each registration went so Settings can say it beside the shortcut, and
// lets go of all of them on quit. The system itself is behind ShortcutRegistrar (Electron's
// globalShortcut in the app), so this is tested with a stand-in.
import { ShortcutActionSchema, type ShortcutAction, type ShortcutStatus, type Shortcuts, type ShortcutsStatus } from '../../../shared/shortcuts'
import { planShortcuts } from './shortcut-plan'

/** Where nothing registers global shortcuts (the command line, the browser demo): the app does. */
export const SHORTCUTS_IN_APP_ONLY: ShortcutsStatus = { available: false, detail: 'Global shortcuts work in the Tapestry app.', shortcuts: [] }

const UNREADABLE = 'Not set: this system cannot use these keys. Choose others.'

export interface ShortcutRegistrar {
  /** False when the system would not take it (another app holds it, or this desktop lets no app set shortcuts). */
  register(accelerator: string, pressed: () => void): boolean
  unregister(accelerator: string): void
}

export interface ShortcutKeeperOptions {
  registrar: ShortcutRegistrar
  pressed: (action: ShortcutAction) => void
  /** The sentence beside a shortcut the system refused, as it applies on this desktop (shortcutRefusal). */
  refusal: string
  /** A sentence about shortcuts on this desktop, shown above them (the Wayland portal); null for none. */
  detail: string | null
}

export function createShortcutKeeper(options: ShortcutKeeperOptions) {
  let statuses: ShortcutStatus[] = []

  function bind(action: ShortcutAction, accelerator: string): ShortcutStatus {
    try {
      const registered = options.registrar.register(accelerator, () => options.pressed(action))
      return { action, accelerator, registered, problem: registered ? null : options.refusal }
    } catch {
      // Electron throws for an accelerator it cannot read (the shared schema refuses those first).
      return { action, accelerator, registered: false, problem: UNREADABLE }
    }
  }

  function status(): ShortcutsStatus {
    const order = (shortcut: ShortcutStatus) => ShortcutActionSchema.options.indexOf(shortcut.action)
    return { available: true, detail: options.detail, shortcuts: [...statuses].sort((a, b) => order(a) - order(b)) }
  }

  return {
    /** Brings the registrations in line with `wanted`; a shortcut refused before is tried again. */
    apply(wanted: Shortcuts): ShortcutsStatus {
      const plan = planShortcuts(statuses, wanted)
      // Let go first, so two actions can swap their keys in one save.
      for (const accelerator of plan.release) options.registrar.unregister(accelerator)
      statuses = [...plan.keep, ...plan.bind.map(({ action, accelerator }) => bind(action, accelerator))]
      return status()
    },
    status,
    /** Lets go of every shortcut Tapestry holds (on quit). */
    dispose(): void {
      for (const shortcut of statuses) if (shortcut.registered) options.registrar.unregister(shortcut.accelerator)
      statuses = []
    },
  }
}

export type ShortcutKeeper = ReturnType<typeof createShortcutKeeper>
