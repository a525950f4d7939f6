// What can be done with a card: set it as the wallpaper (on one display or all), download it,
// favourite it, block it. Each shows that it is working (with download progress) and then a clear
// success or the failure's plain sentence.
import { useState } from 'react'
import type { ErrorData } from '../../../shared/errors'
import type { MediaItem } from '../../../shared/media'
import { useApi } from '../api/api-context'
import { carrierFailure } from '../api/errors'
import { useDisplays } from '../hooks/use-displays'
import { useEvent } from '../hooks/use-event'
import { useLibrary } from '../hooks/library-context'
import { rememberItem } from '../library/known-items'
import { StatusMessage } from '../status/StatusMessage'
import { DisplayChooser, offersChoice } from './DisplayChooser'

type Action = 'set' | 'download' | 'favourite' | 'block'

type Outcome = { action: Action; state: 'busy' } | { action: Action; state: 'done'; message: string } | { action: Action; state: 'failed'; error: ErrorData; at: number }

const BUSY_TEXT: Record<Action, string> = {
  set: 'Setting as wallpaper…',
  download: 'Downloading…',
  favourite: 'Saving…',
  block: 'Blocking…',
}

interface ItemActionsProps {
  item: MediaItem
  onBlocked(item: MediaItem): void
  onOpenSettings(): void
}

export function ItemActions({ item, onBlocked, onOpenSettings }: ItemActionsProps) {
  const api = useApi()
  const library = useLibrary()
  const displays = useDisplays()
  const [display, setDisplay] = useState('all')
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [percent, setPercent] = useState<number | null>(null)
  const busy = outcome?.state === 'busy'

  useEvent('download.progress', (progress) => {
    if (progress.source === item.source && progress.id === item.id) setPercent(progress.percent)
  })

  const displayName = (id: string) => {
    if (id === 'all') return displays.length > 1 ? 'all displays' : 'your desktop'
    const found = displays.find((candidate) => candidate.id === id)
    return found ? found.name : `display ${id}`
  }

  async function run(action: Action, perform: () => Promise<{ ok: true } | { ok: false; error: ErrorData }>, success: string) {
    setOutcome({ action, state: 'busy' })
    setPercent(null)
    const result = await perform().catch(carrierFailure)
    if (result.ok) setOutcome({ action, state: 'done', message: success })
    else setOutcome({ action, state: 'failed', error: result.error, at: Date.now() })
    return result.ok
  }

  const setWallpaper = () =>
    run(
      'set',
      async () => {
        const result = await api.setWallpaper({ item, display })
        if (result.ok) rememberItem(item)
        return result
      },
      `Set as the wallpaper on ${displayName(display)}.`,
    )

  const download = () =>
    run(
      'download',
      async () => {
        const result = await api.download({ item })
        if (result.ok) rememberItem(item)
        return result
      },
      'Downloaded to your library.',
    )

  const favourite = library.isFavourite(item)
  const toggleFavourite = () => run('favourite', () => library.toggleFavourite(item), favourite ? 'Removed from favourites.' : 'Added to favourites.')

  const block = async () => {
    if (await run('block', () => library.block(item), 'Blocked: it will not be shown again.')) onBlocked(item)
  }

  const retry = () => {
    if (outcome?.action === 'set') void setWallpaper()
    else if (outcome?.action === 'download') void download()
    else if (outcome?.action === 'favourite') void toggleFavourite()
    else if (outcome?.action === 'block') void block()
  }

  return (
    <div className="actions">
      <div className="action-row">
        {offersChoice(displays) && <DisplayChooser displays={displays} value={display} onChange={setDisplay} disabled={busy} />}
        <button type="button" className="primary" onClick={() => void setWallpaper()} disabled={busy}>
          Set as wallpaper
        </button>
        {/* A picture of the person's own is already on this computer: there is nothing to download. */}
        {item.source !== 'local' && (
          <button type="button" onClick={() => void download()} disabled={busy}>
            Download
          </button>
        )}
        <button type="button" aria-pressed={favourite} onClick={() => void toggleFavourite()} disabled={busy}>
          {favourite ? '★ Favourite' : '☆ Favourite'}
        </button>
        <button type="button" className="danger" onClick={() => void block()} disabled={busy}>
          Block
        </button>
      </div>
      <div className="action-status" aria-live="polite">
        {outcome?.state === 'busy' && (
          <p className="progress-line" role="status">
            {BUSY_TEXT[outcome.action]}
            {(outcome.action === 'set' || outcome.action === 'download') && (
              <progress max={100} value={percent ?? undefined} aria-label="Download progress" />
            )}
            {percent !== null && ` ${Math.round(percent)}%`}
          </p>
        )}
        {outcome?.state === 'done' && (
          <p className="success" role="status">
            {outcome.message}
          </p>
        )}
        {outcome?.state === 'failed' && <StatusMessage compact error={outcome.error} at={outcome.at} onRetry={retry} onSettings={onOpenSettings} />}
      </div>
    </div>
  )
}
