// The person's own folders' filters panel. A choice searches at once when the whole form is valid.
// Messages are the shared LocalSearchParamsSchema's. Each online source's panel is its own
// (src/sources/window.ts) or drawn from its definition (FolderFilters.tsx).
import type { LocalSort } from '../../../shared/local-folders'
import { SelectField } from '../components/controls'
import type { FormIssues } from '../../../sources/form-issues'
import type { LocalForm } from './forms/local-form'
import { useT } from '../i18n/use-t'

/** `commit`: search now (a choice) rather than wait for Enter (typing). */
type Change<F> = (patch: Partial<F>, commit: boolean) => void

interface FilterProps<F> {
  form: F
  issues: FormIssues
  onChange: Change<F>
}

/** The person's own folders: which one (or all), and in what order. */
export function LocalFilters({ form, issues, onChange, folders }: FilterProps<LocalForm> & { folders: readonly string[] }) {
  const t = useT()
  return (
    <div className="filters" aria-label={t('filters.local.group')}>
      <SelectField
        name="folder"
        label={t('filters.local.folder')}
        value={form.folder}
        options={[['', t('filters.local.allFolders')], ...folders.map((folder) => [folder, folder] as const)]}
        issues={issues.folder}
        hint={t('filters.local.folderHint')}
        onChange={(folder) => onChange({ folder }, true)}
      />
      <SelectField<LocalSort>
        name="sort"
        label={t('filters.local.order')}
        value={form.sort}
        options={[
          ['NAME', t('filters.local.byName')],
          ['NEWEST', t('filters.local.newest')],
        ]}
        issues={issues.sort}
        onChange={(sort) => onChange({ sort }, true)}
      />
    </div>
  )
}
