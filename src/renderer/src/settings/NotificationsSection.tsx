// "Now showing" notifications: off until turned on, and saved as soon as the box is ticked.
import type { PublicSettings } from '../../../shared/settings'
import { Toggle } from '../components/controls'
import { SaveStatus, useSave } from './use-save'

export function NotificationsSection({ settings }: { settings: PublicSettings }) {
  const { saved, save } = useSave()
  return (
    <section className="settings-section" aria-labelledby="notifications-heading">
      <h2 id="notifications-heading">Notifications</h2>
      <Toggle
        name="notifications"
        label="Say what is showing after each change"
        checked={settings.notifications.enabled}
        hint="After rotation changes the wallpaper, or the tray or a shortcut does: the picture and its credit. On macOS and Windows with Favourite and Block buttons; elsewhere a click opens Tapestry. Not for changes made in this window, and none while rotation is paused."
        onChange={(enabled) => void save({ settings: { notifications: { enabled } } }, enabled ? 'Tapestry will say what is showing after each change.' : 'No more notifications.')}
      />
      <SaveStatus saved={saved} />
    </section>
  )
}
