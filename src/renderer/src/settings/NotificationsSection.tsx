// "Now showing" notifications: off until turned on, saved as the switch is turned.
import type { PublicSettings } from '../../../shared/settings'
import { SwitchField } from './fields'
import { useSave } from './use-save'
import { useT } from '../i18n/use-t'

export function NotificationsSection({ settings }: { settings: PublicSettings }) {
  const { saved, save } = useSave()
  const t = useT()
  return (
    <section className="settings-group" aria-labelledby="notifications-heading">
      <h3 id="notifications-heading">{t('toast.region')}</h3>
      <SwitchField
      name="notifications"
      label={t('settings.notifications.label')}
      checked={settings.notifications.enabled}
      saved={saved}
      hint={t('settings.notifications.hint')}
      onChange={(enabled) => void save({ settings: { notifications: { enabled } } })}
      />
    </section>
  )
}
