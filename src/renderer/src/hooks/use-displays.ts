import { useEffect, useState } from 'react'
import type { DisplayInfo } from '../../../shared/ipc'
import { useApi } from '../api/api-context'

/** The displays the desktop reports; empty until known (or when it cannot say). */
export function useDisplays(): readonly DisplayInfo[] {
  const api = useApi()
  const [displays, setDisplays] = useState<readonly DisplayInfo[]>([])
  useEffect(() => {
    let live = true
    api.displays().then(
      (result) => {
        if (live && result.ok) setDisplays(result.value)
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [api])
  return displays
}
