// Reddit's filters panel (the communities are typed in the search box): sort, time, page size, media
// type and NSFW posts. A choice searches at once when the whole form is valid; text is searched with
// Enter. Messages are the parameter set's own (params.ts).
import { SelectField, TextField, Toggle, messageOptions } from '../../renderer/src/components/controls'
import { useT } from '../../renderer/src/i18n/use-t'
import type { SourceFiltersProps } from '../window'
import { CommunitySort, CommunityTimeFilter, MediaTypeFilter } from './enums'
import type { RedditForm } from './form'

export function RedditFilters({ form: flat, issues, onChange }: SourceFiltersProps) {
  const form = flat as RedditForm
  const t = useT()
  const label = (field: string) => t(`source.reddit.field.${field}.label`)
  const options = <V extends string>(field: string, members: readonly V[]) => messageOptions(t, `source.reddit.field.${field}.option`, members)
  return (
    <div className="filters" aria-label={t('source.reddit.filters')}>
      <SelectField name="sort" label={label('sort')} value={form.sort} options={options('sort', CommunitySort.members)} issues={issues.sort} onChange={(sort) => onChange({ sort }, true)} />
      <SelectField
        name="time_filter"
        label={label('time_filter')}
        value={form.time_filter}
        options={options('time_filter', CommunityTimeFilter.members)}
        issues={issues.time_filter}
        hint={t('source.reddit.field.time_filter.hint')}
        onChange={(time_filter) => onChange({ time_filter }, true)}
      />
      <TextField name="limit" label={label('limit')} value={form.limit} placeholder="25" inputMode="numeric" issues={issues.limit} onChange={(limit) => onChange({ limit }, false)} />
      <SelectField
        name="media_type"
        label={label('media_type')}
        value={form.media_type}
        options={options('media_type', MediaTypeFilter.members)}
        issues={issues.media_type}
        onChange={(media_type) => onChange({ media_type }, true)}
      />
      <Toggle name="include_nsfw" label={label('include_nsfw')} checked={form.include_nsfw} onChange={(include_nsfw) => onChange({ include_nsfw }, true)} />
    </div>
  )
}
