// Global shortcuts for the tray's actions: recorded by pressing the keys (Record) or typed as
// Electron writes them ("Ctrl+Alt+N"), checked with the shared schema before they are sent, and
// beside each the system's answer: whether it took the shortcut, or why not (another app holds
// the keys, the desktop offers no portal, Tapestry is not installed where a Wayland desktop looks),
// or, where the desktop never answers (the Wayland portal), that it was sent and what to check.
import { useCallback, useEffect, useState, type FormEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import type { PublicSettings } from '../../../shared/settings'
import { SHORTCUT_LABELS, ShortcutActionSchema, type ShortcutAction, type ShortcutsStatus } from '../../../shared/shortcuts'
import { ACCELERATOR_EXAMPLE } from '../../../shared/accelerator'
import { useApi } from '../api/api-context'
import { TextField } from '../components/controls'
import { recordedAccelerator } from './recorded-accelerator'
import { SaveStatus, useSave } from './use-save'

const ACTIONS = ShortcutActionSchema.options
// ⌘ is Command on macOS; elsewhere the same key is Super.
const ON_MAC = typeof navigator !== 'undefined' && /Mac/.test(navigator.userAgent)

type Fields = Record<ShortcutAction, string>

function fieldsOf(shortcuts: PublicSettings['shortcuts']): Fields {
  return Object.fromEntries(ACTIONS.map((action) => [action, shortcuts[action] ?? ''])) as Fields
}

/** Beside a saved shortcut, what the system said of it; nothing for one not set (or not saved yet). */
function outcomeOf(status: ShortcutsStatus | null, action: ShortcutAction, saved: string | null): ReactNode {
  const shortcut = status?.shortcuts.find((candidate) => candidate.action === action && candidate.accelerator === saved)
  if (!shortcut) return undefined
  // Asked of a desktop that never says whether it took it (the Wayland portal): no "works" claimed.
  if (shortcut.registered && shortcut.pending)
    return (
      <span data-testid={`shortcut-${action}-status`}>
        <span className="pill">sent to the desktop</span> {shortcut.pending}
      </span>
    )
  if (shortcut.registered)
    return (
      <span className="pill pill-set" data-testid={`shortcut-${action}-status`}>
        works everywhere
      </span>
    )
  return (
    <span data-testid={`shortcut-${action}-status`}>
      <span className="pill pill-warning">not set</span> {shortcut.problem}
    </span>
  )
}

export function ShortcutsSection({ settings }: { settings: PublicSettings }) {
  const api = useApi()
  const [fields, setFields] = useState<Fields>(() => fieldsOf(settings.shortcuts))
  const [status, setStatus] = useState<ShortcutsStatus | null>(null)
  const { saved, issues, save } = useSave()
  const savedText = JSON.stringify(settings.shortcuts)

  const refresh = useCallback(() => {
    api['shortcuts.status']().then(
      (result) => result.ok && setStatus(result.value),
      () => undefined,
    )
  }, [api])
  useEffect(refresh, [refresh])
  // The stored spelling ("ctrl+alt+n" comes back as "Ctrl+Alt+N") once a change is saved.
  useEffect(() => setFields(fieldsOf(JSON.parse(savedText) as PublicSettings['shortcuts'])), [savedText])

  // The action whose Record button is listening for keys, and a key it could not write.
  const [recording, setRecording] = useState<ShortcutAction | null>(null)
  const [unrecordable, setUnrecordable] = useState<{ action: ShortcutAction; message: string } | null>(null)

  const onRecordKey = (action: ShortcutAction, event: KeyboardEvent<HTMLButtonElement>) => {
    if (recording !== action) return
    // Every key goes to the recording while it listens: none activates the button or leaves it.
    event.preventDefault()
    const recorded = recordedAccelerator(event, ON_MAC)
    if (recorded.kind === 'waiting') return
    setRecording(null)
    if (recorded.kind === 'unknown') setUnrecordable({ action, message: `That key (${recorded.code}) cannot be part of a shortcut: press another, or type one.` })
    if (recorded.kind === 'keys') setFields((current) => ({ ...current, [action]: recorded.accelerator }))
  }
  // A click starts listening; a mouse click while listening stops (a key's "click" is a recorded key).
  const onRecordClick = (action: ShortcutAction, event: MouseEvent<HTMLButtonElement>) => {
    setUnrecordable(null)
    if (recording === action) {
      if (event.detail > 0) setRecording(null)
      return
    }
    setRecording(action)
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const shortcuts = Object.fromEntries(ACTIONS.map((action) => [action, fields[action].trim() === '' ? null : fields[action]]))
    if (await save({ settings: { shortcuts } }, 'Shortcuts saved.')) refresh()
  }

  return (
    <form className="settings-section" aria-labelledby="shortcuts-heading" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2 id="shortcuts-heading">Global shortcuts</h2>
      <p className="section-note">Keys that do the tray’s actions from any app. None is set until you set one: press Record, then the keys; or type them. Leave a box empty for none.</p>
      {status?.detail && <p className="section-note">{status.detail}</p>}
      {ACTIONS.map((action) => (
        <TextField
          key={action}
          name={`shortcut-${action}`}
          label={SHORTCUT_LABELS[action]}
          value={fields[action]}
          placeholder={`None (for example ${ACCELERATOR_EXAMPLE})`}
          issues={unrecordable?.action === action ? [unrecordable.message] : issues[`settings.shortcuts.${action}`]}
          hint={outcomeOf(status, action, settings.shortcuts[action])}
          onChange={(value) => {
            setUnrecordable(null)
            setFields((current) => ({ ...current, [action]: value }))
          }}
          after={
            <button
              type="button"
              className={recording === action ? 'recording' : undefined}
              aria-label={recording === action ? `Press the keys for ${SHORTCUT_LABELS[action]} (Esc to stop)` : `Record the keys for ${SHORTCUT_LABELS[action]}`}
              aria-pressed={recording === action}
              onClick={(event) => onRecordClick(action, event)}
              onKeyDown={(event) => onRecordKey(action, event)}
              onBlur={() => setRecording((current) => (current === action ? null : current))}
            >
              {recording === action ? 'Press the keys…' : 'Record'}
            </button>
          }
        />
      ))}
      <p className="field-hint">Modifiers and one key joined by +, as Electron writes them: Ctrl, Alt, Shift, Super, Command or CommandOrControl, then A–Z, 0–9, F1–F24, Space, Up, Plus…</p>
      <button type="submit" className="primary" disabled={saved.state === 'busy' || status?.available === false}>
        Save
      </button>
      <SaveStatus saved={saved} />
    </form>
  )
}
