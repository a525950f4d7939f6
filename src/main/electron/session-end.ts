// Letting go of the library and timers when the session ends (log-off, shutdown), which does not
// go through before-quit, the way Electron tells an app so on each system:
// - Linux and macOS: powerMonitor's 'shutdown' (electron.d.ts: "@platform linux,darwin").
// - Windows: no powerMonitor event (electron/electron shell/browser/api/
//   electron_api_power_monitor_win.cc hears only session lock, suspend and resume, on a message-only
//   window). Only a window hears it: 'session-end' ("@platform win32" on BaseWindow in electron.d.ts),
//   emitted on WM_ENDSESSION (shell/browser/native_window_views_win.cc). Started hidden at login,
//   Tapestry has no window, so it keeps one that is never shown, for that alone: a BaseWindow, with no
//   web contents and so no renderer. Windows sends WM_ENDSESSION to hidden top-level windows too
//   (what libuv's maintainers advise for desktop apps, libuv/libuv#1174); only message-only windows miss it.
import { BaseWindow, powerMonitor } from 'electron'

// Held for the life of the app, so nothing lets it go.
const kept: BaseWindow[] = []

export function onSessionEnd(dispose: () => void): void {
  if (process.platform === 'win32') {
    const listener = new BaseWindow({ show: false, skipTaskbar: true, focusable: false, title: 'Tapestry' })
    listener.on('session-end', dispose)
    kept.push(listener)
    return
  }
  powerMonitor.on('shutdown', dispose)
}
