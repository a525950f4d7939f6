// electron-updater behind the update policy (src/main/core/updates/update-policy.ts): the policy
// decides when to check, what to say and what to show; this file only asks electron-updater and
// shows the notifications. The feed is the one electron-builder writes into the package as
// resources/app-update.yml from electron-builder.config.mjs's `publish` (GitHub releases).
// electron-updater is loaded only in a package that can update itself: a .deb, an .rpm, Flatpak
// and a copy run from the sources never load it (docs/desktop-app.md, "Updates").
import { existsSync, readFileSync } from 'node:fs'
import { app, Notification } from 'electron'
import type { AppUpdater, ProgressInfo } from 'electron-updater'
import { APP_NAME } from '../core/app/app-info'
import type { Messages } from '../core/i18n/intl'
import type { AppLog } from '../core/log/app-log'
import { installChannel, updateAbility } from '../core/updates/install-channel'
import { openUpdateMemory } from '../core/updates/update-memory'
import { createUpdatePolicy, type UpdateFeed, type UpdateNotice, type UpdatePolicy } from '../core/updates/update-policy'

export interface ElectronUpdatesOptions {
  dataDir: string
  log: AppLog
  /** settings.updates.check. */
  choice(): boolean | null
  /** The status changed: the tray is built again. */
  changed(): void
  /** Before quitAndInstall: the window must let itself be closed (it hides on close otherwise). */
  beforeInstall(): void
  /** A click on a notification's body: Settings, where Updates are. */
  open(): void
  /** The language of the moment (Settings may change it). */
  messages(): Messages
}

/** The first line of what electron-updater logs, which is its own detail (its errors come with their stacks). */
const firstLine = (parts: unknown[]) => (parts.map(String).join(' ').split('\n')[0] ?? '').replace(/^(Error: )+/, '').slice(0, 300)

/**
 * electron-updater's updater for this channel, set up to download only when asked. Made by class
 * rather than through its `autoUpdater`, which picks the Linux one from resources/package-type and
 * would take an AppImage that carries a stray one for a .deb (install-channel.ts says why it can).
 */
async function loadUpdater(channel: 'appimage' | 'mac' | 'nsis', log: AppLog): Promise<AppUpdater> {
  // electron-updater is CommonJS: its exports are on the default export (its README, "ESM").
  const { default: electronUpdater } = await import('electron-updater')
  const updater = channel === 'mac' ? new electronUpdater.MacUpdater() : channel === 'nsis' ? new electronUpdater.NsisUpdater() : new electronUpdater.AppImageUpdater()
  updater.autoDownload = false
  // A downloaded update the person asked for is installed when Tapestry quits, if not before.
  updater.autoInstallOnAppQuit = true
  updater.logger = {
    info: () => undefined,
    debug: () => undefined,
    // The policy says each fault in a sentence of its own; this keeps electron-updater's detail, without the stack.
    warn: (...parts: unknown[]) => log.info(`Updater: ${firstLine(parts)}`),
    error: (...parts: unknown[]) => log.info(`Updater: ${firstLine(parts)}`),
  }
  return updater
}

function feedOf(updater: Promise<AppUpdater>): UpdateFeed {
  return {
    async check() {
      const result = await (await updater).checkForUpdates()
      return result?.isUpdateAvailable ? result.updateInfo.version : null
    },
    async download(progress) {
      const loaded = await updater
      const listener = (info: ProgressInfo) => progress(Number.isFinite(info.percent) ? Math.max(0, Math.min(100, info.percent)) : null)
      loaded.on('download-progress', listener)
      try {
        await loaded.downloadUpdate()
      } finally {
        loaded.off('download-progress', listener)
      }
    },
    install() {
      // Silent (the Windows installer shows no pages), and Tapestry started again afterwards.
      void updater.then((loaded) => loaded.quitAndInstall(true, true))
    },
  }
}

const held = new Set<Notification>()

function showUpdateNotice(notice: UpdateNotice, act: (action: 'download' | 'restart') => void, open: () => void, log: AppLog, { t }: Messages): void {
  if (!Notification.isSupported()) return
  const labels = { download: t('update.downloadButton'), restart: t('update.restartButton') } as const
  const notification = new Notification({
    title: notice.title,
    body: notice.body,
    silent: true,
    // Buttons exist on macOS and Windows; on Linux the tray menu has the same item.
    actions: notice.action === null ? [] : [{ type: 'button' as const, text: labels[notice.action] }],
  })
  notification.on('action', () => {
    if (notice.action !== null) act(notice.action)
  })
  notification.on('click', () => open())
  notification.on('failed', (_event, error) => log.warn(`A notification could not be shown: ${error}`))
  notification.on('close', () => held.delete(notification))
  held.add(notification)
  notification.show()
}

export function createElectronUpdates(options: ElectronUpdatesOptions): UpdatePolicy {
  const { log } = options
  const channel = installChannel({
    platform: process.platform,
    env: process.env,
    isPackaged: app.isPackaged,
    resourcesPath: process.resourcesPath,
    execPath: process.execPath,
    productName: APP_NAME,
    exists: existsSync,
    readText: (file) => {
      try {
        return readFileSync(file, 'utf8')
      } catch {
        return null
      }
    },
  })
  const ability = updateAbility(channel)
  log.info(ability.canUpdate ? `Updates: this ${channel} package updates itself (Settings → Check for updates).` : `Updates: ${ability.detail}`)
  // Loaded once, on the first check or download, and only where the package can update itself.
  let updater: Promise<AppUpdater> | null = null
  const updaterChannel = channel === 'mac' || channel === 'nsis' ? channel : 'appimage'
  const loaded = () => (updater ??= loadUpdater(updaterChannel, log))
  const feed: UpdateFeed = {
    check: () => feedOf(loaded()).check(),
    download: (progress) => feedOf(loaded()).download(progress),
    install: () => {
      options.beforeInstall()
      feedOf(loaded()).install()
    },
  }
  const policy: UpdatePolicy = createUpdatePolicy({
    feed,
    ability,
    currentVersion: app.getVersion(),
    choice: options.choice,
    memory: openUpdateMemory(options.dataDir),
    clock: { now: () => Date.now(), setTimeout: (run, ms) => setTimeout(run, ms).unref(), clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout) },
    tell: (notice) => showUpdateNotice(notice, (action) => (action === 'download' ? void policy.download() : policy.restart()), options.open, log, options.messages()),
    log,
    changed: options.changed,
    messages: options.messages,
  })
  return policy
}
