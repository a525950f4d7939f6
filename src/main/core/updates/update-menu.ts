// The tray's update items, from the policy's status: what to do next with an update, or how to ask
// for one. Nothing where the package cannot update itself (its package manager does).
import type { UpdateStatus } from '../../../shared/updates'
import { ENGLISH, type Messages } from '../i18n/intl'
import type { TrayMenuItem } from '../shell/tray-menu'

export function updateMenuItems(status: UpdateStatus, { t }: Messages = ENGLISH): TrayMenuItem[] {
  if (!status.canUpdate) return []
  const { phase } = status
  switch (phase.kind) {
    case 'idle':
      return [{ id: 'update-check', label: t('update.check'), action: { kind: 'update-check' } }]
    case 'checking':
      return [{ id: 'update-checking', label: t('update.checking'), enabled: false }]
    case 'available':
      return [{ id: 'update-download', label: t('update.download', { version: phase.version }), action: { kind: 'update-download' } }]
    case 'downloading':
      return [
        {
          id: 'update-downloading',
          // The percentage as the locale writes it ("30%", "30 %").
          label: phase.percent === null ? t('update.downloading', { version: phase.version }) : t('update.downloadingPercent', { version: phase.version, fraction: phase.percent / 100 }),
          enabled: false,
        },
      ]
    case 'ready':
      return [{ id: 'update-restart', label: t('update.restart', { version: phase.version }), action: { kind: 'update-restart' } }]
  }
}
