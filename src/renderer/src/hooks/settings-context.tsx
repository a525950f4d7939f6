// The settings as the window sees them (no secret, only `hasKey`), loaded once and replaced by what
// every change answers, so each view shows the same state; loaded again whenever the window is shown
// or focused, so what the command line changed meanwhile (`tapestry config set language fr`) shows.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { ErrorData } from '../../../shared/errors'
import type { OperationInput, OperationResult } from '../../../shared/ipc'
import type { PublicSettings } from '../../../shared/settings'
import { useApi } from '../api/api-context'
import { carrierError, carrierFailure } from '../api/errors'

export type SettingsChange = NonNullable<OperationInput<'settings.set'>>

interface SettingsValue {
  /** null until loaded (or when loading failed). */
  settings: PublicSettings | null
  error: ErrorData | null
  change(change: SettingsChange): Promise<OperationResult<'settings.set'>>
  reload(): void
}

const SettingsContext = createContext<SettingsValue | null>(null)

export function SettingsProvider({ children }: { children: ReactNode }) {
  const api = useApi()
  const [settings, setSettings] = useState<PublicSettings | null>(null)
  const [error, setError] = useState<ErrorData | null>(null)

  const reload = useCallback(() => {
    api['settings.get']().then(
      (result) => {
        if (result.ok) {
          setSettings(result.value)
          setError(null)
        } else setError(result.error)
      },
      () => setError(carrierError()),
    )
  }, [api])

  useEffect(reload, [reload])
  useEffect(() => {
    const shown = () => {
      if (document.visibilityState === 'visible') reload()
    }
    window.addEventListener('focus', reload)
    document.addEventListener('visibilitychange', shown)
    return () => {
      window.removeEventListener('focus', reload)
      document.removeEventListener('visibilitychange', shown)
    }
  }, [reload])

  const change = useCallback(
    async (patch: SettingsChange): Promise<OperationResult<'settings.set'>> => {
      const result = await api['settings.set'](patch).catch(carrierFailure)
      if (result.ok) setSettings(result.value)
      return result
    },
    [api],
  )

  const value = useMemo(() => ({ settings, error, change, reload }), [settings, error, change, reload])
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>
}

export function useSettings(): SettingsValue {
  const value = useContext(SettingsContext)
  if (value === null) throw new Error('useSettings needs a SettingsProvider above it.')
  return value
}
