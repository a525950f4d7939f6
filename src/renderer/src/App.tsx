// The window: a header with the three views (Search, Library, Settings) and the open one. Library
// and Settings are loaded when first opened, so the first paint carries only the search.
import { Suspense, lazy, useCallback, useEffect, useState, type ReactNode } from 'react'
import { LibraryProvider } from './hooks/library-context'
import { SettingsProvider, useSettings } from './hooks/settings-context'
import { useOnline } from './hooks/use-online'
import { formatRoute, searchRoute, type Route } from './routing/route'
import { useRoute } from './routing/use-route'
import { SearchView } from './search/SearchView'
import { SOURCES } from './search/search-state'
import { Toasts, showToast } from './components/Toast'
import { Notices } from './status/Notices'
import { NowShowing } from './now-showing/NowShowing'
import { WindowIntl } from './i18n/WindowIntl'
import { useT } from './i18n/use-t'
import './app-shell.css'

const LibraryView = lazy(() => import('./library/LibraryView'))
const SettingsView = lazy(() => import('./settings/SettingsView'))

const VIEWS = [
  { view: 'search', label: 'nav.search', href: '#/search' },
  { view: 'library', label: 'nav.library', href: '#/library/favourites' },
  { view: 'settings', label: 'nav.settings', href: '#/settings' },
] as const satisfies readonly { view: Route['view']; label: string; href: string }[]

export function App() {
  return (
    <SettingsProvider>
      <SettingsIntl>
        <LibraryProvider>
          <Shell />
        </LibraryProvider>
      </SettingsIntl>
    </SettingsProvider>
  )
}

/** The window's language: Settings' `language` once loaded, the system's until then. */
function SettingsIntl({ children }: { children: ReactNode }) {
  const { settings } = useSettings()
  return <WindowIntl setting={settings?.language ?? null}>{children}</WindowIntl>
}

function Shell() {
  const t = useT()
  const { route, navigate } = useRoute()
  const { settings, error: settingsError } = useSettings()
  const online = useOnline()
  const [lastSearch, setLastSearch] = useState<string | null>(null)

  // An address without a search opens the default source (once the settings say which).
  const settled = settings !== null || settingsError !== null
  useEffect(() => {
    if (route.view === 'search' && route.search === null && settled) navigate(searchRoute(settings?.defaultSource ?? SOURCES[0] ?? 'local'), { replace: true })
  }, [route, settled, settings?.defaultSource, navigate])

  useEffect(() => {
    if (route.view === 'search' && route.search !== null) setLastSearch(formatRoute(route))
  }, [route])

  const onToast = useCallback((message: string, undo?: () => void) => void showToast({ message, undo }), [])

  return (
    <div className="app">
      <header className="app-header">
        <a className="brand" href={lastSearch ?? '#/search'}>
          Tapestry
        </a>
        <nav className="app-nav" aria-label={t('nav.views')}>
          {VIEWS.map(({ view, label, href }) => (
            <a key={view} href={view === 'search' ? (lastSearch ?? href) : href} aria-current={route.view === view ? 'page' : undefined}>
              {t(label)}
            </a>
          ))}
        </nav>
        {!online && (
          <p className="offline" role="status">
            {t('app.offline')}
          </p>
        )}
      </header>
      <Notices />
      <main className="app-main">
        {(route.view === 'search' || route.view === 'library') && <NowShowing />}
        {route.view === 'search' && route.search !== null && <SearchView committed={route.search} navigate={navigate} onToast={onToast} />}
        <Suspense
          fallback={
            <div className="status loading" role="status">
              <span className="spinner" aria-hidden="true" />
              <p className="status-message">{t('app.opening')}</p>
            </div>
          }
        >
          {route.view === 'library' && <LibraryView tab={route.tab} navigate={navigate} onToast={onToast} />}
          {route.view === 'settings' && <SettingsView focus={route.focus} onToast={onToast} />}
        </Suspense>
      </main>
      <Toasts />
    </div>
  )
}
