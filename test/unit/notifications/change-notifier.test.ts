import { describe, expect, it } from 'vitest'
import { createChangeNotifier } from '../../../src/main/core/notifications/change-notifier'
import type { Showing } from '../../../src/main/core/actions/showing-now'
import type { RotationStatus } from '../../../src/shared/ipc'
import { bareItem } from '../../support/media-item'

const status = (busy: boolean, lastError: RotationStatus['lastError'] = null) => ({ busy, lastError }) as RotationStatus

function setUp(options: { enabled?: boolean; paused?: boolean } = {}) {
  const settings = { notifications: { enabled: options.enabled ?? true }, rotation: { paused: options.paused ?? false } }
  let seq = 0
  let showing: Showing[] = [{ display: 'all', libraryId: 'old', item: bareItem('old', 'https://w.wallhaven.cc/old.jpg'), credit: 'From Wallhaven', historySeq: seq }]
  const notified: Showing[][] = []
  const notifier = createChangeNotifier({ settings: () => settings, showing: () => showing, notify: (changed) => notified.push(changed) })
  /** What a step (or Previous) puts on the displays: a new history record on each. */
  const set = (...displays: string[]) => {
    const kept = showing.filter((shown) => !displays.includes(shown.display))
    showing = [...kept, ...displays.map((display) => ({ display, libraryId: `lib-${++seq}`, item: bareItem(`pic-${seq}`, 'https://w.wallhaven.cc/p.jpg'), credit: 'From Wallhaven', historySeq: seq }))]
  }
  /** A rotation step as the scheduler reports it: busy, then done. */
  const step = (displays = ['all'], error: RotationStatus['lastError'] = null) => {
    notifier.rotationChanged(status(true))
    // Statuses during a step (a pause, a reschedule) are busy too.
    notifier.rotationChanged(status(true))
    if (!error) set(...displays)
    notifier.rotationChanged(status(false, error))
  }
  return { notifier, notified, settings, step, set }
}

describe('when a "Now showing" notification is due', () => {
  it('after a rotation step not asked for in the window: one, with what the step set', () => {
    const { notified, step } = setUp()
    step()
    expect(notified).toHaveLength(1)
    expect(notified[0]?.map((shown) => shown.item.id)).toEqual(['pic-1'])
  })

  it('one for a step that set each display, with each display’s picture, and not the displays it left alone', () => {
    const { notified, step, set } = setUp()
    set('HDMI-1', 'DP-1', 'eDP-1')
    step(['HDMI-1', 'DP-1'])
    expect(notified).toHaveLength(1)
    expect(notified[0]?.map((shown) => shown.display).sort()).toEqual(['DP-1', 'HDMI-1'])
  })

  it('never for a step the window asked for, while the window’s request runs', async () => {
    const { notifier, notified, step } = setUp()
    await notifier.fromWindow(async () => step())
    expect(notified).toEqual([])
    step()
    expect(notified).toHaveLength(1)
  })

  it('never for a step that failed (the wallpaper stayed), and no second one for statuses after it', () => {
    const { notifier, notified, step } = setUp()
    step(['all'], { kind: 'network', message: 'offline' })
    expect(notified).toEqual([])
    notifier.rotationChanged(status(false))
    expect(notified).toEqual([])
  })

  it('never while rotation is paused, nor with the setting off', () => {
    const paused = setUp({ paused: true })
    paused.step()
    expect(paused.notified).toEqual([])
    const off = setUp({ enabled: false })
    off.step()
    expect(off.notified).toEqual([])
  })

  it('after a change outside steps and the window (the tray’s Previous), once it is done; none when it changed nothing', async () => {
    const { notifier, notified, set } = setUp()
    await notifier.around(async () => set('all'))
    expect(notified).toHaveLength(1)
    await notifier.around(async () => undefined)
    expect(notified).toHaveLength(1)
  })
})
