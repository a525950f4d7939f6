// The menus in the language the app chose at start (from the environment, as Electron reads the
// system's languages on Linux), then after Settings' `language` is changed through the contract.
import { windowCaller } from './support.mjs'

const labels = (items) => items.filter((item) => item.label).map((item) => item.label)
const submenu = (items, id) => items.find((item) => item.id === id)?.submenu ?? []

function menus(record) {
  const tray = record.trays[0]?.menu?.template ?? []
  return {
    tray: labels(tray),
    intervals: labels(submenu(tray, 'interval')),
    tooltip: record.trays[0]?.tooltip ?? '',
    appMenu: (record.applicationMenu?.template ?? []).map((item) => item.label ?? item.role),
  }
}

export async function run({ record }) {
  const call = windowCaller(record)
  const atStart = menus(record)
  await call('settings.set', { settings: { language: 'zh-CN' } })
  const chinese = menus(record)
  await call('settings.set', { settings: { language: 'system' } })
  return { atStart, chinese, backToSystem: menus(record) }
}
