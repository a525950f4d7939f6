// What `updates.status` answers where no updater runs (the command line, the browser demo): the app
// checks for updates; the `tapestry` command is updated with it.
import type { UpdateStatus } from '../../../shared/updates'
import { APP_VERSION } from '../app/app-info'
import { said, sentenceField } from '../i18n/sentence'

export const UPDATES_IN_APP_ONLY: UpdateStatus = {
  canUpdate: false,
  ...sentenceField('detail', said('system.updates.appOnly')),
  checking: false,
  currentVersion: APP_VERSION,
  phase: { kind: 'idle' },
  problem: null,
}
