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

interface DisplaysSectionProps {
  settings: PublicSettings
  choice: Backend
  method: MethodState
  onChoice(choice: Backend): void
}

export function DisplaysSection({ settings, choice, method, onChoice }: DisplaysSectionProps) {
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
        label="How the wallpaper is set"
        value={choice}
        options={METHOD_OPTIONS}
        saved={methodSave.saved}
        issues={methodSave.issues['settings.wallpaper.backend']}
        hint={needsCommand ? 'Type your command below and press Enter: the method changes once the command is saved.' : choice === 'auto' && methodName ? `Found here: ${methodName}.` : undefined}
        onChange={choose}
      />
      {choice === 'custom' && (
        <CommitField
          name="customCommand"
          label="Command that sets the wallpaper"
          value={settings.wallpaper.customCommand ?? ''}
          placeholder="setbg --output {display} {file}"
          saved={commandSave.saved}
          issues={commandSave.issues['settings.wallpaper.customCommand']}
          hint={`{file} becomes the picture’s path, {display} the display.${commandDraft.includes('{file}') || commandDraft.trim() === '' ? '' : ' Without {file} the command is not told which picture to show.'}`}
          onDraft={setCommandDraft}
          onCommit={(text) => {
            if (text.trim() === '') return commandSave.refuse('settings.wallpaper.customCommand', 'Type the command that sets a wallpaper, for example: setbg {file}')
            return commandSave.save({ settings: { wallpaper: { backend: 'custom', customCommand: text.trim() } } })
          }}
        />
      )}
      <SwitchField
        name="perDisplay"
        label="A different picture on each display"
        checked={settings.rotation.perDisplay}
        saved={perDisplaySave.saved}
        hint={
          settings.rotation.perDisplay
            ? 'Each display gets a picture fitted to it (a portrait display, a portrait picture). Where the desktop shows one picture on all displays (GNOME, Cinnamon, MATE, Budgie, Windows), Tapestry joins them into one picture spanning the displays as they are arranged.'
            : 'Every display shows the same picture.'
        }
        onChange={(perDisplay) => void perDisplaySave.save({ settings: { rotation: { perDisplay } } })}
      />
      <FitField value={settings.rotation.fit} issues={fitSave.issues['settings.rotation.fit']} onChange={(fit) => void fitSave.save({ settings: { rotation: { fit } } })} />
      <SavedNote saved={fitSave.saved} what="Fit" />
    </>
  )
}
