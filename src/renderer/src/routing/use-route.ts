import { useCallback, useSyncExternalStore } from 'react'
import { parseRoute, type Route } from './route'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange)
  return () => window.removeEventListener('hashchange', onChange)
}

const getHash = () => window.location.hash

/** The route in the address, and a way to go elsewhere (a new history entry, so Back works). */
export function useRoute(): { route: Route; hash: string; navigate(hash: string, options?: { replace?: boolean }): void } {
  const hash = useSyncExternalStore(subscribe, getHash, () => '')
  const navigate = useCallback((next: string, options: { replace?: boolean } = {}) => {
    if (next === window.location.hash) return
    if (options.replace) {
      window.history.replaceState(window.history.state, '', next)
      window.dispatchEvent(new HashChangeEvent('hashchange'))
    } else window.location.hash = next
  }, [])
  return { route: parseRoute(hash), hash, navigate }
}
