import { describe, expect, it } from 'vitest'
import type { Library } from '../../../src/main/core/library/library'
import { runNoticeAction } from '../../../src/main/core/notifications/notice-actions'
import { bareItem } from '../../support/media-item'

const fjord = bareItem('fjord', 'https://w.wallhaven.cc/fjord.jpg')
const city = bareItem('city', 'https://w.wallhaven.cc/city.jpg')

/** A library that shows `item` on every display: what showingNow reads of it. */
function showingLibrary(item: typeof fjord): Library {
  return { showing: () => [{ display: 'all', libraryId: `lib-${item.id}`, item, historySeq: 1 }], get: () => undefined } as unknown as Library
}

function setUp(showing: typeof fjord) {
  const calls: string[] = []
  const deps = {
    handlers: {
      'library.addFavourite': async ({ item }: { item: { id: string } }) => {
        calls.push(`favourite ${item.id}`)
        return { source: 'wallhaven' as const, id: item.id, favourite: true }
      },
      'library.block': async ({ item }: { item: { id: string } }) => {
        calls.push(`block ${item.id}`)
        return { source: 'wallhaven' as const, id: item.id, title: item.id, blockedAt: '2026-01-01T00:00:00.000Z' }
      },
    },
    library: () => showingLibrary(showing),
    next: async () => void calls.push('next'),
  }
  return { calls, deps: deps as unknown as Parameters<typeof runNoticeAction>[0] }
}

describe('a notification’s buttons', () => {
  it('favourite the picture the notification was about, even when another shows by now', async () => {
    const { calls, deps } = setUp(city)
    await runNoticeAction(deps, 'favourite', fjord)
    expect(calls).toEqual(['favourite fjord'])
  })

  it('block it, and move on (as the tray’s Block does) only while it is still showing', async () => {
    const showing = setUp(fjord)
    await runNoticeAction(showing.deps, 'block', fjord)
    expect(showing.calls).toEqual(['block fjord', 'next'])
    const gone = setUp(city)
    await runNoticeAction(gone.deps, 'block', fjord)
    expect(gone.calls).toEqual(['block fjord'])
  })
})
