// What `updates.status` answers where no updater runs (the command line, the browser demo): the app
// checks for updates; the `tapestry` command is updated with it.
import type { UpdateStatus } from '../../../shared/updates'
import { APP_VERSION } from '../app/app-info'

export const UPDATES_IN_APP_ONLY: UpdateStatus = {
  canUpdate: false,
  detail: 'The Tapestry app checks for updates; this is updated with it.',
  checking: false,
  currentVersion: APP_VERSION,
  phase: { kind: 'idle' },
  problem: null,
}
