// Advanced: a command run after every change of wallpaper (to re-theme with pywal or matugen), and
// the log to attach when reporting a problem.
import type { PublicSettings } from '../../../shared/settings'
import { CommitField } from './fields'
import { LogSection } from './LogSection'
import { useSave } from './use-save'
import { useT } from '../i18n/use-t'

export function AdvancedSection({ settings }: { settings: PublicSettings }) {
  const { saved, issues, save } = useSave()
  const t = useT()
  return (
    <>
      <CommitField
        name="afterChangeCommand"
        label={t('settings.advanced.command')}
        value={settings.wallpaper.afterChangeCommand ?? ''}
        placeholder="wal -i {file}"
        saved={saved}
        issues={issues['settings.wallpaper.afterChangeCommand']}
        hint={t('settings.advanced.commandHint', { file: '{file}', display: '{display}', source: '{source}', id: '{id}' })}
        onCommit={(text) => save({ settings: { wallpaper: { afterChangeCommand: text.trim() === '' ? null : text } } })}
      />
      <LogSection />
    </>
  )
}
