// One key: whether it is set, a field to paste it (saved when the field is left or Enter is
// pressed, then emptied: a key is never shown again), and Remove, which asks first and can be
// undone for a while (the main process keeps the removed key in memory; the window never has it).
import { useEffect, useRef, useState } from 'react'
import type { KeyStorage } from '../../../shared/settings'
import { useSettings } from '../hooks/settings-context'
import { ConfirmDialog } from './ConfirmDialog'
import { CommitField } from './fields'
import type { KeyInfo } from './source-keys'
import { useSave } from './use-save'
import { useT, type WindowT } from '../i18n/use-t'

export type OnToast = (message: string, undo?: () => void) => void

interface KeyFieldProps {
  info: KeyInfo
  isSet: boolean
  storage: KeyStorage | null
  focused: boolean
  onToast: OnToast
}

function statusOf(isSet: boolean, storage: KeyStorage | null, t: WindowT): { text: string; className: string } {
  if (isSet) return { text: t('settings.keys.set'), className: 'pill pill-set' }
  if (storage === 'keychain-unavailable') return { text: t('settings.keys.savedLocked'), className: 'pill pill-warning' }
  return { text: t('settings.shortcuts.notSet'), className: 'pill' }
}

export function KeyField({ info, isSet, storage, focused, onToast }: KeyFieldProps) {
  const { change } = useSettings()
  const { saved, issues, save } = useSave()
  const t = useT()
  const [asking, setAsking] = useState(false)
  const row = useRef<HTMLDivElement>(null)
  const status = statusOf(isSet, storage, t)

  useEffect(() => {
    if (!focused) return
    const input = row.current?.querySelector('input')
    input?.scrollIntoView?.({ block: 'center' })
    input?.focus()
  }, [focused])

  const remove = async () => {
    const done = await save({ secrets: { [info.name]: null } })
    row.current?.querySelector('input')?.focus()
    if (!done) return
    onToast(t('settings.keys.removed', { label: info.label }), () => {
      void change({ restoreKeys: [info.name] }).then((result) => onToast(result.ok ? t('settings.keys.putBack', { label: info.label }) : result.error.message))
    })
  }

  return (
    <div ref={row} className={focused ? 'key-field highlighted' : 'key-field'} data-secret={info.name}>
      <span className={status.className} data-testid={`${info.name}-status`}>
        {status.text}
      </span>
      <CommitField
        name={info.name}
        label={info.label}
        type="password"
        value=""
        clearOnSave
        placeholder={isSet ? t('settings.keys.replace') : info.placeholder}
        saved={saved}
        issues={issues[`secrets.${info.name}`]}
        onCommit={(text) => save({ secrets: { [info.name]: text } })}
        after={
          isSet && (
            <button type="button" className="danger" onClick={() => setAsking(true)} disabled={saved.state === 'busy'} aria-label={t('settings.keys.removeLabel', { label: info.label })}>
              {t('settings.remove')}
            </button>
          )
        }
      />
      <ConfirmDialog isOpen={asking} title={t('settings.keys.removeQuestion', { label: info.label })} confirm={t('settings.remove')} cancel={t('settings.keys.keep')} onConfirm={() => void remove()} onClose={() => setAsking(false)}>
        <p>
          {info.withoutIt} {t('settings.keys.undoAfter')}
        </p>
      </ConfirmDialog>
    </div>
  )
}
