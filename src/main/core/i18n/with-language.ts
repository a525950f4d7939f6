// The app's handlers with the menus' language: a settings change that carries `language` builds
// the tray and the application menu again at once, in the language chosen.
import type { OperationHandlers } from '../operations/operations'

export function withLanguage(handlers: OperationHandlers, changed: () => void): OperationHandlers {
  return {
    ...handlers,
    'settings.set': async (input, context) => {
      const settings = await handlers['settings.set'](input, context)
      if (input.settings?.language !== undefined) changed()
      return settings
    },
  }
}
