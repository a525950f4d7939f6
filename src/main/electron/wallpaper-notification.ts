// Shows a "Now showing" notice (src/main/core/notifications decides when and what) through
// Electron's Notification, and carries its buttons and its click back to the app.
import { Notification } from 'electron'
import type { MediaItem } from '../../shared/media'
import type { Messages } from '../core/i18n/intl'
import { noticeActionLabel, type NoticeAction, type WallpaperNotice } from '../core/notifications/wallpaper-notice'

/**
 * Windows routes a toast's buttons back to the app through a COM activator with this id; Electron
 * makes up a new one each run unless it is given one, so the app gives the same one every time.
 */
export const TOAST_ACTIVATOR_CLSID = '{B9AAD3BC-7818-498D-9371-9A752BE1D405}'

export interface NoticeHandlers {
  /** A button: acts on the picture this notice was about. */
  act(action: NoticeAction, item: MediaItem): void
  /** A click on the notice itself: where the buttons are not offered, this is how to reach the picture. */
  open(): void
  /** macOS and Windows say when a notice could not be shown (an unsigned Mac build, say). */
  failed(message: string): void
}

/**
 * Electron stops delivering a notification's events once nothing holds its object, so the latest
 * ones are held until they close (Windows and macOS keep them in their notification centre).
 */
const held = new Set<Notification>()
const HELD_AT_MOST = 10

export function showWallpaperNotice(notice: WallpaperNotice, handlers: NoticeHandlers, messages: Messages): void {
  if (!Notification.isSupported()) return
  const notification = new Notification({
    title: notice.title,
    body: notice.body,
    // A wallpaper changing is news, not an alarm.
    silent: true,
    actions: notice.actions.map((action) => ({ type: 'button' as const, text: noticeActionLabel(action, messages) })),
  })
  notification.on('action', (details) => {
    const action = notice.actions[details.actionIndex]
    if (action && notice.item) handlers.act(action, notice.item)
  })
  notification.on('click', () => handlers.open())
  notification.on('failed', (_event, error) => handlers.failed(error))
  notification.on('close', () => held.delete(notification))
  held.add(notification)
  for (const old of held) {
    if (held.size <= HELD_AT_MOST) break
    held.delete(old)
  }
  notification.show()
}
