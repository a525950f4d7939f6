// The window's one way to the main process: `window.api` (the preload's, or the browser harness's),
// handed down through context so component tests can give a fake instead.
import { createContext, useContext, type ReactNode } from 'react'
import type { WindowApi } from '../../../shared/window-api'

declare global {
  interface Window {
    readonly api: WindowApi
  }
}

const ApiContext = createContext<WindowApi | null>(null)

export function ApiProvider({ api, children }: { api: WindowApi; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>
}

export function useApi(): WindowApi {
  const api = useContext(ApiContext)
  if (api === null) throw new Error('useApi needs an ApiProvider above it.')
  return api
}
