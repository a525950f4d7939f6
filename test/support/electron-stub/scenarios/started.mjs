// How the app came up: its windows (a new one shows itself on ready-to-show, which the stub does not
// send, so one made is one asked for), its tray, what it said in error boxes, and what Electron
// made of the path it was given.
export async function run({ record, electronApp }) {
  return {
    platform: process.platform,
    electronApp,
    windowCount: record.windows.length,
    trays: record.trays.length,
    trayIcon: record.trays[0] ? { path: record.trays[0].icon.path, empty: record.trays[0].icon.isEmpty() } : null,
    errorBoxes: record.errorBoxes,
  }
}
