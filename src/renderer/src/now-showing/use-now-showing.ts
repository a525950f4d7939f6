// What each display shows now, kept current: asked once, then again whenever rotation or the library
// says something changed (a set, a step, a block, "previous"), and after each of the strip's own
// actions. Only the newest answer is kept, however the answers arrive.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ErrorData } from '../../../shared/errors'
import type { NowShowing } from '../../../shared/ipc'
import { useApi } from '../api/api-context'
import { carrierFailure } from '../api/errors'
import { useEvent } from '../hooks/use-event'

export interface NowShowingState {
  /** Null until the first answer. */
  now: NowShowing | null
  error: ErrorData | null
  reload(): void
}

export function useNowShowing(): NowShowingState {
  const api = useApi()
  const [now, setNow] = useState<NowShowing | null>(null)
  const [error, setError] = useState<ErrorData | null>(null)
  const asked = useRef(0)

  const reload = useCallback(() => {
    const ask = ++asked.current
    void api['displays.showing']()
      .catch(carrierFailure)
      .then((result) => {
        if (ask !== asked.current) return
        if (result.ok) {
          setNow(result.value)
          setError(null)
        } else setError(result.error)
      })
  }, [api])

  useEffect(reload, [reload])
  useEvent('rotation.changed', ({ busy }) => {
    if (!busy) reload()
  })
  useEvent('library.changed', ({ what }) => {
    if (what === 'history' || what === 'entries' || what === 'blocklist') reload()
  })
  return { now, error, reload }
}
