// The app's handlers with global shortcuts: `shortcuts.status` answers how registering each one
// went, and a settings change that carries shortcuts registers them again at once, so the status
// the window asks for next is the new one. (Elsewhere, the command line and the browser demo,
// `shortcuts.status` keeps the core's answer: none can be registered there.)
import type { OperationHandlers } from '../operations/operations'
import type { ShortcutKeeper } from './shortcut-keeper'

export function withShortcuts(handlers: OperationHandlers, keeper: Pick<ShortcutKeeper, 'apply' | 'status'>): OperationHandlers {
  return {
    ...handlers,
    'settings.set': async (input, context) => {
      const settings = await handlers['settings.set'](input, context)
      // Only when shortcuts were sent: a refused one is tried again when the person saves them
      // again, not on every other save (a Wayland desktop may ask about each one it is given).
      if (input.settings?.shortcuts !== undefined) keeper.apply(settings.shortcuts)
      return settings
    },
    'shortcuts.status': async () => keeper.status(),
  }
}
