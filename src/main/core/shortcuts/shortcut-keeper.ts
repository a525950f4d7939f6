// Keeps the system's global shortcuts in step with settings: registers what is set, lets go of what
// is not, remembers how each registration went so Settings can say it beside the shortcut, and
// lets go of all of them on quit. The system itself is behind ShortcutRegistrar (Electron's
// globalShortcut in the app), so this is tested with a stand-in.
import { ShortcutActionSchema, type ShortcutAction, type ShortcutStatus, type Shortcuts, type ShortcutsStatus } from '../../../shared/shortcuts'
import { said, sentenceField, type Said } from '../i18n/sentence'
import { planShortcuts } from './shortcut-plan'

/** Where nothing registers global shortcuts (the command line, the browser demo): the app does. */
export const SHORTCUTS_IN_APP_ONLY: ShortcutsStatus = { available: false, ...sentenceField('detail', said('system.shortcuts.appOnly')), shortcuts: [] }

export interface ShortcutRegistrar {
  /** False when the system would not take it (another app holds it, or this desktop lets no app set shortcuts). */
  register(accelerator: string, pressed: () => void): boolean
  unregister(accelerator: string): void
}

export interface ShortcutKeeperOptions {
  registrar: ShortcutRegistrar
  pressed: (action: ShortcutAction) => void
  /** The sentence beside a shortcut the system refused, as it applies on this desktop (shortcutRefusal). */
  refusal: Said
  /** A sentence about shortcuts on this desktop, shown above them (the Wayland portal); null for none. */
  detail: Said | null
  /**
   * Why no shortcut can work here though registering answers true (a Wayland desktop that will not
   * bind for an app it cannot find installed: portal-identity.ts); null where nothing is known to stop them.
   */
  blocked?: Said | null
  /**
   * Said beside a shortcut registering took where the system never says whether it bound it (the
   * Wayland portal: Electron's register() answers true once the request is sent); null where it does say.
   */
  unconfirmed?: Said | null
}

/** A shortcut's status, its sentences with their catalog messages so Settings says them in its language. */
function shortcutStatus(action: ShortcutAction, accelerator: string, registered: boolean, problem: Said | null, pending: Said | null): ShortcutStatus {
  return { action, accelerator, registered, ...sentenceField('problem', problem), ...sentenceField('pending', pending) }
}

export function createShortcutKeeper(options: ShortcutKeeperOptions) {
  let statuses: ShortcutStatus[] = []

  /**
   * Only while this action still has these keys: on the Wayland portal Electron 45's unregister() lets
   * go of nothing (electron_api_global_shortcut.cc: Unregister returns early for an accelerator that
   * went to the portal, which it keeps in another map), so keys given up can still be pressed.
   */
  const onPress = (action: ShortcutAction, accelerator: string) => () => {
    if (statuses.some((status) => status.action === action && status.accelerator === accelerator)) options.pressed(action)
  }

  function bind(action: ShortcutAction, accelerator: string): ShortcutStatus {
    try {
      const registered = options.registrar.register(accelerator, onPress(action, accelerator))
      // Still asked for: should the desktop bind it after all, pressing it works.
      if (options.blocked) return shortcutStatus(action, accelerator, false, options.blocked, null)
      return shortcutStatus(action, accelerator, registered, registered ? null : options.refusal, registered ? (options.unconfirmed ?? null) : null)
    } catch {
      // Electron throws for an accelerator it cannot read (the shared schema refuses those first).
      return shortcutStatus(action, accelerator, false, said('system.shortcuts.unreadable'), null)
    }
  }

  function status(): ShortcutsStatus {
    const order = (shortcut: ShortcutStatus) => ShortcutActionSchema.options.indexOf(shortcut.action)
    return { available: true, ...sentenceField('detail', options.detail), shortcuts: [...statuses].sort((a, b) => order(a) - order(b)) }
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
