// The window's one way to the main process: `window.api` (the preload's, or the browser harness's),
// handed down through context so component tests can give a fake instead.
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { WindowApi } from '../../../shared/window-api'
import { withLocalErrors } from './local-errors'

declare global {
  interface Window {
    readonly api: WindowApi
  }
}

const ApiContext = createContext<WindowApi | null>(null)

export function ApiProvider({ api, children }: { api: WindowApi; children: ReactNode }) {
  // The core's error sentences come back in the window's language (local-errors.ts).
  const local = useMemo(() => withLocalErrors(api), [api])
  return <ApiContext.Provider value={local}>{children}</ApiContext.Provider>
}

export function useApi(): WindowApi {
  const api = useContext(ApiContext)
  if (api === null) throw new Error('useApi needs an ApiProvider above it.')
  return api
}
