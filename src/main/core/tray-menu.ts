// The tray menu as plain data, built from the rotation state: pure, so every state is testable
// without Electron. The Electron side turns it into a Menu and maps each `id` to an action.
import type { RotationStatus } from '../../shared/ipc'
import type { MediaSource } from '../../shared/media'

export type TrayAction =
  | { kind: 'next' }
  | { kind: 'toggle-pause' }
  | { kind: 'interval'; minutes: number }
  | { kind: 'custom-interval' }
  | { kind: 'source'; source: MediaSource }
  | { kind: 'open' }
  | { kind: 'settings' }
  | { kind: 'open-log-folder' }
  | { kind: 'quit' }

export interface TrayMenuItem {
  id?: string
  label?: string
  type?: 'normal' | 'separator' | 'radio' | 'submenu'
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

const SOURCE_LABELS: Record<MediaSource, string> = { wallhaven: 'Wallhaven', unsplash: 'Unsplash', reddit: 'Reddit' }

function intervalLabel(minutes: number): string {
  if (minutes % 1440 === 0) return minutes === 1440 ? 'Daily' : `Every ${minutes / 1440} days`
  if (minutes % 60 === 0) return minutes === 60 ? 'Every hour' : `Every ${minutes / 60} hours`
  return `Every ${minutes} minutes`
}

/**
 * Everything is in the menu, nothing only on a click of the icon: on Linux the panel
 * (AppIndicator, StatusNotifierItem) shows the menu and never sends the tray its click.
 */
export function buildTrayMenu(status: RotationStatus): TrayMenuItem[] {
  const standard = INTERVAL_CHOICES.some((choice) => choice.minutes === status.intervalMinutes)
  return [
    { id: 'next', label: status.busy ? 'Changing wallpaper…' : 'Next wallpaper', enabled: !status.busy, action: { kind: 'next' } },
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
          checked: choice.minutes === status.intervalMinutes,
          action: { kind: 'interval' as const, minutes: choice.minutes },
        })),
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
      label: 'Source',
      type: 'submenu',
      submenu: (Object.keys(SOURCE_LABELS) as MediaSource[]).map((source) => ({
        id: `source-${source}`,
        label: SOURCE_LABELS[source],
        type: 'radio' as const,
        checked: source === status.source,
        action: { kind: 'source' as const, source },
      })),
    },
    ...(status.lastError ? [{ id: 'last-error', label: `Last try: ${status.lastError.message}`, enabled: false }] : []),
    { type: 'separator' },
    { id: 'open', label: 'Open Tapestry', action: { kind: 'open' } },
    { id: 'settings', label: 'Settings…', action: { kind: 'settings' } },
    { id: 'open-log-folder', label: 'Open the log folder', action: { kind: 'open-log-folder' } },
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
