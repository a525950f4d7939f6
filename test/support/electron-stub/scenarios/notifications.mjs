// "Now showing" notifications through the built app: a step from the tray, one from the window, and
// (where the system shows buttons) Favourite and Block pressed on a notification whose picture no
// longer shows, then Block on one whose picture does; on Linux a click on the notification.
import { sleep, trayItem, until, windowCaller } from './support.mjs'

const describe = (notification) => ({ title: notification.title, body: notification.body, actions: notification.actions, silent: notification.silent })

export async function run({ record }) {
  const call = windowCaller(record)
  const current = async () => (await call('rotation.status', undefined)).current
  const lastRunAt = async () => (await call('rotation.status', undefined)).lastRunAt
  const stepDone = async (before) => until(async () => (await call('rotation.status', undefined)).busy === false && (await lastRunAt()) !== before, 'a rotation step')
  const shown = () => record.notifications.length
  const report = { platform: process.platform, notices: [] }

  // The tray's Next: one notification, about what the step set.
  let before = await lastRunAt()
  trayItem(record, 'next').click()
  await stepDone(before)
  await sleep(100)
  report.afterTrayNext = shown()
  report.first = await current()

  // The window's own Next: the person is looking at the window, so no notification.
  before = await lastRunAt()
  await call('rotation.next', undefined)
  await stepDone(before)
  await sleep(100)
  report.afterWindowNext = shown()
  report.second = await current()

  const first = record.notifications[0]
  if (first && first.actions.length > 0) {
    // Favourite, then Block, on the first notification: its picture, though another shows now.
    first.pressAction(first.actions.findIndex((action) => action.text === 'Favourite'))
    await until(async () => (await call('library.favourites', {})).items.length > 0, 'the favourite')
    before = await lastRunAt()
    first.pressAction(first.actions.findIndex((action) => action.text === 'Block'))
    await until(async () => (await call('library.blocklist', {})).items.length > 0, 'the block')
    await sleep(300)
    // Not showing any more: blocked, and rotation did not move on.
    report.movedOnAfterBlockingOld = (await lastRunAt()) !== before

    // Block on a notification whose picture shows: blocked, and rotation moves on (a new notification).
    before = await lastRunAt()
    trayItem(record, 'next').click()
    await stepDone(before)
    await until(() => shown() >= 2, 'the second notification')
    report.third = await current()
    before = await lastRunAt()
    record.notifications[1].pressAction(record.notifications[1].actions.findIndex((action) => action.text === 'Block'))
    await stepDone(before)
    await until(() => shown() >= 3, 'the notification after moving on')
    report.fourth = await current()
  } else if (first) {
    // No buttons here: a click opens the window at the history.
    first.click()
    report.openedAfterClick = record.windows.at(-1).loaded.at(-1)
  }
  report.notices = record.notifications.map(describe)
  report.favourites = (await call('library.favourites', {})).items.map((favourite) => favourite.id)
  report.blocked = (await call('library.blocklist', {})).items.map((blocked) => blocked.id).sort()
  return report
}
