// "Now showing": a strip above Search and Library with what each display shows now, drawn as the
// displays are arranged (each with its picture in its place and its number), and for each display
// its picture's title and credit with Previous, Next, Favourite and Block for that display alone.
// Where no display can be set alone (a desktop with one picture for all, or one that cannot list
// its displays), the actions are for the desktop as a whole. It folds away to one line, and stays
// as it was left.
import { useId, useState } from 'react'
import { Button, Dialog, DialogTrigger, Disclosure, DisclosurePanel, Heading, Popover, ToggleButton } from 'react-aria-components'
import type { DisplayInfo, NowShowing as NowShowingData, ShowingNow } from '../../../shared/ipc'
import { useLibrary } from '../hooks/library-context'
import { canShowImage } from '../images/can-show-image'
import { imageSrc } from '../images/image-src'
import { DisplayMap } from './DisplayMap'
import { useDisplayActions, type ActionTarget, type DisplayAction } from './use-display-actions'
import { useNowShowing } from './use-now-showing'
import './now-showing.css'
import { translate, useT } from '../i18n/use-t'

const EXPANDED_KEY = 'tapestry.nowShowing.expanded'

/** The desktop as a whole, drawn as one screen where the desktop cannot list its displays. */
const wholeDesktop = (): DisplayInfo => ({ id: 'all', name: translate('nowShowing.yourDesktop'), width: null, height: null, primary: true })

interface Panel extends ActionTarget {
  /** Its number in the drawing (1, 2 …); none for a display alone or all displays together. */
  number: number | null
  description?: string
  /** Why it cannot be set alone; absent when it can. */
  problem?: string
}

/** One panel per display, or one for all displays where none can be set alone. */
function panelsOf(now: NowShowingData): Panel[] {
  const settable = now.displays.some(({ display }) => display.problem === undefined)
  if (!settable) {
    const picture = now.onAll ?? now.displays.find((shown) => shown.picture !== null)?.picture ?? null
    return [{ display: 'all', name: now.displays.length > 1 ? translate('history.filter.all') : translate('nowShowing.yourDesktop'), picture, number: null }]
  }
  return now.displays.map(({ display, picture }, index) => ({
    display: display.id,
    name: display.name,
    picture,
    number: now.displays.length > 1 ? index + 1 : null,
    ...(display.description ? { description: display.description } : {}),
    ...(display.problem ? { problem: display.problem } : {}),
  }))
}

function readExpanded(): boolean {
  try {
    return localStorage.getItem(EXPANDED_KEY) !== 'false'
  } catch {
    return true
  }
}

function Thumbnail({ picture }: { picture: ShowingNow | null }) {
  const [failed, setFailed] = useState(false)
  if (!picture || failed || !canShowImage(picture.item.thumbUrl)) return null
  return <img className="now-showing-thumb" src={imageSrc(picture.item.thumbUrl)} alt="" draggable={false} onError={() => setFailed(true)} />
}

interface DisplayPanelProps {
  panel: Panel
  busy: DisplayAction | null
  /** Another panel's action is running: this one waits. */
  waiting: boolean
  onAction(panel: Panel, action: DisplayAction): void
}

