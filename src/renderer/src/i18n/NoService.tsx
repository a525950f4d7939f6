// What a window opened without window.api shows (main.tsx), in the system's language.
import { useT } from './use-t'

export function NoService() {
  const t = useT()
  return (
    <div className="status" role="alert">
      <p className="status-message">{t('app.noService')}</p>
      <p className="status-step">{t('app.noServiceStep')}</p>
    </div>
  )
}
