// Lock screen: whether each new wallpaper goes to the lock screen too, and what the chosen method
// allows, in a sentence that follows the method as it is picked, before anything is saved.
import type { PublicSettings } from '../../../shared/settings'
import { SwitchField } from './fields'
import { useSave } from './use-save'
import { lockScreenHint, type MethodState } from './use-wallpaper-method'

export function LockScreenSection({ settings, method, methodLabel }: { settings: PublicSettings; method: MethodState; methodLabel: string }) {
  const { saved, save } = useSave()
  const unsupported = method.state === 'known' && method.method.lockScreen.support === 'none'
  return (
    <>
      <SwitchField
        name="lockScreen"
        label="Also set the lock screen"
        checked={settings.wallpaper.lockScreen}
        saved={saved}
        hint={<span data-testid="lock-screen-note">{lockScreenHint(method)}</span>}
        onChange={(lockScreen) => void save({ settings: { wallpaper: { lockScreen } } })}
      />
      <p className="field-hint">
        For the method “{methodLabel}”: <a href="#/settings?focus=displays">change it under Displays &amp; fit</a>.
        {unsupported && settings.wallpaper.lockScreen ? ' With this method the switch has no effect.' : ''}
      </p>
    </>
  )
}
