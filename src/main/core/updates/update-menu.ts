// The tray's update items, from the policy's status: what to do next with an update, or how to ask
// for one. Nothing where the package cannot update itself (its package manager does).
import type { UpdateStatus } from '../../../shared/updates'
import type { TrayMenuItem } from '../shell/tray-menu'

export function updateMenuItems(status: UpdateStatus): TrayMenuItem[] {
  if (!status.canUpdate) return []
  const { phase } = status
  switch (phase.kind) {
    case 'idle':
      return [{ id: 'update-check', label: 'Check for updates', action: { kind: 'update-check' } }]
    case 'checking':
      return [{ id: 'update-checking', label: 'Checking for updates…', enabled: false }]
    case 'available':
      return [{ id: 'update-download', label: `Download Tapestry ${phase.version}`, action: { kind: 'update-download' } }]
    case 'downloading':
      return [{ id: 'update-downloading', label: `Downloading Tapestry ${phase.version}…${phase.percent === null ? '' : ` ${phase.percent}%`}`, enabled: false }]
    case 'ready':
      return [{ id: 'update-restart', label: `Restart to update to ${phase.version}`, action: { kind: 'update-restart' } }]
  }
}
