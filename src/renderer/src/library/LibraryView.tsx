// The library: favourites (as a grid that opens the preview), the history of what was set (with
// credits, the display each was on, and "Set again"; narrowed to one display where there are
// several), and the blocklist (with Unblock), each read a page at a time.
import { useCallback, useMemo, useState } from 'react'
import type { ErrorData } from '../../../shared/errors'
import type { HistoryEntry, PageRequest } from '../../../shared/ipc'
import type { Blocked, Favourite } from '../../../shared/library'
import type { MediaItem } from '../../../shared/media'
import { useApi } from '../api/api-context'
import { carrierFailure } from '../api/errors'
import { SelectField } from '../components/controls'
import { ResultsGrid } from '../grid/ResultsGrid'
import { useDisplays } from '../hooks/use-displays'
import { useLibrary } from '../hooks/library-context'
import { canShowImage } from '../images/can-show-image'
import { imageSrc } from '../images/image-src'
import { Credit, SourcePageLink } from '../preview/Credit'
import { PreviewDialog } from '../preview/PreviewDialog'
import { formatDateTime } from '../preview/format'
import { LIBRARY_TABS, formatRoute, type LibraryTab } from '../routing/route'
import { SOURCE_LABELS } from '../search/search-state'
import { StatusMessage } from '../status/StatusMessage'
import { historyDisplayChoices } from './history-displays'
import { knownItem } from './known-items'
import { useLibraryPages } from './use-library-pages'

interface LibraryViewProps {
  tab: LibraryTab
  navigate(hash: string): void
  onToast(message: string, undo?: () => void): void
}

const TAB_LABELS: Record<LibraryTab, string> = { favourites: 'Favourites', history: 'History', blocklist: 'Blocklist' }

export default function LibraryView({ tab, navigate, onToast }: LibraryViewProps) {
  return (
    <section className="library-view" aria-label="Library">
      <nav className="tabs" aria-label="Library">
        {LIBRARY_TABS.map((candidate) => (
          <a key={candidate} href={formatRoute({ view: 'library', tab: candidate })} aria-current={candidate === tab ? 'page' : undefined}>
            {TAB_LABELS[candidate]}
          </a>
        ))}
      </nav>
      {tab === 'favourites' && <Favourites navigate={navigate} onToast={onToast} />}
      {tab === 'history' && <History navigate={navigate} />}
      {tab === 'blocklist' && <Blocklist />}
    </section>
  )
}

function Favourites({ navigate, onToast }: Omit<LibraryViewProps, 'tab'>) {
  const api = useApi()
  const library = useLibrary()
  const load = useCallback((request: PageRequest) => api['library.favourites'](request), [api])
  const { items: favourites, hasMore, loadMore, error, reload } = useLibraryPages<Favourite>(load, 'favourites')
  const items = useMemo(() => (favourites ?? []).map((favourite) => favourite.item), [favourites])
  const [open, setOpen] = useState<number | null>(null)
  const item = open === null ? undefined : items[open]
  if (open !== null && item === undefined) setOpen(null)

  if (error && favourites === null) return <StatusMessage error={error.error} at={error.at} onRetry={reload} />
  if (favourites === null) return <p role="status">Loading the favourites…</p>
  if (items.length === 0) {
    return (
      <div className="status empty" role="status">
        <p className="status-message">No favourites yet.</p>
        <p className="status-step">Open an image from a search and choose Favourite to keep it here.</p>
      </div>
    )
  }
  return (
    <>
      <ResultsGrid items={items} label="Favourites" onOpen={setOpen} hasMore={hasMore} onEndReached={loadMore} />
      {item !== undefined && open !== null && (
        <PreviewDialog
          item={item}
          onClose={() => setOpen(null)}
          onPrevious={open > 0 ? () => setOpen(open - 1) : undefined}
          onNext={open < items.length - 1 ? () => setOpen(open + 1) : undefined}
          onBlocked={(blocked: MediaItem) => {
            setOpen(null)
            onToast(`Blocked “${blocked.title}”.`, () => void library.unblock(blocked))
          }}
          onOpenSettings={() => navigate(formatRoute({ view: 'settings', focus: null }))}
        />
      )}
    </>
  )
}

/** "Showing 60 of 1,204" and a way to the next page. */
function MoreButton({ shown, total, hasMore, loading, onMore }: { shown: number; total: number; hasMore: boolean; loading: boolean; onMore(): void }) {
  return (
    <div className="list-more">
      <p className="list-count">{shown === total ? `${total.toLocaleString()} in all` : `Showing ${shown.toLocaleString()} of ${total.toLocaleString()}`}</p>
      {hasMore && (
        <button type="button" onClick={onMore} disabled={loading}>
          {loading ? 'Loading…' : 'Show more'}
        </button>
      )}
    </div>
  )
}

