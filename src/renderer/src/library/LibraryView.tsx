// The library: favourites (as a grid that opens the preview), the history of what was set, the
// downloads (with where each file is), and the blocklist (with Unblock), each read a page at a time.
// The tabs are React Aria's, following the address (#/library/history) so each reloads and shares.
import { useCallback, useMemo, useState } from 'react'
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components'
import type { ErrorData } from '../../../shared/errors'
import type { PageRequest } from '../../../shared/ipc'
import type { Blocked, Favourite } from '../../../shared/library'
import type { MediaItem } from '../../../shared/media'
import { useApi } from '../api/api-context'
import { ResultsGrid } from '../grid/ResultsGrid'
import { useLibrary } from '../hooks/library-context'
import { useNow } from '../hooks/use-now'
import { PreviewDialog } from '../preview/PreviewDialog'
import { LIBRARY_TABS, formatRoute, type LibraryTab } from '../routing/route'
import { SOURCE_LABELS } from '../search/search-state'
import { StatusMessage } from '../status/StatusMessage'
import { Downloads } from './Downloads'
import { History } from './History'
import { ListCount, ShowMore } from './ListCount'
import { TimeAgo } from './TimeAgo'
import { useLibraryPages } from './use-library-pages'
import { Message } from '../i18n/Message'
import { useT } from '../i18n/use-t'
import './library.css'

interface LibraryViewProps {
  tab: LibraryTab
  navigate(hash: string): void
  onToast(message: string, undo?: () => void): void
}

const TAB_LABELS = {
  favourites: 'library.tab.favourites',
  history: 'library.tab.history',
  downloads: 'library.tab.downloads',
  blocklist: 'library.tab.blocklist',
} as const satisfies Record<LibraryTab, string>

export default function LibraryView({ tab, navigate, onToast }: LibraryViewProps) {
  const t = useT()
  const select = (key: Key) => {
    const chosen = LIBRARY_TABS.find((candidate) => candidate === key)
    if (chosen !== undefined && chosen !== tab) navigate(formatRoute({ view: 'library', tab: chosen }))
  }
  return (
    <section className="library-view" aria-label={t('nav.library')}>
      <Tabs className="library-tabs" selectedKey={tab} onSelectionChange={select}>
        <TabList className="tabs" aria-label={t('nav.library')}>
          {LIBRARY_TABS.map((candidate) => (
            <Tab key={candidate} id={candidate} className="tab">
              {t(TAB_LABELS[candidate])}
            </Tab>
          ))}
        </TabList>
        {/* Keyed by the tab: a panel keeps the id it was first drawn with, which the tab's aria-controls must name. */}
        <TabPanel key={tab} id={tab} className="library-panel">
          {tab === 'favourites' && <Favourites navigate={navigate} onToast={onToast} />}
          {tab === 'history' && <History navigate={navigate} />}
          {tab === 'downloads' && <Downloads />}
          {tab === 'blocklist' && <Blocklist />}
        </TabPanel>
      </Tabs>
    </section>
  )
}

function Favourites({ navigate, onToast }: Omit<LibraryViewProps, 'tab'>) {
  const api = useApi()
  const t = useT()
  const library = useLibrary()
  const load = useCallback((request: PageRequest) => api['library.favourites'](request), [api])
  const { items: favourites, hasMore, loadMore, error, reload } = useLibraryPages<Favourite>(load, 'favourites')
  const items = useMemo(() => (favourites ?? []).map((favourite) => favourite.item), [favourites])
  const [open, setOpen] = useState<number | null>(null)
  const item = open === null ? undefined : items[open]
  if (open !== null && item === undefined) setOpen(null)

  if (error && favourites === null) return <StatusMessage error={error.error} at={error.at} onRetry={reload} />
  if (favourites === null) return <p role="status">{t('favourites.loading')}</p>
  if (items.length === 0) {
    return (
      <div className="status empty" role="status">
        <p className="status-message">{t('favourites.empty')}</p>
        <p className="status-step">{t('favourites.emptyStep')}</p>
      </div>
    )
  }
  return (
    <>
      <ResultsGrid items={items} label={t('library.tab.favourites')} onOpen={setOpen} hasMore={hasMore} onEndReached={loadMore} />
      {item !== undefined && open !== null && (
        <PreviewDialog
          item={item}
          onClose={() => setOpen(null)}
          onPrevious={open > 0 ? () => setOpen(open - 1) : undefined}
          onNext={open < items.length - 1 ? () => setOpen(open + 1) : undefined}
          onBlocked={(blocked: MediaItem) => {
            setOpen(null)
            onToast(t('toast.blocked', { title: blocked.title }), () => void library.unblock(blocked))
          }}
          onOpenSettings={() => navigate(formatRoute({ view: 'settings', focus: null }))}
        />
      )}
    </>
  )
}

function Blocklist() {
  const api = useApi()
  const t = useT()
  const library = useLibrary()
  const load = useCallback((request: PageRequest) => api['library.blocklist'](request), [api])
  const { items: list, total, hasMore, loading, loadMore, error, reload } = useLibraryPages<Blocked>(load, 'blocklist')
  const [failure, setFailure] = useState<{ error: ErrorData; at: number } | null>(null)
  const now = useNow(true, 30_000)
  if (error && list === null) return <StatusMessage error={error.error} at={error.at} onRetry={reload} />
  if (list === null) return <p role="status">{t('blocklist.loading')}</p>
  if (list.length === 0) {
    return (
      <div className="status empty" role="status">
        <p className="status-message">{t('blocklist.empty')}</p>
        <p className="status-step">{t('blocklist.emptyStep')}</p>
      </div>
    )
  }
  const unblock = async (entry: Blocked) => {
    const result = await library.unblock({ source: entry.source, id: entry.id })
    // On success the library says the blocklist changed, and the list reloads itself.
    setFailure(result.ok ? null : { error: result.error, at: Date.now() })
  }
  return (
    <>
      <div className="list-toolbar">
        <ListCount shown={list.length} total={total} />
      </div>
      {failure && <StatusMessage compact error={failure.error} at={failure.at} />}
      <div className="list-scroll">
        <ol className="record-list" aria-label={t('library.tab.blocklist')}>
          {list.map((entry) => (
            <li key={`${entry.source}:${entry.id}`} className="record" data-key={`${entry.source}:${entry.id}`}>
              <div className="record-body">
                <p className="record-title">{entry.title}</p>
                <p className="record-meta">
                  <Message id="blocklist.meta" values={{ source: SOURCE_LABELS[entry.source], id: entry.id, when: <TimeAgo iso={entry.blockedAt} now={now} /> }} />
                </p>
              </div>
              <button type="button" className="record-action" onClick={() => void unblock(entry)}>
                {t('blocklist.unblock')}
              </button>
            </li>
          ))}
        </ol>
        {error && <StatusMessage compact error={error.error} at={error.at} onRetry={loadMore} />}
        {hasMore && <ShowMore loading={loading} onMore={loadMore} />}
      </div>
    </>
  )
}
