// How this desktop's wallpaper is set: the method chosen in Settings (saved or only picked so far)
// and what it means here, as the main process describes it: its name and what Tapestry can do with
// its lock screen. The sentence follows the choice before it is saved.
import { useEffect, useState } from 'react'
import type { ErrorData } from '../../../shared/errors'
import type { WallpaperMethod } from '../../../shared/ipc'
import type { PublicSettings } from '../../../shared/settings'
import { useApi } from '../api/api-context'
import { carrierFailure } from '../api/errors'
import { translate } from '../i18n/use-t'

export type Backend = PublicSettings['wallpaper']['backend']
export type MethodState = { state: 'loading' } | { state: 'known'; method: WallpaperMethod } | { state: 'failed'; error: ErrorData }

/** What `choice` means on this desktop; asked again whenever the choice or the saved method changes. */
export function useWallpaperMethod(choice: Backend, saved: Backend): MethodState {
  const api = useApi()
  const [method, setMethod] = useState<MethodState>({ state: 'loading' })
  useEffect(() => {
    let current = true
    setMethod({ state: 'loading' })
    void api['wallpaper.method'](choice === saved ? undefined : { backend: choice })
      .catch(carrierFailure)
      .then((result) => {
        if (current) setMethod(result.ok ? { state: 'known', method: result.value } : { state: 'failed', error: result.error })
      })
    return () => {
      current = false
    }
  }, [api, choice, saved])
  return method
}

/** The sentence beside the lock-screen switch: what this method allows, or why it is not known. */
export function lockScreenHint(method: MethodState): string {
  if (method.state === 'loading') return translate('settings.lockScreen.finding')
  if (method.state === 'failed') return translate('settings.lockScreen.unknown', { message: method.error.message })
  return method.method.lockScreen.detail
}
