// The menus in the language the app chose at start (from the environment, as Electron reads the
// system's languages on Linux), then after Settings' `language` is changed through the contract,
// then after another process (`tapestry config set language fr`) writes it to settings.json.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
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
  const backToSystem = menus(record)
  // As the command line writes it: the file, under the app, which looks every few seconds.
  const file = join(process.env.TAPESTRY_DATA_DIR, 'settings.json')
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), language: 'fr' }, null, 2))
  const startedWaiting = Date.now()
  while (!menus(record).tray.includes('Quitter') && Date.now() - startedWaiting < 8000) await new Promise((resolve) => setTimeout(resolve, 100))
  return { atStart, chinese, backToSystem, frenchFromElsewhere: menus(record) }
}
