// Updates as the person meets them (src/main/core/updates, src/main/electron/updates.ts, against
// the feed in resources/app-update.yml): "Check for updates" from the tray, then Download and
// "Restart to update" when the tray offers them; TAPESTRY_STUB_UPDATE_STEPS says how far to go
// ("check", "download", "download-twice", "restart"). After each step: the tray's update items,
// the notifications shown, and what updates.status answers.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sleep, until, windowCaller } from './support.mjs'

const UPDATE_ITEMS = ['update-check', 'update-checking', 'update-download', 'update-downloading', 'update-restart']
const updateItems = (record) => (record.trays[0]?.menu?.template ?? []).filter((item) => UPDATE_ITEMS.includes(item.id)).map((item) => ({ id: item.id, label: item.label, enabled: item.enabled !== false }))
const settled = (record) => updateItems(record).every((item) => item.id !== 'update-checking' && item.id !== 'update-downloading')

export async function run({ record, dataDir }) {
  const call = windowCaller(record)
  const steps = (process.env.TAPESTRY_STUB_UPDATE_STEPS ?? 'check').split(',')
  const report = { atStart: { items: updateItems(record), status: await call('updates.status') }, steps: [] }
  const click = async (id) => {
    const item = record.trays[0].menu.template.find((candidate) => candidate.id === id)
    if (!item) return report.steps.push({ clicked: id, missing: true })
    item.click()
    await sleep(20)
    await until(() => settled(record), `the update step after ${id} to finish`)
    // Long enough for a download nobody asked for to have begun (electron-updater's autoDownload).
    await sleep(300)
    const notices = record.notifications.map((notice) => ({ title: notice.title, body: notice.body }))
    report.steps.push({ clicked: id, items: updateItems(record), notices, status: await call('updates.status'), requests: record.netRequests.map((request) => request.replace(/\?.*$/, '')) })
  }
  for (const step of steps) {
    if (step === 'check') await click('update-check')
    if (step === 'download') await click('update-download')
    if (step === 'restart') {
      await click('update-restart')
      await until(() => (record.quitCalls ?? 0) > 0, 'the app to quit for the update', 10)
    }
  }
  const appImage = process.env.APPIMAGE
  const folder = appImage ? join(appImage, '..') : null
  report.quitCalls = record.quitCalls ?? 0
  report.beforeQuitForUpdate = record.beforeQuitForUpdate ?? 0
  report.netRequests = record.netRequests
  report.oldAppImageLeft = appImage ? existsSync(appImage) : null
  report.newAppImage = folder && existsSync(join(folder, 'Tapestry-1.2.3.AppImage')) ? readFileSync(join(folder, 'Tapestry-1.2.3.AppImage'), 'utf8') : null
  // The new AppImage is started detached: give it a moment to write its mark.
  if (steps.includes('restart')) await until(() => existsSync(join(folder, 'started-1.2.3')), 'the new AppImage to start', 10).catch(() => undefined)
  report.newStarted = folder ? existsSync(join(folder, 'started-1.2.3')) : null
  const logFile = join(dataDir, 'logs', 'tapestry.log')
  report.log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''
  report.memory = existsSync(join(dataDir, 'updates.json')) ? JSON.parse(readFileSync(join(dataDir, 'updates.json'), 'utf8')) : null
  return report
}