function History({ navigate }: { navigate(hash: string): void }) {
  const api = useApi()
  const [display, setDisplay] = useState('all')
  const load = useCallback((request: PageRequest) => api['library.history'](display === 'all' ? request : { ...request, display }), [api, display])
  const { items: list, total, hasMore, loading, loadMore, error, reload } = useLibraryPages<HistoryEntry>(load, 'history')
  const displays = useDisplays()
  const choices = historyDisplayChoices(displays, list ?? [])
  // Only where there is more than one display to tell apart; kept while narrowed, so it can be undone.
  const filter = (choices.length > 1 || display !== 'all') && (
    <SelectField
      name="historyDisplay"
      label="Display"
      value={display}
      options={[['all', 'All displays'] as const, ...choices.map((choice) => [choice.id, choice.label] as const)]}
      onChange={setDisplay}
    />
  )
  if (error && list === null) return <StatusMessage error={error.error} at={error.at} onRetry={reload} />
  if (list === null) return <p role="status">Loading the history…</p>
  if (list.length === 0) {
    return (
      <>
        {filter}
        <div className="status empty" role="status">
          <p className="status-message">{display === 'all' ? 'Nothing has been set as a wallpaper yet.' : 'Nothing has been set on this display yet.'}</p>
          <p className="status-step">What you set, here or by rotation, is listed here with its credit.</p>
        </div>
      </>
    )
  }
  return (
    <>
      {filter}
      <ol className="record-list" aria-label="History">
        {list.map((record) => (
          <HistoryRow key={`${record.libraryId}-${record.setAt}-${record.display}`} record={record} navigate={navigate} />
        ))}
      </ol>
      {error && <StatusMessage compact error={error.error} at={error.at} onRetry={loadMore} />}
      <MoreButton shown={list.length} total={total} hasMore={hasMore} loading={loading} onMore={loadMore} />
    </>
  )
}

function HistoryRow({ record, navigate }: { record: HistoryEntry; navigate(hash: string): void }) {
  const api = useApi()
  const item = record.item ?? knownItem(record.source, record.id)
  const [state, setState] = useState<{ busy: boolean; done: string | null; error: ErrorData | null; at: number }>({ busy: false, done: null, error: null, at: 0 })
  const setAgain = async () => {
    if (item === null) return
    setState({ busy: true, done: null, error: null, at: 0 })
    const result = await api.setWallpaper({ item, display: record.display }).catch(carrierFailure)
    setState(result.ok ? { busy: false, done: 'Set again.', error: null, at: 0 } : { busy: false, done: null, error: result.error, at: Date.now() })
  }
  return (
    <li className="record" data-key={`${record.source}:${record.id}`}>
      {item !== null && canShowImage(item.thumbUrl) ? <img className="record-thumb" src={imageSrc(item.thumbUrl)} alt="" loading="lazy" /> : <span className="record-thumb empty" aria-hidden="true" />}
      <div className="record-body">
        <p className="record-title">{record.title}</p>
        <p className="record-meta">
          Set {formatDateTime(record.setAt)} on {record.display === 'all' ? 'all displays' : `display ${record.display}`} · {SOURCE_LABELS[record.source]}
          {!record.inLibrary && (record.source === 'local' ? ' · no longer in your folders' : ' · file no longer in the library (Set again fetches it)')}
        </p>
        <p className="record-credit">
          {item !== null ? <Credit item={item} /> : `From ${SOURCE_LABELS[record.source]}`}
          {item !== null && item.pageUrl !== null && (
            <>
              {' · '}
              <SourcePageLink item={item} label="Source page" />
            </>
          )}
        </p>
        {state.done && (
          <p className="success" role="status">
            {state.done}
          </p>
        )}
        {state.error && <StatusMessage compact error={state.error} at={state.at} onRetry={setAgain} onSettings={() => navigate('#/settings')} />}
      </div>
      <button type="button" onClick={() => void setAgain()} disabled={item === null || state.busy} title={item === null ? 'This card is not known to this window.' : undefined}>
        {state.busy ? 'Setting…' : 'Set again'}
      </button>
    </li>
  )
}

function Blocklist() {
  const api = useApi()
  const library = useLibrary()
  const load = useCallback((request: PageRequest) => api['library.blocklist'](request), [api])
  const { items: list, total, hasMore, loading, loadMore, error, reload } = useLibraryPages<Blocked>(load, 'blocklist')
  const [failure, setFailure] = useState<{ error: ErrorData; at: number } | null>(null)
  if (error && list === null) return <StatusMessage error={error.error} at={error.at} onRetry={reload} />
  if (list === null) return <p role="status">Loading the blocklist…</p>
  if (list.length === 0) {
    return (
      <div className="status empty" role="status">
        <p className="status-message">Nothing is blocked.</p>
        <p className="status-step">A blocked image never shows in searches or rotation; block one from its preview.</p>
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
      {failure && <StatusMessage compact error={failure.error} at={failure.at} />}
      <ol className="record-list" aria-label="Blocklist">
        {list.map((entry) => (
          <li key={`${entry.source}:${entry.id}`} className="record" data-key={`${entry.source}:${entry.id}`}>
            <div className="record-body">
              <p className="record-title">{entry.title}</p>
              <p className="record-meta">
                {SOURCE_LABELS[entry.source]} · {entry.id} · blocked {formatDateTime(entry.blockedAt)}
              </p>
            </div>
            <button type="button" onClick={() => void unblock(entry)}>
              Unblock
            </button>
          </li>
        ))}
      </ol>
      {error && <StatusMessage compact error={error.error} at={error.at} onRetry={loadMore} />}
      <MoreButton shown={list.length} total={total} hasMore={hasMore} loading={loading} onMore={loadMore} />
    </>
  )
}
