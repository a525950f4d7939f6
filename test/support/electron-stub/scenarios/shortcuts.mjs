// Global shortcuts through the built app: what it registered at start from settings.json and what
// it says of each, a key press doing the tray's action, a change saved in Settings registered
// again, and every shortcut let go on quit.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sleep, until, windowCaller } from './support.mjs'

export async function run({ record, dataDir }) {
  const call = windowCaller(record)
  const lastRunAt = async () => (await call('rotation.status', undefined)).lastRunAt
  const report = {
    enableFeatures: record.commandLineSwitches.get('enable-features') ?? null,
    registeredAtStart: [...record.globalShortcuts.keys()].sort(),
    statusAtStart: await call('shortcuts.status', undefined),
  }

  if (report.registeredAtStart.length === 0) return report

  // Next's keys run a rotation step, as the tray's Next does (against sources that cannot be reached: it fails, and is logged).
  const before = await lastRunAt()
  record.globalShortcuts.get('Ctrl+Alt+N')?.()
  await until(async () => (await lastRunAt()) !== before, 'the step the shortcut started')
  report.stepAfterPress = true
  // Favourite's keys with nothing set yet: as from the tray, the reason goes to the log.
  record.globalShortcuts.get('Ctrl+Alt+F')?.()
  await sleep(200)

  // Settings saves other keys for Next and none for Previous: let go of first, then registered.
  record.shortcutCalls.length = 0
  report.saved = (await call('settings.set', { settings: { shortcuts: { next: 'ctrl+shift+n', previous: null } } })).shortcuts
  report.callsOnSave = [...record.shortcutCalls]
  report.statusAfterSave = await call('shortcuts.status', undefined)
  // Next's old keys, given up: on the Wayland portal Electron 45 still holds them (unregister lets go
  // of nothing there), so a press can still arrive; it must not run a step.
  report.oldKeysStillBound = record.globalShortcuts.has('Ctrl+Alt+N')
  const beforeOldKeys = await lastRunAt()
  record.globalShortcuts.get('Ctrl+Alt+N')?.()
  await sleep(300)
  report.oldKeysRanAStep = (await lastRunAt()) !== beforeOldKeys
  // Another section's save leaves the registrations alone.
  record.shortcutCalls.length = 0
  await call('settings.set', { settings: { quotaBytes: 2_000_000_000 } })
  report.callsOnOtherSave = [...record.shortcutCalls]

  // Quit lets go of every shortcut.
  record.appEvents.get('before-quit')?.()
  report.registeredAfterQuit = [...record.globalShortcuts.keys()]
  const logFile = join(dataDir, 'logs', 'tapestry.log')
  report.log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''
  return report
}
