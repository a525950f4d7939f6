// @vitest-environment jsdom
// A paid placement (an Unsplash photo with `sponsorship` set) says "Sponsored" on its card, first in
// its line so a narrow card keeps it, and not hidden from assistive technology; no other card does.
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Card } from '../../src/renderer/src/grid/Card'
import type { MediaItem } from '../../src/shared/media'
import { sampleItem } from './support/items'

afterEach(cleanup)

function renderCard(item: MediaItem): HTMLElement {
  render(<Card item={item} index={0} width={320} height={180} tabbable onOpen={() => undefined} onFocusCard={() => undefined} />)
  return screen.getByRole('gridcell')
}

const photo = { author: { name: 'Hyundai Motor Group', url: 'https://unsplash.com/@hyundaimotorgroup?utm_source=tapestry&utm_medium=referral' } }

describe('a sponsored card', () => {
  it('says "Sponsored", first in its line, where assistive technology reads it', () => {
    const card = renderCard(sampleItem('unsplash', { ...photo, sponsored: true }))
    const mark = within(card).getByText('Sponsored')
    expect(mark.closest('[aria-hidden="true"]')).toBeNull()
    expect(card.querySelector('.card-line')?.firstElementChild).toBe(mark)
    // The photographer is still credited beside it.
    expect(within(card).getByRole('link', { name: 'Hyundai Motor Group' })).toBeTruthy()
  })

  it('is the only card that says so', () => {
    const card = renderCard(sampleItem('unsplash', photo))
    expect(within(card).queryByText('Sponsored')).toBeNull()
    cleanup()
    for (const source of ['wallhaven', 'reddit'] as const) {
      expect(within(renderCard(sampleItem(source))).queryByText('Sponsored')).toBeNull()
      cleanup()
    }
  })
})
