// One card, large: the picture whole, everything known about it, its credit, and the actions. A
// React Aria modal dialog: focus is kept inside while it is open and goes back to the card it was
// opened from when it closes; Escape closes; left and right go to the neighbours, whatever was
// pressed last (the actions keep their focus while they work; see ItemActions).
import { useEffect, useRef } from 'react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import type { MediaItem } from '../../../shared/media'
import { isSourceId } from '../../../sources/ids'
import { SOURCE_WINDOW_PARTS, type PreviewDetails } from '../../../sources/window'
import { Credit } from './Credit'
import { ItemActions } from './ItemActions'
import { PreviewFacts } from './PreviewFacts'
import { PreviewImage } from './PreviewImage'
import { useBestImage } from './use-best-image'
import { useSourceDetails } from './use-source-details'
import './preview.css'
import { translate } from '../i18n/use-t'

interface PreviewDialogProps {
  item: MediaItem
  onClose(): void
  onPrevious?: (() => void) | undefined
  onNext?: (() => void) | undefined
  onBlocked(item: MediaItem): void
  onOpenSettings(): void
}

/** Arrows typed into a field or a list move within it, not to the next picture. */
function keepsArrows(target: EventTarget): boolean {
  return target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement
}

/** The card as its own record names it: the record's title, and the author's credit a search card lacks. */
function named(item: MediaItem, title: string, known: PreviewDetails | null): MediaItem {
  if (known === null || item.source === 'local') return item
  return { ...item, title, author: item.author ?? known.author }
}

export function PreviewDialog({ item, onClose, onPrevious, onNext, onBlocked, onOpenSettings }: PreviewDialogProps) {
  const dialog = useRef<HTMLElement>(null)
  const image = useBestImage(item)
  const known = useSourceDetails(item)
  const parts = isSourceId(item.source) ? SOURCE_WINDOW_PARTS[item.source] : undefined
  const SourceTags = parts?.Tags
  const PreviewExtras = parts?.PreviewExtras
  const title = known?.title ?? item.title
  const tags = known?.tags ?? item.tags
  const shown = named(item, title, known)

  // A neighbour replaces the actions (and a pressed button with them): focus comes back to the dialog
  // rather than falling to the page, where Escape and the arrows would reach nothing.
  useEffect(() => {
    const element = dialog.current
    if (element && !element.contains(document.activeElement)) element.focus()
  }, [item.source, item.id])

  // Focus goes back to the card the preview was opened from (React Aria's modal restores it). A card
  // that left with the preview (blocked) cannot have it: the grid's own tab stop takes it instead of
  // the page, so the keyboard goes on from the grid.
  useEffect(
    () => () => {
      requestAnimationFrame(() => {
        if (document.activeElement !== null && document.activeElement !== document.body) return
        document.querySelector<HTMLElement>('[role="grid"] [role="gridcell"][tabindex="0"]')?.focus()
      })
    },
    [],
  )

  // On the dialog element itself (it has focus between neighbours), so every key pressed inside reaches it.
  const neighbours = useRef({ onPrevious, onNext })
  neighbours.current = { onPrevious, onNext }
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target === null || keepsArrows(event.target)) return
      // Back is the arrow toward the side text starts from: the right one in a right-to-left language.
      const back = document.documentElement.dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
      const forward = back === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft'
      const go = event.key === back ? neighbours.current.onPrevious : event.key === forward ? neighbours.current.onNext : undefined
      if (!go) return
      event.preventDefault()
      go()
    }
    element.addEventListener('keydown', onKeyDown)
    return () => element.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <ModalOverlay className="preview-backdrop" isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <Modal className="preview-modal">
        <Dialog ref={dialog} className="preview">
          <PreviewImage item={item} image={image} onPrevious={onPrevious} onNext={onNext} />
          <div className="preview-details">
            <div className="preview-heading">
              <Heading slot="title">{title}</Heading>
              <Button className="preview-close" aria-label={translate('preview.close')} onPress={onClose}>
                ✕
              </Button>
            </div>
            <p className="preview-credit">
              <Credit item={shown} />
            </p>
            <PreviewFacts item={item} stage={image.stage} facts={known?.facts ?? []} />
            {tags.length > 0 &&
              (SourceTags !== undefined ? (
                <SourceTags item={item} tags={tags} onLeave={onClose} />
              ) : (
                <ul className="preview-tags" aria-label={translate('preview.tags')}>
                  {tags.map((tag) => (
                    <li key={tag} className="preview-tag">
                      {tag}
                    </li>
                  ))}
                </ul>
              ))}
            {PreviewExtras !== undefined && <PreviewExtras item={item} onLeave={onClose} />}
            <ItemActions key={`${item.source}:${item.id}`} item={shown} onBlocked={onBlocked} onOpenSettings={onOpenSettings} />
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
