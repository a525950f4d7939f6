// What a "Now showing" notification says, and which buttons it offers, for what a change put on
// the displays: pure, so every source, display and platform is tested without Electron.
//
// Buttons only where Electron 45 delivers them: its NotificationAction docs list `button` for macOS
// and Windows (Windows since electron/electron#48132, with action events for unpackaged apps
// fixed by #51286); on Linux Electron passes no actions to libnotify at all (only a "default"
// action, which arrives as a click; electron/electron#24333 is the open request), so there the
// notification has none and a click opens the window.
import type { ShowingNow } from '../../../shared/ipc'
import type { MediaItem } from '../../../shared/media'
import { ENGLISH, type Messages } from '../i18n/intl'

export type NoticeAction = 'favourite' | 'block'

/** A button's label in the person's language. */
export function noticeActionLabel(action: NoticeAction, { t }: Messages = ENGLISH): string {
  return action === 'favourite' ? t('notification.favourite') : t('notification.block')
}

export interface WallpaperNotice {
  title: string
  body: string
  /** The buttons, in order: the `action` event names one by its index here. */
  actions: NoticeAction[]
  /** The picture the buttons act on; null when the change showed several (a click opens the window instead). */
  item: MediaItem | null
}

/** Long titles (a Reddit post's) are cut, as the tray's are: a notification is a glance. */
const TITLE_LENGTH = 80

function short(text: string): string {
  const characters = [...text]
  return characters.length > TITLE_LENGTH ? `${characters.slice(0, TITLE_LENGTH - 1).join('')}…` : text
}

/** Only macOS and Windows show Electron's notification buttons. */
function noticeButtonsShown(platform: NodeJS.Platform): boolean {
  return platform === 'darwin' || platform === 'win32'
}

/**
 * Linux notification servers that announce body-markup read the body as markup, and Electron passes
 * it through unescaped: a title such as "Rocks & <b>sea</b>" would be bold, or dropped as broken.
 */
function bodyText(text: string, platform: NodeJS.Platform): string {
  if (noticeButtonsShown(platform)) return text
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}

const titleOf = (shown: ShowingNow, { t }: Messages) => short(shown.item.title.trim() || t('notification.untitled'))

/**
 * One notification for one change, however many displays it set: "Now showing: TITLE" with the
 * credit the library keeps ("Photo by NAME on Unsplash", "From your folders"); where the displays
 * got different pictures, one line a display. Null when the change showed nothing new.
 */
export function wallpaperNotice(changed: readonly ShowingNow[], platform: NodeJS.Platform, messages: Messages = ENGLISH): WallpaperNotice | null {
  const { t } = messages
  const pictures = [...new Map(changed.map((shown) => [`${shown.item.source}\0${shown.item.id}`, shown])).values()]
  const [first] = pictures
  if (!first) return null
  if (pictures.length === 1) {
    return {
      title: t('notification.nowShowing', { title: titleOf(first, messages) }),
      body: bodyText(first.credit, platform),
      actions: noticeButtonsShown(platform) ? ['favourite', 'block'] : [],
      item: first.item,
    }
  }
  // Which picture a button would mean is unclear here: the window (History, by display) says.
  const lines = changed.map((shown) =>
    t('notification.displayLine', { display: shown.display === 'all' ? t('notification.otherDisplays') : shown.display, title: titleOf(shown, messages), credit: shown.credit }),
  )
  return { title: t('notification.nowShowingOn', { count: changed.length }), body: bodyText(lines.join('\n'), platform), actions: [], item: null }
}
