// What belongs to this session rather than to a subject: the notices of this start, starting at
// login, the shortcuts, the log folder, and cancel (answered by the carrier that runs requests).
import { mkdir } from 'node:fs/promises'
import type { SaidData } from '../../../shared/errors'
import { logFolderOf } from '../log/log-location'
import { SHORTCUTS_IN_APP_ONLY } from '../shortcuts/shortcut-keeper'
import { UPDATES_IN_APP_ONLY } from '../updates/updates-in-app-only'
import type { LoginItem } from '../startup/login-item'
import type { HandlerGroup } from './handler-group'

export interface SystemOperationParts {
  notices: () => SaidData[]
  loginItem: LoginItem
  dataDir: string
  /** Where the log files are, and how this carrier shows a folder to the person. */
  logFolder: { folder: string; open?: (folder: string) => Promise<void> } | undefined
}

type SystemOperationName = 'notices' | 'cancel' | 'loginItem.get' | 'loginItem.set' | 'shortcuts.status' | 'updates.status' | 'logs.open'

export function systemOperations(parts: SystemOperationParts): HandlerGroup<SystemOperationName> {
  return {
    notices: async () => parts.notices(),
    // Requests are cancelled by the carrier that runs them (withCancellation); the core runs none of its own.
    cancel: async () => ({ cancelled: false }),
    'loginItem.get': () => parts.loginItem.status(),
    'loginItem.set': ({ enabled }) => parts.loginItem.set(enabled),
    // The Electron app registers shortcuts and answers this itself (shortcuts/with-shortcuts.ts).
    'shortcuts.status': async () => SHORTCUTS_IN_APP_ONLY,
    // The Electron app checks for updates and answers this itself (updates/with-updates.ts).
    'updates.status': async () => UPDATES_IN_APP_ONLY,
    'logs.open': async () => {
      const where = parts.logFolder ?? { folder: logFolderOf(parts.dataDir) }
      if (!where.open) return { folder: where.folder, opened: false }
      await mkdir(where.folder, { recursive: true })
      await where.open(where.folder)
      return { folder: where.folder, opened: true }
    },
  }
}
