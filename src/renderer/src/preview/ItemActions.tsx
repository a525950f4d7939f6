// What can be done with a card: set it as the wallpaper (on one display or all), download it,
// favourite it, block it, open it at its source. Each shows that it is working (with download
// progress) and then a clear success or the failure's plain sentence. The button at work stays
// focusable while it works (isPending, not disabled), so the keyboard stays in the preview: Escape
// and the arrows keep working after every action. A GIF or a video is not offered as a wallpaper,
// and the reason is said where the button would be.
import { useState } from 'react'
import { Button } from 'react-aria-components'
import type { ErrorData } from '../../../shared/errors'
import type { MediaItem } from '../../../shared/media'
import { useApi } from '../api/api-context'
import { carrierFailure } from '../api/errors'
import { useDisplays } from '../hooks/use-displays'
import { useEvent } from '../hooks/use-event'
import { useLibrary } from '../hooks/library-context'
import { rememberItem } from '../library/known-items'
import { StatusMessage } from '../status/StatusMessage'
import { SourcePageLink } from './Credit'
import { DisplayChooser, offersChoice } from './DisplayChooser'
import { abilitiesOf } from './media-kind'
import { useIntlOrEnglish, useT } from '../i18n/use-t'

type Action = 'set' | 'download' | 'favourite' | 'block'

type Outcome = { action: Action; state: 'busy' } | { action: Action; state: 'done'; message: string } | { action: Action; state: 'failed'; error: ErrorData; at: number }

const BUSY_TEXT = {
  set: 'preview.busy.set',
  download: 'preview.busy.download',
  favourite: 'preview.busy.favourite',
  block: 'preview.busy.block',
} as const satisfies Record<Action, string>

interface ItemActionsProps {
  item: MediaItem
  onBlocked(item: MediaItem): void
  onOpenSettings(): void
}

export function ItemActions({ item, onBlocked, onOpenSettings }: ItemActionsProps) {
  const api = useApi()
  const t = useT()
  const intl = useIntlOrEnglish()
  const library = useLibrary()
  const displays = useDisplays()
  const abilities = abilitiesOf(item)
  const [display, setDisplay] = useState('all')
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [percent, setPercent] = useState<number | null>(null)
  const busy = outcome?.state === 'busy'
  /** The button of the action at work is pending (focusable, pressing does nothing); the others wait. */
  const stateOf = (action: Action) => ({ isPending: busy && outcome.action === action, isDisabled: busy && outcome.action !== action })

  useEvent('download.progress', (progress) => {
    if (progress.source === item.source && progress.id === item.id) setPercent(progress.percent)
  })

  const displayName = (id: string) => {
    if (id === 'all') return displays.length > 1 ? t('history.allDisplays') : t('preview.yourDesktop')
    const found = displays.find((candidate) => candidate.id === id)
    return found ? found.name : t('history.displayNamed', { display: id })
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
      t('preview.done.set', { display: displayName(display) }),
    )

  const download = () =>
    run(
      'download',
      async () => {
        const result = await api.download({ item })
        if (result.ok) rememberItem(item)
        return result
      },
      t('preview.done.download'),
    )

  const favourite = library.isFavourite(item)
  const toggleFavourite = () => run('favourite', () => library.toggleFavourite(item), favourite ? t('preview.done.unfavourited') : t('preview.done.favourited'))

  const block = async () => {
    if (await run('block', () => library.block(item), t('preview.done.blocked'))) onBlocked(item)
  }

  const retry = () => {
    if (outcome?.action === 'set') void setWallpaper()
    else if (outcome?.action === 'download') void download()
    else if (outcome?.action === 'favourite') void toggleFavourite()
    else if (outcome?.action === 'block') void block()
  }

  return (
    <div className="preview-actions">
      {abilities.canSet && offersChoice(displays) && <DisplayChooser displays={displays} value={display} onChange={setDisplay} disabled={busy} />}
      {abilities.reason !== null && <p className="preview-reason">{abilities.reason}</p>}
      <div className="preview-action-row">
        {/* What cannot be set is opened where it was posted: that comes first. */}
        {!abilities.canSet && <SourcePageLink item={item} className="preview-action preview-open" />}
        {abilities.canSet && (
          <Button className="preview-action primary" onPress={() => void setWallpaper()} {...stateOf('set')}>
            {t('card.setAsWallpaper')}
          </Button>
        )}
        {abilities.canDownload && (
          <Button className="preview-action" onPress={() => void download()} {...stateOf('download')}>
            {t('preview.download')}
          </Button>
        )}
        <Button className="preview-action" aria-pressed={favourite} onPress={() => void toggleFavourite()} {...stateOf('favourite')}>
          {favourite ? '★ ' : '☆ '}
          {t('card.favourite')}
        </Button>
        <Button className="preview-action danger" onPress={() => void block()} {...stateOf('block')}>
          {t('preview.block')}
        </Button>
        {abilities.canSet && <SourcePageLink item={item} className="preview-action preview-open" />}
      </div>
      <div className="preview-action-status" aria-live="polite">
        {outcome?.state === 'busy' && (
          <p className="preview-progress" role="status">
            {t(BUSY_TEXT[outcome.action])}
            {(outcome.action === 'set' || outcome.action === 'download') && (
              <progress max={100} value={percent ?? undefined} aria-label={t('preview.progress')} />
            )}
            {percent !== null && ` ${intl.formatNumber(percent / 100, { style: 'percent' })}`}
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
