// Displays & fit: how the wallpaper is set on this desktop (its own method, found by itself, or one
// chosen), whether each display gets a picture of its own, and how pictures fill the screen. A
// method that needs a command is saved once its command is there, never half.
import { useState } from 'react'
import { WALLPAPER_BACKEND_IDS, type PublicSettings } from '../../../shared/settings'
import { humanize } from '../components/controls'
import { FitField } from './FitField'
import { ChoiceField, CommitField, SwitchField } from './fields'
import { SavedNote, useSave } from './use-save'
import type { Backend, MethodState } from './use-wallpaper-method'
import { useT, type WindowT } from '../i18n/use-t'

const BACKEND_LABELS: Partial<Record<Backend, string>> = {
  auto: 'Automatic (this desktop’s own way)',
  kde: 'KDE Plasma',
  xfce: 'Xfce',
  lxde: 'LXDE',
  lxqt: 'LXQt',
  sway: 'sway (its own output … bg)',
  swaybg: 'swaybg (other wlroots compositors)',
  gnome: 'GNOME',
  mate: 'MATE',
  macos: 'macOS',
  custom: 'My own command',
}

export const METHOD_OPTIONS = (['auto', ...WALLPAPER_BACKEND_IDS] as const).map((id) => [id, BACKEND_LABELS[id] ?? humanize(id)] as const)

/** The methods in the window's language: the desktops' own names stay as they are. */
export function methodOptions(t: WindowT): (readonly [Backend, string])[] {
  return METHOD_OPTIONS.map(([id, label]) => [id, id === 'auto' ? t('settings.method.auto') : id === 'custom' ? t('settings.method.custom') : label] as const)
}

interface DisplaysSectionProps {
  settings: PublicSettings
  choice: Backend
  method: MethodState
  onChoice(choice: Backend): void
}

export function DisplaysSection({ settings, choice, method, onChoice }: DisplaysSectionProps) {
  const t = useT()
  const methodSave = useSave()
  const commandSave = useSave()
  const perDisplaySave = useSave()
  const fitSave = useSave()
  const [commandDraft, setCommandDraft] = useState(settings.wallpaper.customCommand ?? '')
  const needsCommand = choice === 'custom' && settings.wallpaper.customCommand === null

  const choose = (next: Backend) => {
    onChoice(next)
    // "My own command" with no command yet waits for one: saving it alone would break every change.
    if (next === 'custom' && settings.wallpaper.customCommand === null) return
    void methodSave.save({ settings: { wallpaper: { backend: next } } })
  }

  const methodName = method.state === 'known' ? method.method.name : null
  return (
    <>
      <ChoiceField<Backend>
        name="backend"
        label={t('settings.method.label')}
        value={choice}
        options={methodOptions(t)}
        saved={methodSave.saved}
        issues={methodSave.issues['settings.wallpaper.backend']}
        hint={needsCommand ? t('settings.method.needsCommand') : choice === 'auto' && methodName ? t('settings.method.found', { name: methodName }) : undefined}
        onChange={choose}
      />
      {choice === 'custom' && (
        <CommitField
          name="customCommand"
          label={t('settings.method.command')}
          value={settings.wallpaper.customCommand ?? ''}
          placeholder="setbg --output {display} {file}"
          saved={commandSave.saved}
          issues={commandSave.issues['settings.wallpaper.customCommand']}
          hint={t(commandDraft.includes('{file}') || commandDraft.trim() === '' ? 'settings.method.commandHint' : 'settings.method.commandHintNoFile', { file: '{file}', display: '{display}' })}
          onDraft={setCommandDraft}
          onCommit={(text) => {
            if (text.trim() === '') return commandSave.refuse('settings.wallpaper.customCommand', t('settings.method.commandMissing', { file: '{file}' }))
            return commandSave.save({ settings: { wallpaper: { backend: 'custom', customCommand: text.trim() } } })
          }}
        />
      )}
      <SwitchField
        name="perDisplay"
        label={t('settings.perDisplay.label')}
        checked={settings.rotation.perDisplay}
        saved={perDisplaySave.saved}
        hint={
          settings.rotation.perDisplay ? t('settings.perDisplay.on') : t('settings.perDisplay.off')
        }
        onChange={(perDisplay) => void perDisplaySave.save({ settings: { rotation: { perDisplay } } })}
      />
      <FitField value={settings.rotation.fit} issues={fitSave.issues['settings.rotation.fit']} onChange={(fit) => void fitSave.save({ settings: { rotation: { fit } } })} />
      <SavedNote saved={fitSave.saved} what={t('settings.fit.what')} />
    </>
  )
}
