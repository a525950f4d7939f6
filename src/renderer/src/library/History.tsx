// The history of what was set: each picture with its credit, the display it was on, when (relative,
// the exact time on hover and focus), and "Set again" with the display choice. Narrowed to one
// display where there are several; the filter and the count sit on one line above the list.
import { useCallback, useId, useState } from 'react'
import type { ErrorData } from '../../../shared/errors'
import type { DisplayInfo, HistoryEntry, PageRequest } from '../../../shared/ipc'
import { useApi } from '../api/api-context'
import { carrierFailure } from '../api/errors'
import { useDisplays } from '../hooks/use-displays'
import { useNow } from '../hooks/use-now'
import { canShowImage } from '../images/can-show-image'
import { imageSrc } from '../images/image-src'
import { Credit, SourcePageLink } from '../preview/Credit'
import { SOURCE_LABELS } from '../search/search-state'
import { StatusMessage } from '../status/StatusMessage'
import { historyDisplayChoices } from './history-displays'
import { knownItem, rememberItem } from './known-items'
import { ListCount, ShowMore } from './ListCount'
import { SetAgain } from './SetAgain'
import { TimeAgo } from './TimeAgo'
import { useLibraryPages } from './use-library-pages'
import { Message } from '../i18n/Message'
import { useT } from '../i18n/use-t'

/** "2 hours ago" moves on while the list is open. */
const CLOCK_MS = 30_000

export function History({ navigate }: { navigate(hash: string): void }) {
  const api = useApi()
  const [display, setDisplay] = useState('all')
  const load = useCallback((request: PageRequest) => api['library.history'](display === 'all' ? request : { ...request, display }), [api, display])
  const { items: list, total, hasMore, loading, loadMore, error, reload } = useLibraryPages<HistoryEntry>(load, 'history')
  const displays = useDisplays()
  const now = useNow(true, CLOCK_MS)
  const filterId = useId()
  const t = useT()
  const choices = historyDisplayChoices(displays, list ?? [])
  // Only where there is more than one display to tell apart; kept while narrowed, so it can be undone.
  const filter = (choices.length > 1 || display !== 'all') && (
    <div className="list-filter">
      <label htmlFor={filterId}>{t('history.filter.display')}</label>
      <select id={filterId} name="historyDisplay" value={display} onChange={(event) => setDisplay(event.target.value)}>
        <option value="all">{t('history.filter.all')}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  )
  if (error && list === null) return <StatusMessage error={error.error} at={error.at} onRetry={reload} />
  if (list === null) return <p role="status">{t('history.loading')}</p>
  const toolbar = (filter || list.length > 0) && (
    <div className="list-toolbar">
      {filter}
      {list.length > 0 && <ListCount shown={list.length} total={total} />}
    </div>
  )
  if (list.length === 0) {
    return (
      <>
        {toolbar}
        <div className="status empty" role="status">
          <p className="status-message">{display === 'all' ? t('history.empty') : t('history.emptyDisplay')}</p>
          <p className="status-step">{t('history.emptyStep')}</p>
        </div>
      </>
    )
  }
  return (
    <>
      {toolbar}
      <div className="list-scroll">
        <ol className="record-list" aria-label={t('library.tab.history')}>
          {list.map((record) => (
            <HistoryRow key={`${record.libraryId}-${record.setAt}-${record.display}`} record={record} displays={displays} now={now} navigate={navigate} />
          ))}
        </ol>
        {error && <StatusMessage compact error={error.error} at={error.at} onRetry={loadMore} />}
        {hasMore && <ShowMore loading={loading} onMore={loadMore} />}
      </div>
    </>
  )
}

interface HistoryRowProps {
  record: HistoryEntry
  /** Asked once for the whole list, not by each row. */
  displays: readonly DisplayInfo[]
  now: number
  navigate(hash: string): void
}

function HistoryRow({ record, displays, now, navigate }: HistoryRowProps) {
  const api = useApi()
  const t = useT()
  const item = record.item ?? knownItem(record.source, record.id)
  const [state, setState] = useState<{ busy: boolean; done: string | null; error: ErrorData | null; at: number; display: string }>({
    busy: false,
    done: null,
    error: null,
    at: 0,
    display: record.display,
  })
  const displayName = (id: string) => (id === 'all' ? t('history.allDisplays') : (displays.find((info) => info.id === id)?.name ?? t('history.displayNamed', { display: id })))
  const setAgain = async (display: string) => {
    if (item === null || state.busy) return
    setState({ busy: true, done: null, error: null, at: 0, display })
    const result = await api.setWallpaper({ item, display }).catch(carrierFailure)
    if (result.ok) rememberItem(item)
    setState(
      result.ok
        ? { busy: false, done: t('history.setAgainDone', { display: displayName(display) }), error: null, at: 0, display }
        : { busy: false, done: null, error: result.error, at: Date.now(), display },
    )
  }
  return (
    <li className="record" data-key={`${record.source}:${record.id}`}>
      {item !== null && canShowImage(item.thumbUrl) ? <img className="record-thumb" src={imageSrc(item.thumbUrl)} alt="" loading="lazy" /> : <span className="record-thumb empty" aria-hidden="true" />}
      <div className="record-body">
        <p className="record-title">{record.title}</p>
        <p className="record-meta">
          <Message id="history.meta" values={{ when: <TimeAgo iso={record.setAt} now={now} />, display: record.display, source: SOURCE_LABELS[record.source] }} />
          {!record.inLibrary && (record.source === 'local' ? t('history.notInFolders') : t('history.notInLibrary'))}
          {item === null && t('history.unknownCard')}
        </p>
        <p className="record-credit">
          {item !== null ? <Credit item={item} /> : t('history.from', { source: SOURCE_LABELS[record.source] })}
          {item !== null && item.pageUrl !== null && (
            <>
              {' · '}
              <SourcePageLink item={item} label={t('history.sourcePage')} />
            </>
          )}
        </p>
        <div aria-live="polite">
          {state.done && <p className="success">{state.done}</p>}
        </div>
        {state.error && <StatusMessage compact error={state.error} at={state.at} onRetry={() => void setAgain(state.display)} onSettings={() => navigate('#/settings')} />}
      </div>
      <SetAgain title={record.title} display={record.display} displays={displays} available={item !== null} busy={state.busy} onSet={(display) => void setAgain(display)} />
    </li>
  )
}
