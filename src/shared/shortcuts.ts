// Global shortcuts for the tray's everyday actions, set in Settings (none until the person sets
// one), and how registering them went, which the window shows beside each one.
import { z } from 'zod'
import { SentenceTextSchema } from './errors'
import { AcceleratorSchema, acceleratorKeys } from './accelerator'

export const ShortcutActionSchema = z.enum(['next', 'previous', 'favourite', 'block'])
export type ShortcutAction = z.infer<typeof ShortcutActionSchema>

/** Each action by the name the tray gives it. */
export const SHORTCUT_LABELS: Readonly<Record<ShortcutAction, string>> = {
  next: 'Next wallpaper',
  previous: 'Previous wallpaper',
  favourite: 'Favourite this wallpaper',
  block: 'Block this wallpaper',
}

/** One key combination, one action: the second action given the same keys is the one refused. */
function oneActionPerShortcut(shortcuts: Partial<Record<ShortcutAction, string | null>>, context: z.RefinementCtx): void {
  const taken = new Map<string, ShortcutAction>()
  for (const action of ShortcutActionSchema.options) {
    const accelerator = shortcuts[action]
    if (accelerator == null) continue
    const first = taken.get(acceleratorKeys(accelerator))
    if (first) context.addIssue({ code: 'custom', path: [action], message: `is already the shortcut for ${SHORTCUT_LABELS[first]}` })
    else taken.set(acceleratorKeys(accelerator), action)
  }
}

const shortcut = AcceleratorSchema.nullable()

/** The stored shortcuts: null is none (every one, until the person sets it). */
export const ShortcutsSchema = z
  .object({
    next: shortcut.default(null),
    previous: shortcut.default(null),
    favourite: shortcut.default(null),
    block: shortcut.default(null),
  })
  .superRefine(oneActionPerShortcut)
export type Shortcuts = z.output<typeof ShortcutsSchema>

/** A change to some of them; null removes one. */
export const ShortcutsPatchSchema = z.strictObject({ next: shortcut, previous: shortcut, favourite: shortcut, block: shortcut }).partial().superRefine(oneActionPerShortcut)

export const ShortcutStatusSchema = z.object({
  action: ShortcutActionSchema,
  accelerator: z.string(),
  /** The system took it: pressing it anywhere runs the action. */
  registered: z.boolean(),
  /** Why it is not working, as a sentence; null when it is. */
  problem: z.string().nullable(),
  problemText: SentenceTextSchema,
  /**
   * Registered where the system never says whether it bound the keys (the Wayland portal, where the
   * desktop may ask the person first): what to check, as a sentence; null where its answer is known.
   */
  pending: z.string().nullable(),
  pendingText: SentenceTextSchema,
})
export type ShortcutStatus = z.output<typeof ShortcutStatusSchema>

export const ShortcutsStatusSchema = z.object({
  /** False where nothing can register a global shortcut (the command line, the browser demo). */
  available: z.boolean(),
  /** One sentence about shortcuts here (what the Wayland portal does, or why there are none); null when there is nothing to say. */
  detail: z.string().nullable(),
  detailText: SentenceTextSchema,
  /** Each shortcut that is set, and how registering it went. */
  shortcuts: z.array(ShortcutStatusSchema),
})
export type ShortcutsStatus = z.output<typeof ShortcutsStatusSchema>
