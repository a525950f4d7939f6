// The person uses the tray icon as the system delivers it (Tray.clickIcon in ../electron.mjs): picks
// Next from the menu, then clicks the icon itself. After each, which windows there are and shown.
import { sleep, trayItem } from './support.mjs'

const windows = (record) => record.windows.map((window) => ({ shown: window.shown, destroyed: window.destroyed }))

export async function run({ record }) {
  const tray = record.trays[0]
  const report = { platform: process.platform, atStart: windows(record) }
  // Next from the menu: a left click opens it on macOS; on Windows the right button does.
  tray.clickIcon(process.platform === 'darwin' ? 'left' : 'right')
  report.menuOpened = tray.menuOpened
  trayItem(record, 'next').click()
  await sleep(50)
  report.afterNextFromMenu = windows(record)
  // The icon clicked on its own, with the left button.
  tray.clickIcon('left')
  await sleep(50)
  report.afterLeftClick = windows(record)
  return report
}
