// How this desktop's wallpaper is set, as the main process detected it: its name and what Tapestry
// can do with its lock screen, for the sentence beside "Also set the lock screen".
import { useCallback, useEffect, useState } from 'react'
import type { ErrorData } from '../../../shared/errors'
import type { WallpaperMethod } from '../../../shared/ipc'
import { useApi } from '../api/api-context'
import { carrierFailure } from '../api/errors'

export type MethodState = { state: 'loading' } | { state: 'known'; method: WallpaperMethod } | { state: 'failed'; error: ErrorData }

export function useWallpaperMethod(): { method: MethodState; reload(): void } {
  const api = useApi()
  const [method, setMethod] = useState<MethodState>({ state: 'loading' })
  const [asked, setAsked] = useState(0)
  useEffect(() => {
    let current = true
    void api['wallpaper.method']()
      .catch(carrierFailure)
      .then((result) => {
        if (current) setMethod(result.ok ? { state: 'known', method: result.value } : { state: 'failed', error: result.error })
      })
    return () => {
      current = false
    }
  }, [api, asked])
  return { method, reload: useCallback(() => setAsked((count) => count + 1), []) }
}

/** The sentence beside the toggle: what this desktop's lock screen allows, or why it is not known. */
export function lockScreenHint(method: MethodState): string {
  if (method.state === 'loading') return 'Finding out what this desktop allows…'
  if (method.state === 'failed') return `Tapestry cannot tell what this desktop allows: ${method.error.message}`
  return method.method.lockScreen.detail
}
