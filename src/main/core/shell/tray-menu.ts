// The tray menu as plain data, built from the rotation state and what each display shows: pure, so
// every state is testable without Electron. The Electron side turns it into a Menu and maps each
// `id` to an action.
import type { RotationStatus, ShowingNow } from '../../../shared/ipc'
import { poolMemberLabel } from '../../../shared/rotation-pool'
import { ENGLISH, spoken, type Messages } from '../i18n/intl'

export type TrayAction =
  | { kind: 'next' }
  | { kind: 'previous' }
  /** The picture on `display` ('all': the one set on all displays); without it, the one showing. */
  | { kind: 'favourite-current'; display?: string }
  | { kind: 'block-current'; display?: string }
  | { kind: 'toggle-pause' }
  | { kind: 'interval'; minutes: number }
  | { kind: 'daily'; at: string }
  | { kind: 'custom-interval' }
  /** Turns the pool's member at `index` on (weight 1) or off (weight 0). */
  | { kind: 'toggle-source'; index: number }
  | { kind: 'toggle-per-display' }
  | { kind: 'open' }
  | { kind: 'settings' }
  | { kind: 'open-log-folder' }
  /** Updates (src/main/core/updates/update-menu.ts): check now, download what was found, install it. */
  | { kind: 'update-check' }
  | { kind: 'update-download' }
  | { kind: 'update-restart' }
  | { kind: 'quit' }

export interface TrayMenuItem {
  id?: string
  label?: string
  type?: 'normal' | 'separator' | 'radio' | 'checkbox' | 'submenu'
  enabled?: boolean
  checked?: boolean
  submenu?: TrayMenuItem[]
  action?: TrayAction
}

/** The intervals offered in the tray, in minutes; each one's label is intervalLabel's. */
export const INTERVAL_CHOICES: readonly number[] = [15, 60, 180, 1440]

/** Text from elsewhere (a title, an author's name) shown as it is: Electron reads one `&` as a mnemonic. */
function literal(text: string): string {
  const short = [...text].length > 60 ? `${[...text].slice(0, 59).join('')}…` : text
  return short.replace(/&/g, '&&')
}

function displayLabel(display: string, messages: Messages): string {
  return display === 'all' ? messages.t('tray.otherDisplays') : literal(display)
}

function titleOf(shown: ShowingNow, messages: Messages): string {
  return shown.item.title ? literal(shown.item.title) : messages.t('tray.untitled')
}

/**
 * "Now: TITLE — Photo by NAME on Unsplash": one line for one picture everywhere, else one a display.
 * The credit stays as the library keeps it: the APIs ask for their credit lines in English.
 */
function nowShowing(showing: readonly ShowingNow[], messages: Messages): TrayMenuItem[] {
  const [first] = showing
  if (!first) return []
  if (showing.every((shown) => shown.libraryId === first.libraryId)) {
    return [{ id: 'now', label: messages.t('tray.now', { title: titleOf(first, messages), credit: literal(first.credit) }), enabled: false }, { type: 'separator' }]
  }
  return [
    ...showing.map((shown, index) => ({
      id: `now-${index}`,
      label: messages.t('tray.nowOn', { display: displayLabel(shown.display, messages), title: titleOf(shown, messages), credit: literal(shown.credit) }),
      enabled: false,
    })),
    { type: 'separator' as const },
  ]
}

/**
 * Favourite or Block "this wallpaper": one item for one picture everywhere; where the displays
 * differ, a submenu with one item a display, so it is clear which picture is meant.
 */
function thisWallpaper(kind: 'favourite-current' | 'block-current', label: string, showing: readonly ShowingNow[], messages: Messages): TrayMenuItem {
  const differ = new Set(showing.map((shown) => shown.libraryId)).size > 1
  if (!differ) return { id: kind, label, enabled: showing.length > 0, action: { kind } }
  return {
    id: kind,
    label,
    type: 'submenu',
    submenu: showing.map((shown, index) => ({
      id: `${kind}-${index}`,
      label: messages.t('tray.onDisplay', { display: displayLabel(shown.display, messages), title: titleOf(shown, messages) }),
      action: { kind, display: shown.display },
    })),
  }
}

function intervalLabel(minutes: number, messages: Messages): string {
  if (minutes % 1440 === 0) return messages.t('tray.everyDays', { count: minutes / 1440 })
  if (minutes % 60 === 0) return messages.t('tray.everyHours', { count: minutes / 60 })
  return messages.t('tray.everyMinutes', { count: minutes })
}

/**
 * Everything is in the menu, nothing only on a click of the icon: on Linux the panel
 * (AppIndicator, StatusNotifierItem) shows the menu and never sends the tray its click.
 */
