// Whether the window is wide enough for the section list beside the section (else the list runs
// across the top). Follows the window as it is resized.
import { useSyncExternalStore } from 'react'

const QUERY = '(min-width: 700px)'

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined
  const list = window.matchMedia(QUERY)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

const getWide = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY).matches : true)

export function useWide(): boolean {
  return useSyncExternalStore(subscribe, getWide, () => true)
}
