// The window's address, in the URL hash: which view is open and, for a search, everything needed to
// run it again. `#/search/<source>?query=sea&sorting=RANDOM&seed=Ab12Cd` reloads and shares.
import { ItemSourceSchema } from '../../../shared/media'
import { decodeSearch, encodeSearch, type SearchSource, type SearchState } from '../search/search-state'

export const LIBRARY_TABS = ['favourites', 'history', 'downloads', 'blocklist'] as const
export type LibraryTab = (typeof LIBRARY_TABS)[number]

export type Route =
  /** `search` null: the default source's form, nothing searched yet. */
  | { view: 'search'; search: SearchState | null }
  | { view: 'library'; tab: LibraryTab }
  /** `focus`: a setting to bring into view (e.g. the key a source needs). */
  | { view: 'settings'; focus: string | null }

export function parseRoute(hash: string): Route {
  const text = hash.replace(/^#\/?/, '')
  const [path = '', query = ''] = text.split('?', 2)
  const [view, part] = path.split('/')
  const params = new URLSearchParams(query)
  if (view === 'library') {
    const tab = LIBRARY_TABS.find((candidate) => candidate === part) ?? 'favourites'
    return { view: 'library', tab }
  }
  if (view === 'settings') return { view: 'settings', focus: params.get('focus') }
  const source = ItemSourceSchema.safeParse(part)
  return { view: 'search', search: source.success ? decodeSearch(source.data, params) : null }
}

export function formatRoute(route: Route): string {
  switch (route.view) {
    case 'library':
      return `#/library/${route.tab}`
    case 'settings':
      return route.focus === null ? '#/settings' : `#/settings?${new URLSearchParams({ focus: route.focus }).toString()}`
    case 'search': {
      if (route.search === null) return '#/search'
      const query = encodeSearch(route.search)
      return `#/search/${route.search.source}${query === '' ? '' : `?${query}`}`
    }
  }
}

export function searchRoute(source: SearchSource): string {
  return `#/search/${source}`
}
