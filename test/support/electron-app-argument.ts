// The path Tapestry is given to Electron as, wherever a test starts it: the end-to-end test in real
// Electron, and the built-bundle tests through the stub (test/support/electron-stub/default-app.mjs,
// which follows Electron's default app). Its folder, as `electron-vite preview` (npm start) passes
// `.`: Electron then reads its package.json, so app.getAppPath() is this folder (where the Electron
// build of better-sqlite3 and resources/ are found), app.name is "Tapestry" and the desktop name
// is package.json's desktopName. Given out/main/index.js instead, Electron reads no package.json:
// the app's path would be out/main and its name "Electron" (electron/electron default_app/main.ts).
import path from 'node:path'

export const APP_FOLDER = path.resolve('.')
