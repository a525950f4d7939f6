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
import { useSave, type Saved } from './use-save'

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

  const quietly = 'Tapestry starts in the tray, with no window, and keeps rotating.'
  // Where it cannot be changed, why; where it is on, how (the entry's path, or macOS asking for approval).
  const loginHint = login === null ? quietly : !login.supported ? login.detail : login.enabled && login.detail ? `${quietly} ${login.detail}` : quietly
  return (
    <>
      <SwitchField
        name="startAtLogin"
        label="Start Tapestry when I log in"
        checked={login?.enabled ?? false}
        isDisabled={login === null || !login.supported || loginBusy}
        saved={loginSaved}
        hint={loginHint}
        onChange={(enabled) => void changeLogin(enabled)}
      />
      {loginError && <StatusMessage compact error={loginError.error} at={loginError.at} />}
      <SwitchField
        name="changeWallpaperOnStart"
        label="Change the wallpaper when Tapestry starts"
        checked={settings.startup.changeWallpaper}
        saved={saved}
        hint={settings.startup.changeWallpaper ? 'A new picture from the rotation each time Tapestry starts, at login say.' : 'Tapestry keeps the wallpaper as it was when it starts.'}
        onChange={(changeWallpaper) => void save({ settings: { startup: { changeWallpaper } } })}
      />
      <UpdatesField />
    </>
  )
}
