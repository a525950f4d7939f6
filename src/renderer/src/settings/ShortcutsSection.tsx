// Global shortcuts for the tray's actions: recorded by pressing the keys (Record) or typed as
// Electron writes them ("Ctrl+Alt+N"), checked with the shared schema before they are sent, and
// beside each the system's answer: whether it took the shortcut, or why not (another app holds
// the keys, the desktop offers no portal, Tapestry is not installed where a Wayland desktop looks),
// or, where the desktop never answers (the Wayland portal), that it was sent and what to check.
import { useCallback, useEffect, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import type { PublicSettings } from '../../../shared/settings'
import { ShortcutActionSchema, type ShortcutAction, type ShortcutsStatus } from '../../../shared/shortcuts'
import { ACCELERATOR_EXAMPLE } from '../../../shared/accelerator'
import { useApi } from '../api/api-context'
import { recordedAccelerator } from './recorded-accelerator'
import { CommitField } from './fields'
import { useSave } from './use-save'
import { useT, type WindowT } from '../i18n/use-t'

const ACTIONS = ShortcutActionSchema.options
// ⌘ is Command on macOS; elsewhere the same key is Super.
const ON_MAC = typeof navigator !== 'undefined' && /Mac/.test(navigator.userAgent)

/** Beside a saved shortcut, what the system said of it; nothing for one not set (or not saved yet). */
/** Each action as the tray names it, in the window's language (the shared catalog's words). */
const SHORTCUT_KEYS = { next: 'tray.next', previous: 'tray.previous', favourite: 'tray.favourite', block: 'tray.block' } as const satisfies Record<ShortcutAction, string>

function outcomeOf(status: ShortcutsStatus | null, action: ShortcutAction, saved: string | null, t: WindowT): ReactNode {
  const shortcut = status?.shortcuts.find((candidate) => candidate.action === action && candidate.accelerator === saved)
  if (!shortcut) return undefined
  // Asked of a desktop that never says whether it took it (the Wayland portal): no "works" claimed.
  if (shortcut.registered && shortcut.pending)
    return (
      <span data-testid={`shortcut-${action}-status`}>
        <span className="pill">{t('settings.shortcuts.sent')}</span> {shortcut.pending}
      </span>
    )
  if (shortcut.registered)
    return (
      <span className="pill pill-set" data-testid={`shortcut-${action}-status`}>
        {t('settings.shortcuts.works')}
      </span>
    )
  return (
    <span data-testid={`shortcut-${action}-status`}>
      <span className="pill pill-warning">{t('settings.shortcuts.notSet')}</span> {shortcut.problem}
    </span>
  )
}

export function ShortcutsSection({ settings }: { settings: PublicSettings }) {
  const api = useApi()
  const t = useT()
  const [status, setStatus] = useState<ShortcutsStatus | null>(null)

  const refresh = useCallback(() => {
    api['shortcuts.status']().then(
      (result) => result.ok && setStatus(result.value),
      () => undefined,
    )
  }, [api])
  useEffect(refresh, [refresh])

  return (
    <section className="settings-group" aria-labelledby="shortcuts-heading">
      <h3 id="shortcuts-heading">{t('settings.shortcuts.heading')}</h3>
      <p className="field-hint">{t('settings.shortcuts.hint')}</p>
      {status?.detail && <p className="field-hint">{status.detail}</p>}
      {ACTIONS.map((action) => (
        <ShortcutRow key={action} action={action} all={settings.shortcuts} status={status} disabled={status?.available === false} onSaved={refresh} />
      ))}
    </section>
  )
}

interface ShortcutRowProps {
  action: ShortcutAction
  /** Every saved shortcut: a change is checked against the others (one action per key combination). */
  all: PublicSettings['shortcuts']
  status: ShortcutsStatus | null
  disabled: boolean
  onSaved(): void
}

/** One action's keys: typed (saved when the box is left or Enter pressed) or recorded (saved at once). */
function ShortcutRow({ action, all, status, disabled, onSaved }: ShortcutRowProps) {
  const t = useT()
  const savedKeys = all[action]
  const { saved, issues, save } = useSave()
  // Whether Record is listening for keys, and a key it could not write.
  const [recording, setRecording] = useState(false)
  const [unrecordable, setUnrecordable] = useState<string | null>(null)

  const send = async (text: string) => {
    const done = await save({ settings: { shortcuts: { ...all, [action]: text.trim() === '' ? null : text.trim() } } })
    if (done) onSaved()
    return done
  }

  const onRecordKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!recording) return
    // Every key goes to the recording while it listens: none activates the button or leaves it.
    event.preventDefault()
    const recorded = recordedAccelerator(event, ON_MAC)
    if (recorded.kind === 'waiting') return
    setRecording(false)
    if (recorded.kind === 'unknown') setUnrecordable(t('settings.shortcuts.unrecordable', { code: recorded.code }))
    if (recorded.kind === 'keys') void send(recorded.accelerator)
  }
  // A click starts listening; a mouse click while listening stops (a key's "click" is a recorded key).
  const onRecordClick = (event: MouseEvent<HTMLButtonElement>) => {
    setUnrecordable(null)
    if (recording) {
      if (event.detail > 0) setRecording(false)
      return
    }
    setRecording(true)
  }

  return (
    <CommitField
      name={`shortcut-${action}`}
      label={t(SHORTCUT_KEYS[action])}
      value={savedKeys ?? ''}
      placeholder={t('settings.shortcuts.placeholder', { example: ACCELERATOR_EXAMPLE })}
      saved={saved}
      issues={unrecordable ? [unrecordable] : issues[`settings.shortcuts.${action}`]}
      hint={outcomeOf(status, action, savedKeys, t)}
      onDraft={() => setUnrecordable(null)}
      onCommit={send}
      disabled={disabled}
      after={
        <button
          type="button"
          className={recording ? 'recording' : undefined}
          aria-label={recording ? t('settings.shortcuts.pressFor', { action: t(SHORTCUT_KEYS[action]) }) : t('settings.shortcuts.recordFor', { action: t(SHORTCUT_KEYS[action]) })}
          aria-pressed={recording}
          disabled={disabled}
          onClick={onRecordClick}
          onKeyDown={onRecordKey}
          onBlur={() => setRecording(false)}
        >
          {recording ? t('settings.shortcuts.pressKeys') : t('settings.shortcuts.record')}
        </button>
      }
    />
  )
}
