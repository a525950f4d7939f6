// @vitest-environment jsdom
// "Now showing" against a fake window.api: one panel per display with its picture, each action sent
// for that display alone, the desktop as a whole where no display can be set alone, and the strip
// asking again when rotation or the library says something changed. The drawn layout's fractions.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiProvider } from '../../src/renderer/src/api/api-context'
import { LibraryProvider } from '../../src/renderer/src/hooks/library-context'
import { drawLayout } from '../../src/renderer/src/now-showing/display-layout'
import { NowShowing } from '../../src/renderer/src/now-showing/NowShowing'
import type { DisplayInfo, NowShowing as NowShowingData, RotationStatus } from '../../src/shared/ipc'
import { createFakeApi, type Answers } from './support/fake-api'
import { sampleItem } from './support/items'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

const LEFT: DisplayInfo = { id: 'eDP-1', name: 'eDP-1', description: 'Built-in', width: 1920, height: 1080, primary: true, bounds: { x: 0, y: 0, width: 1920, height: 1080 }, scaleFactor: 1 }
const RIGHT: DisplayInfo = { id: 'HDMI-1', name: 'HDMI-1', width: 1080, height: 1920, primary: false, bounds: { x: 1920, y: 0, width: 1080, height: 1920 }, scaleFactor: 1 }
const onAll = { display: 'all', libraryId: 'lib-a', item: sampleItem('wallhaven', { id: 'a', title: 'Lake' }), credit: 'Wallpaper by ana on Wallhaven' }
const own = { display: 'HDMI-1', libraryId: 'lib-b', item: sampleItem('unsplash', { id: 'b', title: 'Forest' }), credit: 'Photo by Bo on Unsplash' }

const STATUS = { lastError: null } as unknown as RotationStatus

function renderStrip(now: NowShowingData, answers: Answers = {}) {
  const fake = createFakeApi({ 'displays.showing': () => ({ ok: true, value: now }), 'rotation.next': () => ({ ok: true, value: STATUS }), ...answers })
  render(
    <ApiProvider api={fake.api}>
      <LibraryProvider>
        <NowShowing />
      </LibraryProvider>
    </ApiProvider>,
  )
  return fake
}

describe('Now showing', () => {
  it('shows each display’s picture and sends its actions for that display alone', async () => {
    const fake = renderStrip({ displays: [{ display: LEFT, picture: onAll }, { display: RIGHT, picture: own }], onAll })
    const right = await screen.findByRole('group', { name: /HDMI-1/ })
    expect(within(right).getByText('Forest')).toBeTruthy()
    expect(within(right).getByText('Photo by Bo on Unsplash')).toBeTruthy()
    expect(within(screen.getByRole('group', { name: /eDP-1/ })).getByText('Lake')).toBeTruthy()
    fireEvent.click(within(right).getByRole('button', { name: 'Next' }))
    await screen.findByText('HDMI-1 has a new picture.')
    expect(fake.callsOf('rotation.next')).toEqual([{ display: 'HDMI-1' }])
    // Asked again after the action, and again when rotation says it changed.
    await waitFor(() => expect(fake.callsOf('displays.showing').length).toBe(2))
    act(() => fake.emit('rotation.changed', { ...STATUS, busy: false }))
    await waitFor(() => expect(fake.callsOf('displays.showing').length).toBe(3))
    fireEvent.click(within(right).getByRole('button', { name: '☆ Favourite' }))
    await waitFor(() => expect(fake.callsOf('library.favouriteCurrent')).toEqual([{ display: 'HDMI-1' }]))
  })

  it('acts on the desktop as a whole where no display can be set alone', async () => {
    const limitation = 'GNOME shows one image on all displays.'
    const fake = renderStrip({ displays: [{ display: { ...LEFT, problem: limitation }, picture: onAll }, { display: { ...RIGHT, problem: limitation }, picture: onAll }], onAll })
    const whole = await screen.findByRole('group', { name: 'All displays' })
    expect(document.querySelectorAll('.now-showing-display')).toHaveLength(1)
    fireEvent.click(within(whole).getByRole('button', { name: 'Previous' }))
    await waitFor(() => expect(fake.callsOf('rotation.previous')).toEqual([{ display: 'all' }]))
  })

  it('says a step that failed in the status, in its own words', async () => {
    renderStrip({ displays: [{ display: LEFT, picture: onAll }, { display: RIGHT, picture: null }], onAll }, {
      'rotation.next': () => ({ ok: false, error: { kind: 'not_found', message: 'No new wallpaper matched the rotation filters.' } }),
    })
    const right = await screen.findByRole('group', { name: /HDMI-1/ })
    expect(within(right).getByText('Nothing set by Tapestry yet')).toBeTruthy()
    expect((within(right).getByRole('button', { name: 'Block' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(within(right).getByRole('button', { name: 'Next' }))
    expect((await screen.findByText('HDMI-1: No new wallpaper matched the rotation filters.')).className).toBe('now-showing-failed')
  })
})

describe('drawLayout', () => {
  it('places each display by its bounds as fractions of the whole', () => {
    const { aspect, displays } = drawLayout([LEFT, RIGHT])
    expect(aspect).toBeCloseTo(3000 / 1920)
    expect(displays.map(({ left, top, width, height }) => [left, top, width, height])).toEqual([
      [0, 0, 1920 / 3000, 1080 / 1920],
      [1920 / 3000, 0, 1080 / 3000, 1],
    ])
  })

  it('puts displays side by side by their pixels where the desktop does not say where they are', () => {
    const { displays } = drawLayout([{ ...LEFT, bounds: undefined }, { ...RIGHT, width: null, height: null }] as DisplayInfo[])
    expect(displays.map(({ left, width }) => [left, width])).toEqual([
      [0, 0.5],
      [0.5, 0.5],
    ])
  })
})
