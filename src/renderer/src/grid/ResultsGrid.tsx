// The results as justified rows, virtualised: only the rows near the viewport are in the page, so
// ten thousand results keep a few dozen images in the DOM. It asks for more as the end comes into
// view, and arrows move focus between cards (Enter opens one; Tab goes on to the card's Set and
// Favourite). Each card's source is said only when the list mixes sources.
import { useVirtualizer } from '@tanstack/react-virtual'
import { useCallback, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react'
import type { MediaItem } from '../../../shared/media'
import { useLibrary } from '../hooks/library-context'
import { Card } from './Card'
import { mixesSources } from './card-text'
import { justifyRows, rowOf, type JustifiedRow } from './justify'
import { useCardActions, type CardMessage } from './use-card-actions'
import './grid.css'

export interface ResultsGridHandle {
  /** Scrolls card `index` into view and focuses it (e.g. when the preview closes). */
  focusCard(index: number): void
}

interface ResultsGridProps {
  items: readonly MediaItem[]
  label: string
  onOpen(index: number): void
  hasMore?: boolean
  onEndReached?(): void
  footer?: ReactNode
  ref?: Ref<ResultsGridHandle>
  /** Whether each card says its source; by default, when the list mixes sources. */
  showSource?: boolean
  /** How a card's Set or Favourite went, in a sentence; by default said in the grid's own live region. */
  onMessage?: CardMessage
}

const GAP = 8
const PADDING = 12
/** Rows above and below the viewport kept rendered, so fast scrolling shows no blank rows. */
const OVERSCAN = 3
/** How long the grid's own line says what a card did. */
const SAID_MS = 6000
/** Ask for the next page this many rows before the end. */
const PREFETCH_ROWS = 2

function targetHeight(width: number): number {
  if (width < 560) return 140
  if (width < 1100) return 190
  return 230
}

/** The card in `row` whose horizontal middle is nearest `x`. */
function nearestInRow(row: JustifiedRow, x: number): number {
  let left = 0
  let best = row.start
  let bestDistance = Number.POSITIVE_INFINITY
  row.widths.forEach((width, offset) => {
    const distance = Math.abs(left + width / 2 - x)
    if (distance < bestDistance) {
      bestDistance = distance
      best = row.start + offset
    }
    left += width + GAP
  })
  return best
}

function middleOf(row: JustifiedRow, index: number): number {
  let left = 0
  for (let offset = 0; offset < index - row.start; offset++) left += (row.widths[offset] ?? 0) + GAP
  return left + (row.widths[index - row.start] ?? 0) / 2
}

export function ResultsGrid({ items, label, onOpen, hasMore = false, onEndReached, footer, ref, showSource, onMessage }: ResultsGridProps) {
  const scroller = useRef<HTMLDivElement>(null)
  const mixed = useMemo(() => showSource ?? mixesSources(items), [showSource, items])
  // A view with no toast of its own still has what a card did said: in a line of the grid's own.
  const [said, setSaid] = useState('')
  const message = useCallback<CardMessage>((text) => (onMessage ?? setSaid)(text), [onMessage])
  const actions = useCardActions(message)
  const { isFavourite } = useLibrary()
  useEffect(() => {
    if (said === '') return
    const timer = setTimeout(() => setSaid(''), SAID_MS)
    return () => clearTimeout(timer)
  }, [said])
  const [width, setWidth] = useState(0)
  const [focused, setFocused] = useState(0)
  const pendingFocus = useRef<number | null>(null)

  useLayoutEffect(() => {
    const element = scroller.current
    if (element === null) return
    const measure = () => setWidth(Math.max(0, element.clientWidth - PADDING * 2))
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  const rows = useMemo(
    () => justifyRows(items.map((item) => item.width / item.height), { width, targetHeight: targetHeight(width), gap: GAP }),
    [items, width],
  )

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => (rows[index]?.height ?? 0) + GAP,
    overscan: OVERSCAN,
    paddingStart: PADDING,
    paddingEnd: PADDING,
  })

  // Row heights change with the width and as the last row fills: the sizes are estimated again.
  useEffect(() => virtualizer.measure(), [rows, virtualizer])

  const virtualRows = virtualizer.getVirtualItems()
  const lastRenderedRow = virtualRows[virtualRows.length - 1]?.index ?? -1
  // The last row in the viewport itself (the overscan rows do not count): the next page is asked
  // for when it is near the end, not while the viewport still has rows to show.
  const lastVisible = virtualizer.range?.endIndex ?? lastRenderedRow
  useEffect(() => {
    if (hasMore && onEndReached && rows.length > 0 && lastVisible >= rows.length - PREFETCH_ROWS) onEndReached()
  }, [hasMore, onEndReached, lastVisible, rows.length])

  const focusCard = useCallback(
    (index: number) => {
      if (index < 0 || index >= items.length) return
      setFocused(index)
      pendingFocus.current = index
      virtualizer.scrollToIndex(rowOf(rows, index), { align: 'auto' })
    },
    [items.length, rows, virtualizer],
  )
  useImperativeHandle(ref, () => ({ focusCard }), [focusCard])

  // The card to focus may only be rendered once the scroll has brought its row in.
  useEffect(() => {
    const index = pendingFocus.current
    if (index === null) return
    const card = scroller.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)
    if (card) {
      card.focus({ preventScroll: false })
      pendingFocus.current = null
    }
  })

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLElement) || event.target.getAttribute('role') !== 'gridcell') return
    const current = Number(event.target.dataset.index ?? focused)
    const rowIndex = rowOf(rows, current)
    const row = rows[rowIndex]
    if (row === undefined) return
    let next: number | null = null
    switch (event.key) {
      case 'ArrowRight':
        next = current + 1
        break
      case 'ArrowLeft':
        next = current - 1
        break
      case 'ArrowDown': {
        const below = rows[rowIndex + 1]
        if (below) next = nearestInRow(below, middleOf(row, current))
        break
      }
      case 'ArrowUp': {
        const above = rows[rowIndex - 1]
        if (above) next = nearestInRow(above, middleOf(row, current))
        break
      }
      case 'Home':
        next = event.ctrlKey ? 0 : row.start
        break
      case 'End':
        next = event.ctrlKey ? items.length - 1 : row.start + row.widths.length - 1
        break
      case 'Enter':
      case ' ':
        event.preventDefault()
        onOpen(current)
        return
      default:
        return
    }
    event.preventDefault()
    if (next !== null && next >= 0 && next < items.length) focusCard(next)
  }

  // Tab must always reach the grid: when the focused card has scrolled out of the page, the first
  // rendered card takes its place in the tab order.
  const firstRendered = rows[virtualRows[0]?.index ?? -1]
  const lastRendered = rows[lastRenderedRow]
  const renderedEnd = lastRendered === undefined ? -1 : lastRendered.start + lastRendered.widths.length - 1
  const tabbable = firstRendered !== undefined && (focused < firstRendered.start || focused > renderedEnd) ? firstRendered.start : focused

  return (
    <div className="grid-scroll" ref={scroller}>
      <div
        role="grid"
        aria-label={label}
        aria-rowcount={rows.length}
        className="grid"
        style={{ height: virtualizer.getTotalSize() }}
        onKeyDown={onKeyDown}
        data-count={items.length}
      >
        {virtualRows.map((virtualRow) => {
          const row = rows[virtualRow.index]
          if (row === undefined) return null
          return (
            <div
              key={virtualRow.key}
              role="row"
              aria-rowindex={virtualRow.index + 1}
              className="grid-row"
              style={{ transform: `translateY(${virtualRow.start}px)`, height: row.height, left: PADDING, gap: GAP }}
            >
              {row.widths.map((cardWidth, offset) => {
                const index = row.start + offset
                const item = items[index]
                if (item === undefined) return null
                return (
                  <Card
                    key={`${item.source}:${item.id}`}
                    item={item}
                    index={index}
                    width={cardWidth}
                    height={row.height}
                    tabbable={index === tabbable}
                    showSource={mixed}
                    favourite={isFavourite(item)}
                    onOpen={onOpen}
                    onFocusCard={setFocused}
                    actions={actions}
                  />
                )
              })}
            </div>
          )
        })}
      </div>
      {footer}
      {onMessage === undefined && (
        <p className="grid-message" role="status">
          {said}
        </p>
      )}
    </div>
  )
}
