// The app's handlers with the updater: `updates.status` answers the policy's status, and a settings
// change that carries "Check for updates" reschedules the check at once. (Elsewhere, the command
// line and the browser demo, `updates.status` keeps the core's answer: only the app updates.)
import type { OperationHandlers } from '../operations/operations'
import type { UpdatePolicy } from './update-policy'

export function withUpdates(handlers: OperationHandlers, policy: Pick<UpdatePolicy, 'status' | 'settingsChanged'>): OperationHandlers {
  return {
    ...handlers,
    'settings.set': async (input, context) => {
      const settings = await handlers['settings.set'](input, context)
      if (input.settings?.updates !== undefined) policy.settingsChanged()
      return settings
    },
    'updates.status': async () => policy.status(),
  }
}