export function buildTrayMenu(status: RotationStatus, showing: readonly ShowingNow[] = [], updates: readonly TrayMenuItem[] = [], messages: Messages = ENGLISH): TrayMenuItem[] {
  const { t } = messages
  const daily = status.dailyAt !== null
  const standard = daily || INTERVAL_CHOICES.includes(status.intervalMinutes)
  return [
    ...nowShowing(showing, messages),
    { id: 'next', label: status.busy ? t('tray.changing') : t('tray.next'), enabled: !status.busy, action: { kind: 'next' } },
    // Back through each display's history, from the library's files.
    { id: 'previous', label: t('tray.previous'), enabled: !status.busy && showing.length > 0, action: { kind: 'previous' } },
    thisWallpaper('favourite-current', t('tray.favourite'), showing, messages),
    thisWallpaper('block-current', t('tray.block'), showing, messages),
    { id: 'toggle-pause', label: status.paused ? t('tray.resume') : t('tray.pause'), action: { kind: 'toggle-pause' } },
    { type: 'separator' },
    {
      id: 'interval',
      label: t('tray.changeEvery'),
      type: 'submenu',
      submenu: [
        ...INTERVAL_CHOICES.map((minutes) => ({
          id: `interval-${minutes}`,
          label: intervalLabel(minutes, messages),
          type: 'radio' as const,
          checked: !daily && minutes === status.intervalMinutes,
          action: { kind: 'interval' as const, minutes },
        })),
        // A daily time set in Settings shows as the checked choice, as a custom interval does.
        ...(status.dailyAt === null
          ? []
          : [
              {
                id: 'interval-daily-at',
                label: t('tray.dailyAt', { time: status.dailyAt }),
                type: 'radio' as const,
                checked: true,
                action: { kind: 'daily' as const, at: status.dailyAt },
              },
            ]),
        // A custom interval set in Settings shows as the checked choice; "Custom…" itself is a
        // plain item that opens Settings (a radio there would check itself before anything is chosen).
        ...(standard
          ? []
          : [
              {
                id: `interval-${status.intervalMinutes}`,
                label: intervalLabel(status.intervalMinutes, messages),
                type: 'radio' as const,
                checked: true,
                action: { kind: 'interval' as const, minutes: status.intervalMinutes },
              },
            ]),
        { type: 'separator' as const },
        { id: 'interval-custom', label: t('tray.custom'), action: { kind: 'custom-interval' as const } },
      ],
    },
    {
      id: 'source',
      label: t('tray.sources'),
      type: 'submenu',
      // Each member of the pool, on or off; weights other than on and off are set in Settings.
      submenu: [
        ...status.pool.map((member, index) => ({
          id: `source-${index}`,
          label: literal(poolMemberLabel(member)),
          type: 'checkbox' as const,
          checked: member.weight > 0,
          action: { kind: 'toggle-source' as const, index },
        })),
        { type: 'separator' as const },
        {
          id: 'per-display',
          label: t('tray.perDisplay'),
          type: 'checkbox' as const,
          checked: status.perDisplay,
          action: { kind: 'toggle-per-display' as const },
        },
      ],
    },
    // Which source stood in, or which display kept its picture: said until the next step.
    // Each in the menu's language where the core sent it as a catalog message.
    ...(status.note ? [{ id: 'last-note', label: literal(spoken(messages, status.note, status.noteText)), enabled: false }] : []),
    ...(status.lastError ? [{ id: 'last-error', label: t('tray.lastTry', { message: spoken(messages, status.lastError.message, status.lastError.text) }), enabled: false }] : []),
    // The lock screen or the after-change command: the wallpaper changed, but this did not happen.
    ...(status.afterChangeError
      ? [{ id: 'after-change-error', label: t('tray.afterChange', { message: spoken(messages, status.afterChangeError, status.afterChangeErrorText).replace(/&/g, '&&') }), enabled: false }]
      : []),
    { type: 'separator' },
    { id: 'open', label: t('tray.open'), action: { kind: 'open' } },
    { id: 'settings', label: t('tray.settings'), action: { kind: 'settings' } },
    { id: 'open-log-folder', label: t('tray.openLogFolder'), action: { kind: 'open-log-folder' } },
    ...updates,
    { type: 'separator' },
    { id: 'quit', label: t('tray.quit'), action: { kind: 'quit' } },
  ]
}

/** The tooltip: what is on the desktop and when it changes. */
export function trayTooltip(status: RotationStatus, now: Date, messages: Messages = ENGLISH): string {
  const parts = ['Tapestry']
  if (status.current) parts.push(status.current.title)
  if (status.paused) parts.push(messages.t('tray.tooltipPaused'))
  else if (status.nextRunAt) {
    const minutes = Math.max(0, Math.round((Date.parse(status.nextRunAt) - now.getTime()) / 60_000))
    parts.push(minutes < 60 ? messages.t('tray.tooltipNextMinutes', { minutes }) : messages.t('tray.tooltipNextHours', { hours: Math.round(minutes / 60) }))
  }
  return parts.join(' · ')
}