function DisplayPanel({ panel, busy, waiting, onAction }: DisplayPanelProps) {
  const nameId = useId()
  const t = useT()
  const favourite = useLibrary().isFavourite
  const { picture } = panel
  const isFavourite = picture !== null && favourite(picture.item)
  const alone = panel.problem === undefined
  const act = (action: DisplayAction) => () => onAction(panel, action)
  return (
    <div role="group" aria-labelledby={nameId} className="now-showing-display" data-display={panel.display} aria-busy={busy !== null || undefined}>
      <p className="now-showing-name" id={nameId}>
        {panel.number !== null && (
          <span className="display-number" aria-hidden="true">
            {panel.number}
          </span>
        )}
        <span>{panel.name}</span>
        {panel.description && <span className="now-showing-description">{panel.description}</span>}
      </p>
      {picture ? (
        <p className="now-showing-picture">
          <span className="now-showing-title" title={picture.item.title || undefined}>
            {picture.item.title || t('nowShowing.untitled')}
          </span>
          <span className="now-showing-credit" title={picture.credit}>
            {picture.credit}
          </span>
        </p>
      ) : (
        <p className="now-showing-picture now-showing-none">{t('nowShowing.nothing')}</p>
      )}
      <div className="now-showing-actions">
        <Button onPress={act('previous')} isDisabled={!alone || waiting} isPending={busy === 'previous'}>
          {t('nowShowing.previous')}
        </Button>
        <Button onPress={act('next')} isDisabled={!alone || waiting} isPending={busy === 'next'}>
          {t('nowShowing.next')}
        </Button>
        <ToggleButton isSelected={isFavourite} onChange={act('favourite')} isDisabled={picture === null || waiting}>
          {isFavourite ? '★ ' : '☆ '}
          {t('card.favourite')}
        </ToggleButton>
        <Button className="danger" onPress={act('block')} isDisabled={picture === null || waiting} isPending={busy === 'block'}>
          {t('preview.block')}
        </Button>
      </div>
      {!alone && (
        <p className="now-showing-problem">
          {t('nowShowing.onlyWithOthers')}{' '}
          <DialogTrigger>
            <Button className="link">{t('nowShowing.why')}</Button>
            <Popover className="now-showing-why" placement="bottom">
              <Dialog aria-label={t('nowShowing.whyLabel', { name: panel.name })}>{panel.problem}</Dialog>
            </Popover>
          </DialogTrigger>
        </p>
      )}
    </div>
  )
}

export function NowShowing() {
  const [expanded, setExpanded] = useState(readExpanded)
  const t = useT()
  const { now, error, reload } = useNowShowing()
  const { busy, outcome, run } = useDisplayActions(reload)
  const panels = now ? panelsOf(now) : []
  const drawn = now && now.displays.length > 0 ? now.displays : [{ display: wholeDesktop(), picture: now?.onAll ?? null }]
  const pictureOn = (display: DisplayInfo) => drawn.find((shown) => shown.display.id === display.id)?.picture ?? null

  const expand = (open: boolean) => {
    setExpanded(open)
    try {
      localStorage.setItem(EXPANDED_KEY, String(open))
    } catch {
      // Not kept (storage refused): it opens as it always does next time.
    }
  }

  return (
    <Disclosure className="now-showing" isExpanded={expanded} onExpandedChange={expand}>
      <Heading level={2} className="now-showing-heading">
        <Button slot="trigger" className="now-showing-toggle">
          <span className="now-showing-chevron" aria-hidden="true" />
          {t('nowShowing.heading')}
        </Button>
      </Heading>
      <DisclosurePanel className="now-showing-panel">
        {error && !now && <p className="now-showing-message">{error.message}</p>}
        {now && (
          <div className="now-showing-content">
            <DisplayMap displays={drawn.map((shown) => shown.display)} className="now-showing-map">
              {(display, index) => (
                <>
                  <Thumbnail key={pictureOn(display)?.libraryId ?? 'none'} picture={pictureOn(display)} />
                  {panels.length > 1 && <span className="display-number">{index + 1}</span>}
                </>
              )}
            </DisplayMap>
            <div className="now-showing-displays">
              {panels.map((panel) => (
                <DisplayPanel
                  key={panel.display}
                  panel={panel}
                  busy={busy?.display === panel.display ? busy.action : null}
                  waiting={busy !== null && busy.display !== panel.display}
                  onAction={(target, action) => void run(target, action)}
                />
              ))}
            </div>
          </div>
        )}
      </DisclosurePanel>
      <p className="now-showing-status" role="status">
        {outcome && (
          <>
            <span className={outcome.failed ? 'now-showing-failed' : undefined}>{outcome.message}</span>
            {outcome.undo && (
              <Button className="link" onPress={outcome.undo}>
                {t('toast.undo')}
              </Button>
            )}
          </>
        )}
      </p>
    </Disclosure>
  )
}
