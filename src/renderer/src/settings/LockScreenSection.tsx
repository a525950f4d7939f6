// Lock screen: whether each new wallpaper goes to the lock screen too, and what the chosen method
// allows, in a sentence that follows the method as it is picked, before anything is saved.
import type { PublicSettings } from '../../../shared/settings'
import { SwitchField } from './fields'
import { useSave } from './use-save'
import { lockScreenHint, type MethodState } from './use-wallpaper-method'
import { Message } from '../i18n/Message'
import { useT } from '../i18n/use-t'

export function LockScreenSection({ settings, method, methodLabel }: { settings: PublicSettings; method: MethodState; methodLabel: string }) {
  const { saved, save } = useSave()
  const t = useT()
  const unsupported = method.state === 'known' && method.method.lockScreen.support === 'none'
  return (
    <>
      <SwitchField
        name="lockScreen"
        label={t('settings.lockScreen.label')}
        checked={settings.wallpaper.lockScreen}
        saved={saved}
        hint={<span data-testid="lock-screen-note">{lockScreenHint(method)}</span>}
        onChange={(lockScreen) => void save({ settings: { wallpaper: { lockScreen } } })}
      />
      <p className="field-hint">
        <Message id="settings.lockScreen.method" values={{ method: methodLabel, link: <a href="#/settings?focus=displays">{t('settings.lockScreen.changeIt')}</a> }} />
        {unsupported && settings.wallpaper.lockScreen ? t('settings.lockScreen.noEffect') : ''}
      </p>
    </>
  )
}
