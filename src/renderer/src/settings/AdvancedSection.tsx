// Advanced: a command run after every change of wallpaper (to re-theme with pywal or matugen), and
// the log to attach when reporting a problem.
import type { PublicSettings } from '../../../shared/settings'
import { CommitField } from './fields'
import { LogSection } from './LogSection'
import { useSave } from './use-save'

export function AdvancedSection({ settings }: { settings: PublicSettings }) {
  const { saved, issues, save } = useSave()
  return (
    <>
      <CommitField
        name="afterChangeCommand"
        label="After every change, run"
        value={settings.wallpaper.afterChangeCommand ?? ''}
        placeholder="wal -i {file}"
        saved={saved}
        issues={issues['settings.wallpaper.afterChangeCommand']}
        hint="To re-theme with pywal or matugen, say. {file}, {display}, {source} and {id} each become one word of the command; it is stopped after 30 seconds, and what it prints goes to the log. Leave empty to run nothing."
        onCommit={(text) => save({ settings: { wallpaper: { afterChangeCommand: text.trim() === '' ? null : text } } })}
      />
      <LogSection />
    </>
  )
}
