// The person's own folders of pictures: which there are, how many pictures each holds (and whether
// it can be reached now), one to add by its path, and each to remove. The main process checks a
// folder on disk before it is added and indexes it in the background; this list follows as it goes.
// In the app, the system's folder picker does the adding; the path field stays for a path at hand.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import type { ErrorData } from '../../../shared/errors'
import { FolderPathSchema, type LocalFolderStatus } from '../../../shared/local-folders'
import { useApi } from '../api/api-context'
import { carrierFailure } from '../api/errors'
import { TextField } from '../components/controls'
import { useSettings } from '../hooks/settings-context'
import { useEvent } from '../hooks/use-event'
import { StatusMessage } from '../status/StatusMessage'
import { useT, type WindowT } from '../i18n/use-t'

function describe(folder: LocalFolderStatus, t: WindowT): string {
  if (!folder.available) return folder.note ?? t('settings.folders.unreachable')
  const count = t('settings.folders.count', { count: folder.images })
  if (folder.scanning) return t('settings.folders.scanning', { count })
  // What the scan left out, and why: a file missing without a word looks like a fault in the folder.
  return folder.note ? `${count}. ${folder.note}` : count
}

export function LocalFoldersSection({ focused }: { focused: boolean }) {
  const api = useApi()
  const t = useT()
  const { reload: reloadSettings } = useSettings()
  const [folders, setFolders] = useState<LocalFolderStatus[] | null>(null)
  const [path, setPath] = useState('')
  const [issues, setIssues] = useState<readonly string[]>([])
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<{ error: ErrorData; at: number } | null>(null)
  const section = useRef<HTMLElement>(null)

  const load = useCallback(() => {
    api['folders.list']().then((result) => (result.ok ? setFolders(result.value) : setFailure({ error: result.error, at: Date.now() })), () => undefined)
  }, [api])
  useEffect(load, [load])
  // A scan finishing, a folder unplugged or back: the counts and notes follow.
  useEvent('library.changed', (change) => {
    if (change.what === 'local') load()
  })
  useEffect(() => {
    if (!focused) return
    section.current?.scrollIntoView?.({ block: 'center' })
    section.current?.querySelector('input')?.focus()
  }, [focused])

  const answered = (result: { ok: true; value: LocalFolderStatus[] } | { ok: false; error: ErrorData }) => {
    if (result.ok) {
      setFolders(result.value)
      setFailure(null)
      reloadSettings()
      return true
    }
    const pathIssues = result.error.issues?.filter((issue) => issue.field === 'path').map((issue) => issue.message) ?? []
    if (pathIssues.length > 0) setIssues(pathIssues)
    else setFailure({ error: result.error, at: Date.now() })
    return false
  }

  const add = async (event: FormEvent) => {
    event.preventDefault()
    const checked = FolderPathSchema.safeParse(path)
    if (!checked.success) {
      setIssues(checked.error.issues.map((issue) => issue.message))
      return
    }
    setBusy(true)
    const result = await api['folders.add']({ path: checked.data }).catch(carrierFailure)
    setBusy(false)
    if (answered(result)) setPath('')
  }

  // The system's picker (the app only): each folder chosen is added as a typed one would be.
  const choose = async () => {
    setBusy(true)
    const result = await api['folders.choose']().catch(carrierFailure)
    setBusy(false)
    answered(result.ok ? { ok: true, value: result.value.folders } : result)
  }

  const remove = async (folder: string) => {
    setBusy(true)
    answered(await api['folders.remove']({ path: folder }).catch(carrierFailure))
    setBusy(false)
  }

  return (
    <section ref={section} className={focused ? 'settings-group highlighted' : 'settings-group'} aria-labelledby="local-folders-heading">
      <h3 id="local-folders-heading">{t('settings.folders.heading')}</h3>
      <p className="field-hint">{t('settings.folders.hint')}</p>
      {folders !== null && folders.length > 0 && (
        <ul className="folder-list" aria-label={t('settings.section.folders')}>
          {folders.map((folder) => (
            <li key={folder.path} className={folder.available ? 'folder' : 'folder unavailable'}>
              <span className="folder-path">{folder.path}</span>
              <span className="folder-state">{describe(folder, t)}</span>
              <button type="button" onClick={() => void remove(folder.path)} disabled={busy} aria-label={t('settings.folders.removeLabel', { path: folder.path })}>
                {t('settings.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {folders !== null && folders.length === 0 && <p>{t('settings.folders.none')}</p>}
      {api.folderPicker && (
        <p className="folder-choose">
          <button type="button" className="primary" onClick={() => void choose()} disabled={busy}>
            {t('settings.folders.choose')}
          </button>
        </p>
      )}
      <form className="folder-add" onSubmit={(event) => void add(event)} noValidate>
        <TextField
          name="localFolder"
          label={api.folderPicker ? t('settings.folders.orType') : t('settings.folders.toAdd')}
          value={path}
          placeholder="/home/you/Pictures/Wallpapers"
          issues={issues}
          onChange={(text) => {
            setPath(text)
            setIssues([])
          }}
        />
        <button type="submit" disabled={busy || path.trim() === ''}>
          {t('settings.folders.add')}
        </button>
      </form>
      {failure && <StatusMessage compact error={failure.error} at={failure.at} onRetry={load} />}
    </section>
  )
}
