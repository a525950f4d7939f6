// Reddit's filters panel (the communities are typed in the search box): sort, time, page size, media
// type and NSFW posts. A choice searches at once when the whole form is valid; text is searched with
// Enter. Messages are the parameter set's own (params.ts).
import { SelectField, TextField, Toggle, enumOptions } from '../../renderer/src/components/controls'
import type { SourceFiltersProps } from '../window'
import { CommunitySort, CommunityTimeFilter, MediaTypeFilter } from './enums'
import type { RedditForm } from './form'

export function RedditFilters({ form: flat, issues, onChange }: SourceFiltersProps) {
  const form = flat as RedditForm
  return (
    <div className="filters" aria-label="Reddit filters">
      <SelectField name="sort" label="Sort" value={form.sort} options={enumOptions(CommunitySort.members)} issues={issues.sort} onChange={(sort) => onChange({ sort }, true)} />
      <SelectField
        name="time_filter"
        label="Time"
        value={form.time_filter}
        options={enumOptions(CommunityTimeFilter.members, { HOUR: 'Past hour', DAY: 'Past day', WEEK: 'Past week', MONTH: 'Past month', YEAR: 'Past year', ALL: 'All time' })}
        issues={issues.time_filter}
        hint="Used with Top and Controversial."
        onChange={(time_filter) => onChange({ time_filter }, true)}
      />
      <TextField name="limit" label="Posts per page" value={form.limit} placeholder="25" inputMode="numeric" issues={issues.limit} onChange={(limit) => onChange({ limit }, false)} />
      <SelectField
        name="media_type"
        label="Media type"
        value={form.media_type}
        options={enumOptions(MediaTypeFilter.members, { ANY: 'Any', GIF: 'GIF' })}
        issues={issues.media_type}
        onChange={(media_type) => onChange({ media_type }, true)}
      />
      <Toggle name="include_nsfw" label="Include NSFW posts" checked={form.include_nsfw} onChange={(include_nsfw) => onChange({ include_nsfw }, true)} />
    </div>
  )
}
