// Where downloaded pictures are kept and how much room they may take: each saved when its field is
// left or Enter is pressed; a size that is not a number stays in its field with what is wrong.
import type { PublicSettings } from '../../../shared/settings'
import { CommitField } from './fields'
import { useSave } from './use-save'
import { useT } from '../i18n/use-t'

const GIB = 1024 * 1024 * 1024

/** Bytes as the GiB the quota box shows (up to two decimals). */
export function toGib(bytes: number): string {
  return String(Math.round((bytes / GIB) * 100) / 100)
}

/** GiB as typed, or null when it is not a number of 0 or more. */
export function gibOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.')
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null
  return Math.round(Number(trimmed) * GIB)
}

export function DownloadsFields({ settings }: { settings: PublicSettings }) {
  const t = useT()
  const folderSave = useSave()
  const quotaSave = useSave()
  return (
    <section className="settings-group" aria-labelledby="downloads-heading">
      <h3 id="downloads-heading">{t('settings.downloads.heading')}</h3>
      <CommitField
        name="downloadFolder"
        label={t('settings.downloads.folder')}
        value={settings.downloadFolder ?? ''}
        placeholder={t('settings.downloads.folderPlaceholder')}
        saved={folderSave.saved}
        issues={folderSave.issues['settings.downloadFolder']}
        hint={t('settings.downloads.folderHint')}
        onCommit={(text) => folderSave.save({ settings: { downloadFolder: text.trim() === '' ? null : text.trim() } })}
      />
      <CommitField
        name="quotaBytes"
        label={t('settings.downloads.quota')}
        value={toGib(settings.quotaBytes)}
        inputMode="numeric"
        saved={quotaSave.saved}
        issues={quotaSave.issues['settings.quotaBytes']}
        hint={t('settings.downloads.quotaHint')}
        onCommit={(text) => {
          const bytes = gibOf(text)
          if (bytes === null) return quotaSave.refuse('settings.quotaBytes', t('settings.downloads.quotaProblem'))
          return quotaSave.save({ settings: { quotaBytes: bytes } })
        }}
      />
    </section>
  )
}
