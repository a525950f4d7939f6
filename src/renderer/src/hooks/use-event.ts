import { useEffect, useRef } from 'react'
import type { EventName, EventPayload } from '../../../shared/ipc'
import { useApi } from '../api/api-context'

/** Calls `callback` for each `event` while the component is mounted (the latest callback, always). */
export function useEvent<E extends EventName>(event: E, callback: (payload: EventPayload<E>) => void): void {
  const api = useApi()
  const latest = useRef(callback)
  latest.current = callback
  useEffect(() => api.on(event, (payload) => latest.current(payload)), [api, event])
}
