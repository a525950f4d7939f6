// "Check for updates": once a day, where this copy of Tapestry can update itself (the AppImage, the
// macOS app, the Windows installer's); elsewhere switched off, with who keeps it up to date instead
// (docs/desktop-app.md, "Updates"). What the main process answers (`updates.status`) decides both.
import { useCallback, useEffect, useState } from 'react'
import type { UpdateStatus } from '../../../shared/updates'
import { useApi } from '../api/api-context'
import { SwitchField } from './fields'
import { useSave } from './use-save'

const NOTHING_UNASKED = 'Once a day, Tapestry asks its GitHub releases whether there is a newer version and tells you; nothing is downloaded until you choose Download.'

/** The note under the switch: why it is off here, what was found, or what checking means. */
export function updatesHint(status: UpdateStatus | null): string {
  if (status === null) return NOTHING_UNASKED
  if (!status.canUpdate) return status.detail ?? 'This copy of Tapestry cannot update itself.'
  const { phase } = status
  if (phase.kind === 'available') return `Tapestry ${phase.version} is available (this is ${status.currentVersion}): choose Download in the tray menu.`
  if (phase.kind === 'downloading') return `Downloading Tapestry ${phase.version}…`
  if (phase.kind === 'ready') return `Tapestry ${phase.version} is ready: choose Restart to update in the tray menu.`
  if (status.problem) return status.problem
  return status.checking ? NOTHING_UNASKED : `Tapestry ${status.currentVersion} does not look for newer versions. Check for updates from the tray menu at any time.`
}

export function UpdatesField() {
  const api = useApi()
  const [status, setStatus] = useState<UpdateStatus | null>(null)
  const { saved, save } = useSave()

  const refresh = useCallback(
    () =>
      api['updates.status']().then(
        (result) => result.ok && setStatus(result.value),
        () => undefined,
      ),
    [api],
  )
  useEffect(() => void refresh(), [refresh])

  return (
    <SwitchField
      name="checkForUpdates"
      label="Check for updates"
      checked={status?.checking ?? false}
      isDisabled={status === null || !status.canUpdate}
      saved={saved}
      hint={updatesHint(status)}
      onChange={(check) => void save({ settings: { updates: { check } } }).then((done) => done && refresh())}
    />
  )
}
