// What the person downloaded: each picture, when, the file it was saved as and where, with "Show in
// folder" (the file manager in the app; where the harness cannot ask one, the path is said). A file
// that has since left the folder is said to be gone rather than offered.
import { useCallback, useState } from 'react'
import type { DownloadRecord } from '../../../shared/downloads'
import type { PageRequest } from '../../../shared/ipc'
import { useApi } from '../api/api-context'
import { useNow } from '../hooks/use-now'
import { canShowImage } from '../images/can-show-image'
import { imageSrc } from '../images/image-src'
import { formatBytes } from '../preview/format'
import { SOURCE_LABELS } from '../search/search-state'
import { StatusMessage } from '../status/StatusMessage'
import { ListCount, ShowMore } from './ListCount'
import { showInFolder, whereItIs } from './show-in-folder'
import { TimeAgo } from './TimeAgo'
import { useLibraryPages } from './use-library-pages'
import { Message } from '../i18n/Message'
import { useIntlOrEnglish, useT } from '../i18n/use-t'

const CLOCK_MS = 30_000

export function Downloads() {
  const api = useApi()
  const load = useCallback((request: PageRequest) => api['library.downloads'](request), [api])
  // A download adds a library entry: the list is read again when the entries change (here or in another process).
  const { items: list, total, hasMore, loading, loadMore, error, reload } = useLibraryPages<DownloadRecord>(load, 'entries')
  const now = useNow(true, CLOCK_MS)
  const t = useT()
  if (error && list === null) return <StatusMessage error={error.error} at={error.at} onRetry={reload} />
  if (list === null) return <p role="status">{t('downloads.loading')}</p>
  if (list.length === 0) {
    return (
      <div className="status empty" role="status">
        <p className="status-message">{t('downloads.empty')}</p>
        <p className="status-step">{t('downloads.emptyStep')}</p>
      </div>
    )
  }
  return (
    <>
      <div className="list-toolbar">
        <ListCount shown={list.length} total={total} />
      </div>
      <div className="list-scroll">
        <ol className="record-list" aria-label={t('library.tab.downloads')}>
          {list.map((record) => (
            <DownloadRow key={record.libraryId} record={record} now={now} />
          ))}
        </ol>
        {error && <StatusMessage compact error={error.error} at={error.at} onRetry={loadMore} />}
        {hasMore && <ShowMore loading={loading} onMore={loadMore} />}
      </div>
    </>
  )
}

function DownloadRow({ record, now }: { record: DownloadRecord; now: number }) {
  const api = useApi()
  const t = useT()
  const { locale } = useIntlOrEnglish()
  const [note, setNote] = useState<string | null>(null)
  const show = async () => {
    setNote(null)
    setNote(whereItIs(await showInFolder(api, record.libraryId)))
  }
  return (
    <li className="record" data-key={`${record.item.source}:${record.item.id}`}>
      {canShowImage(record.item.thumbUrl) ? <img className="record-thumb" src={imageSrc(record.item.thumbUrl)} alt="" loading="lazy" /> : <span className="record-thumb empty" aria-hidden="true" />}
      <div className="record-body">
        <p className="record-title">{record.title}</p>
        <p className="record-meta">
          <Message id="downloads.meta" values={{ when: <TimeAgo iso={record.downloadedAt} now={now} />, size: formatBytes(record.bytes, locale), source: SOURCE_LABELS[record.item.source] }} />
        </p>
        <p className="record-path">
          <Message id={record.present ? 'downloads.savedAs' : 'downloads.wasSavedAs'} values={{ path: <code>{record.path}</code> }} />
        </p>
        <div aria-live="polite">{note && <p className="record-note">{note}</p>}</div>
      </div>
      {record.present && (
        <button type="button" className="record-action" onClick={() => void show()}>
          {t('downloads.showInFolder')}
        </button>
      )}
    </li>
  )
}
