// Where downloaded pictures are kept and how much room they may take: each saved when its field is
// left or Enter is pressed; a size that is not a number stays in its field with what is wrong.
import type { PublicSettings } from '../../../shared/settings'
import { CommitField } from './fields'
import { useSave } from './use-save'

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
  const folderSave = useSave()
  const quotaSave = useSave()
  return (
    <section className="settings-group" aria-labelledby="downloads-heading">
      <h3 id="downloads-heading">Downloaded pictures</h3>
      <CommitField
        name="downloadFolder"
        label="Keep them in"
        value={settings.downloadFolder ?? ''}
        placeholder="The library folder in Tapestry’s data folder"
        saved={folderSave.saved}
        issues={folderSave.issues['settings.downloadFolder']}
        hint="Where downloaded pictures and the wallpapers set from online sources are kept. Leave empty for the usual place."
        onCommit={(text) => folderSave.save({ settings: { downloadFolder: text.trim() === '' ? null : text.trim() } })}
      />
      <CommitField
        name="quotaBytes"
        label="Room they may take (GiB)"
        value={toGib(settings.quotaBytes)}
        inputMode="numeric"
        saved={quotaSave.saved}
        issues={quotaSave.issues['settings.quotaBytes']}
        hint="Past it, the pictures used least recently are removed: never favourites, never what is showing now."
        onCommit={(text) => {
          const bytes = gibOf(text)
          if (bytes === null) return quotaSave.refuse('settings.quotaBytes', 'Type a number of gigabytes, such as 2 or 0.5.')
          return quotaSave.save({ settings: { quotaBytes: bytes } })
        }}
      />
    </section>
  )
}
