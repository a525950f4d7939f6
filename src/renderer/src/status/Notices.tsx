// What the main process has to tell the person once about this start (a damaged file moved aside
// and started afresh), above everything until it is dismissed.
import { useEffect, useState } from 'react'
import type { SaidData } from '../../../shared/errors'
import { useApi } from '../api/api-context'
import { useT } from '../i18n/use-t'
import './status.css'

export function Notices() {
  const t = useT()
  const api = useApi()
  const [notices, setNotices] = useState<readonly SaidData[]>([])
  useEffect(() => {
    api.notices().then(
      (result) => {
        if (result.ok) setNotices(result.value)
      },
      () => undefined,
    )
  }, [api])
  if (notices.length === 0) return null
  return (
    <div className="notices" role="alert">
      {notices.map((notice) => (
        <p key={notice.message}>{notice.message}</p>
      ))}
      <button type="button" onClick={() => setNotices([])}>
        {t('status.dismiss')}
      </button>
    </div>
  )
}
