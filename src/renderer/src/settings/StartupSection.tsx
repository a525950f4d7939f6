// Starting with the session: whether Tapestry starts (in the tray, with no window) when the person
// logs in, as the system has it now, and whether each start changes the wallpaper. Both take
// effect when ticked, like a system setting.
import { useEffect, useState } from 'react'
import type { ErrorData } from '../../../shared/errors'
import type { LoginItemStatus } from '../../../shared/ipc'
import type { PublicSettings } from '../../../shared/settings'
import { useApi } from '../api/api-context'
import { carrierFailure } from '../api/errors'
import { StatusMessage } from '../status/StatusMessage'
import { SwitchField } from './fields'
import { UpdatesField } from './UpdatesField'
import { LanguageField } from './LanguageField'
import { useSave, type Saved } from './use-save'
import { useT } from '../i18n/use-t'

export function StartupSection({ settings }: { settings: PublicSettings }) {
  const api = useApi()
  const [login, setLogin] = useState<LoginItemStatus | null>(null)
  const [loginBusy, setLoginBusy] = useState(false)
  const [loginSaved, setLoginSaved] = useState<Saved>({ state: 'idle' })
  const [loginError, setLoginError] = useState<{ error: ErrorData; at: number } | null>(null)
  const { saved, save } = useSave()

  useEffect(() => {
    api['loginItem.get']().then(
      (result) => (result.ok ? setLogin(result.value) : setLoginError({ error: result.error, at: Date.now() })),
      () => undefined,
    )
  }, [api])

  const changeLogin = async (enabled: boolean) => {
    setLoginBusy(true)
    const result = await api['loginItem.set']({ enabled }).catch(carrierFailure)
    setLoginBusy(false)
    if (result.ok) {
      setLogin(result.value)
      setLoginError(null)
      setLoginSaved({ state: 'done' })
    } else setLoginError({ error: result.error, at: Date.now() })
  }

  const t = useT()
  const quietly = t('settings.startup.quietly')
  // Where it cannot be changed, why; where it is on, how (the entry's path, or macOS asking for approval).
  const loginHint = login === null ? quietly : !login.supported ? login.detail : login.enabled && login.detail ? `${quietly} ${login.detail}` : quietly
  return (
    <>
      <LanguageField settings={settings} />
      <SwitchField
        name="startAtLogin"
        label={t('settings.startup.atLogin')}
        checked={login?.enabled ?? false}
        isDisabled={login === null || !login.supported || loginBusy}
        saved={loginSaved}
        hint={loginHint}
        onChange={(enabled) => void changeLogin(enabled)}
      />
      {loginError && <StatusMessage compact error={loginError.error} at={loginError.at} />}
      <SwitchField
        name="changeWallpaperOnStart"
        label={t('settings.startup.changeOnStart')}
        checked={settings.startup.changeWallpaper}
        saved={saved}
        hint={settings.startup.changeWallpaper ? t('settings.startup.changeOnStart.on') : t('settings.startup.changeOnStart.off')}
        onChange={(changeWallpaper) => void save({ settings: { startup: { changeWallpaper } } })}
      />
      <UpdatesField />
    </>
  )
}
