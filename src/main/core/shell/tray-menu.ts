// The tray menu as plain data, built from the rotation state and what each display shows: pure, so
// every state is testable without Electron. The Electron side turns it into a Menu and maps each
// `id` to an action.
import type { RotationStatus, ShowingNow } from '../../../shared/ipc'
import { poolMemberLabel } from '../../../shared/rotation-pool'

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

export const INTERVAL_CHOICES: readonly { minutes: number; label: string }[] = [
  { minutes: 15, label: 'Every 15 minutes' },
  { minutes: 60, label: 'Every hour' },
  { minutes: 180, label: 'Every 3 hours' },
  { minutes: 1440, label: 'Daily' },
]


/** Text from elsewhere (a title, an author's name) shown as it is: Electron reads one `&` as a mnemonic. */
function literal(text: string): string {
  const short = [...text].length > 60 ? `${[...text].slice(0, 59).join('')}…` : text
  return short.replace(/&/g, '&&')
}

function displayLabel(display: string): string {
  return display === 'all' ? 'the other displays' : display
}

/** "Now: TITLE — Photo by NAME on Unsplash": one line for one picture everywhere, else one a display. */
function nowShowing(showing: readonly ShowingNow[]): TrayMenuItem[] {
  const line = (shown: ShowingNow) => `${literal(shown.item.title || 'Untitled')} — ${literal(shown.credit)}`
  const [first] = showing
  if (!first) return []
  if (showing.every((shown) => shown.libraryId === first.libraryId)) return [{ id: 'now', label: `Now: ${line(first)}`, enabled: false }, { type: 'separator' }]
  return [
    ...showing.map((shown, index) => ({ id: `now-${index}`, label: `Now on ${literal(displayLabel(shown.display))}: ${line(shown)}`, enabled: false })),
    { type: 'separator' as const },
  ]
}

/**
 * Favourite or Block "this wallpaper": one item for one picture everywhere; where the displays
 * differ, a submenu with one item a display, so it is clear which picture is meant.
 */
function thisWallpaper(kind: 'favourite-current' | 'block-current', label: string, showing: readonly ShowingNow[]): TrayMenuItem {
  const differ = new Set(showing.map((shown) => shown.libraryId)).size > 1
  if (!differ) return { id: kind, label, enabled: showing.length > 0, action: { kind } }
  return {
    id: kind,
    label,
    type: 'submenu',
    submenu: showing.map((shown, index) => ({
      id: `${kind}-${index}`,
      label: `On ${literal(displayLabel(shown.display))}: ${literal(shown.item.title || 'Untitled')}`,
      action: { kind, display: shown.display },
    })),
  }
}

function intervalLabel(minutes: number): string {
  if (minutes % 1440 === 0) return minutes === 1440 ? 'Daily' : `Every ${minutes / 1440} days`
  if (minutes % 60 === 0) return minutes === 60 ? 'Every hour' : `Every ${minutes / 60} hours`
  return `Every ${minutes} minutes`
}

/**
 * Everything is in the menu, nothing only on a click of the icon: on Linux the panel
 * (AppIndicator, StatusNotifierItem) shows the menu and never sends the tray its click.
 */
export function buildTrayMenu(status: RotationStatus, showing: readonly ShowingNow[] = [], updates: readonly TrayMenuItem[] = []): TrayMenuItem[] {
  const daily = status.dailyAt !== null
  const standard = daily || INTERVAL_CHOICES.some((choice) => choice.minutes === status.intervalMinutes)
  return [
    ...nowShowing(showing),
    { id: 'next', label: status.busy ? 'Changing wallpaper…' : 'Next wallpaper', enabled: !status.busy, action: { kind: 'next' } },
    // Back through each display's history, from the library's files.
    { id: 'previous', label: 'Previous wallpaper', enabled: !status.busy && showing.length > 0, action: { kind: 'previous' } },
    thisWallpaper('favourite-current', 'Favourite this wallpaper', showing),
    thisWallpaper('block-current', 'Block this wallpaper', showing),
    { id: 'toggle-pause', label: status.paused ? 'Resume rotation' : 'Pause rotation', action: { kind: 'toggle-pause' } },
    { type: 'separator' },
    {
      id: 'interval',
      label: 'Change every',
      type: 'submenu',
      submenu: [
        ...INTERVAL_CHOICES.map((choice) => ({
          id: `interval-${choice.minutes}`,
          label: choice.label,
          type: 'radio' as const,
          checked: !daily && choice.minutes === status.intervalMinutes,
          action: { kind: 'interval' as const, minutes: choice.minutes },
        })),
        // A daily time set in Settings shows as the checked choice, as a custom interval does.
        ...(status.dailyAt === null
          ? []
          : [
              {
                id: 'interval-daily-at',
                label: `Daily at ${status.dailyAt}`,
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
                label: intervalLabel(status.intervalMinutes),
                type: 'radio' as const,
                checked: true,
                action: { kind: 'interval' as const, minutes: status.intervalMinutes },
              },
            ]),
        { type: 'separator' as const },
        { id: 'interval-custom', label: 'Custom…', action: { kind: 'custom-interval' as const } },
      ],
    },
    {
      id: 'source',
      label: 'Sources',
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
          label: 'A different picture on each display',
          type: 'checkbox' as const,
          checked: status.perDisplay,
          action: { kind: 'toggle-per-display' as const },
        },
      ],
    },
    // Which source stood in, or which display kept its picture: said until the next step.
    ...(status.note ? [{ id: 'last-note', label: literal(status.note), enabled: false }] : []),
    ...(status.lastError ? [{ id: 'last-error', label: `Last try: ${status.lastError.message}`, enabled: false }] : []),
    // The lock screen or the after-change command: the wallpaper changed, but this did not happen.
    ...(status.afterChangeError ? [{ id: 'after-change-error', label: `After the last change: ${status.afterChangeError.replace(/&/g, '&&')}`, enabled: false }] : []),
    { type: 'separator' },
    { id: 'open', label: 'Open Tapestry', action: { kind: 'open' } },
    { id: 'settings', label: 'Settings…', action: { kind: 'settings' } },
    { id: 'open-log-folder', label: 'Open the log folder', action: { kind: 'open-log-folder' } },
    ...updates,
    { type: 'separator' },
    { id: 'quit', label: 'Quit', action: { kind: 'quit' } },
  ]
}

/** The tooltip: what is on the desktop and when it changes. */
export function trayTooltip(status: RotationStatus, now: Date): string {
  const parts = ['Tapestry']
  if (status.current) parts.push(status.current.title)
  if (status.paused) parts.push('rotation paused')
  else if (status.nextRunAt) {
    const minutes = Math.max(0, Math.round((Date.parse(status.nextRunAt) - now.getTime()) / 60_000))
    parts.push(minutes < 60 ? `next in ${minutes} min` : `next in ${Math.round(minutes / 60)} h`)
  }
  return parts.join(' · ')
}
