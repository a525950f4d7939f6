// "Check for updates": once a day, where this copy of Tapestry can update itself (the AppImage, the
// macOS app, the Windows installer's); elsewhere switched off, with who keeps it up to date instead
// (docs/desktop-app.md, "Updates"). What the main process answers (`updates.status`) decides both.
import { useCallback, useEffect, useState } from 'react'
import type { UpdateStatus } from '../../../shared/updates'
import { useApi } from '../api/api-context'
import { SwitchField } from './fields'
import { useSave } from './use-save'
import { translate, useT } from '../i18n/use-t'

const nothingUnasked = () => translate('settings.updates.daily')

/** The note under the switch: why it is off here, what was found, or what checking means. */
export function updatesHint(status: UpdateStatus | null): string {
  if (status === null) return nothingUnasked()
  if (!status.canUpdate) return status.detail ?? translate('settings.updates.cannot')
  const { phase } = status
  if (phase.kind === 'available') return translate('settings.updates.available', { version: phase.version, current: status.currentVersion })
  if (phase.kind === 'downloading') return translate('settings.updates.downloading', { version: phase.version })
  if (phase.kind === 'ready') return translate('settings.updates.ready', { version: phase.version })
  if (status.problem) return status.problem
  return status.checking ? nothingUnasked() : translate('settings.updates.off', { current: status.currentVersion })
}

export function UpdatesField() {
  const api = useApi()
  const [status, setStatus] = useState<UpdateStatus | null>(null)
  const { saved, save } = useSave()
  // Heard for its language: the hint is built with translate().
  useT()

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
      label={translate('settings.updates.label')}
      checked={status?.checking ?? false}
      isDisabled={status === null || !status.canUpdate}
      saved={saved}
      hint={updatesHint(status)}
      onChange={(check) => void save({ settings: { updates: { check } } }).then((done) => done && refresh())}
    />
  )
}
