// "Now showing" notifications: off until turned on, saved as the switch is turned.
import type { PublicSettings } from '../../../shared/settings'
import { SwitchField } from './fields'
import { useSave } from './use-save'

export function NotificationsSection({ settings }: { settings: PublicSettings }) {
  const { saved, save } = useSave()
  return (
    <section className="settings-group" aria-labelledby="notifications-heading">
      <h3 id="notifications-heading">Notifications</h3>
      <SwitchField
      name="notifications"
      label="Say what is showing after each change"
      checked={settings.notifications.enabled}
      saved={saved}
      hint="After rotation changes the wallpaper, or the tray or a shortcut does: the picture and its credit. On macOS and Windows with Favourite and Block buttons; elsewhere a click opens Tapestry. Not for changes made in this window, and none while rotation is paused."
      onChange={(enabled) => void save({ settings: { notifications: { enabled } } })}
      />
    </section>
  )
}
