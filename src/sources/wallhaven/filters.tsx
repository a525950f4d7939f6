// Wallhaven's filters panel: every parameter of its search as controls, its 29-colour palette as
// swatches, and NSFW said to need the person's key. A choice searches at once when the whole form is
// valid; text is searched with Enter. Messages are the parameter set's own (params.ts).
import { CheckGroup, SelectField, TextField, enumOptions } from '../../renderer/src/components/controls'
import type { SourceFiltersProps } from '../window'
import { ColorSwatches } from './ColorSwatches'
import { Category, FileType, Order, Purity, Sort, TopRange } from './enums'
import type { WallhavenForm } from './form'

const TOP_RANGE_LABELS: Record<TopRange, string> = {
  ONE_DAY: 'Last day',
  THREE_DAYS: 'Last 3 days',
  ONE_WEEK: 'Last week',
  ONE_MONTH: 'Last month',
  THREE_MONTHS: 'Last 3 months',
  SIX_MONTHS: 'Last 6 months',
  ONE_YEAR: 'Last year',
}

export function WallhavenFilters({ form: flat, issues, onChange, hasKey }: SourceFiltersProps) {
  const form = flat as WallhavenForm
  return (
    <div className="filters" aria-label="Wallhaven filters">
      <CheckGroup
        name="categories"
        label="Categories"
        value={form.categories}
        options={enumOptions(Category.members)}
        issues={issues.categories}
        onChange={(categories) => onChange({ categories }, true)}
      />
      <CheckGroup
        name="purity"
        label="Purity"
        value={form.purity}
        options={enumOptions(Purity.members, { SFW: 'SFW', NSFW: 'NSFW' })}
        issues={issues.purity}
        hint={hasKey ? undefined : 'NSFW needs your Wallhaven API key (Settings).'}
        onChange={(purity) => onChange({ purity }, true)}
      />
      <SelectField name="sorting" label="Sorting" value={form.sorting} options={enumOptions(Sort.members)} issues={issues.sorting} onChange={(sorting) => onChange({ sorting }, true)} />
      <SelectField
        name="order"
        label="Order"
        value={form.order}
        options={enumOptions(Order.members, { DESC: 'Descending', ASC: 'Ascending' })}
        issues={issues.order}
        onChange={(order) => onChange({ order }, true)}
      />
      <SelectField<TopRange | ''>
        name="top_range"
        label="Toplist range"
        value={form.top_range}
        options={[['', 'Wallhaven’s default'], ...enumOptions(TopRange.members, TOP_RANGE_LABELS)]}
        issues={issues.top_range}
        hint="Used with Toplist sorting."
        onChange={(top_range) => onChange({ top_range }, true)}
      />
      <TextField name="atleast" label="Minimum resolution" value={form.atleast} placeholder="1920x1080" issues={issues.atleast} onChange={(atleast) => onChange({ atleast }, false)} />
      <TextField
        name="resolutions"
        label="Exact resolutions"
        value={form.resolutions}
        placeholder="2560x1440, 3840x2160"
        issues={issues.resolutions}
        onChange={(resolutions) => onChange({ resolutions }, false)}
      />
      <TextField name="ratios" label="Ratios" value={form.ratios} placeholder="16x9, 21x9, portrait" issues={issues.ratios} onChange={(ratios) => onChange({ ratios }, false)} />
      <ColorSwatches value={form.colors} issues={issues.colors} onChange={(colors) => onChange({ colors }, true)} />
      <SelectField<FileType | ''>
        name="file_type"
        label="File type"
        value={form.file_type}
        options={[['', 'Any'], ...enumOptions(FileType.members, { PNG: 'PNG', JPG: 'JPEG' })]}
        issues={issues.file_type}
        onChange={(file_type) => onChange({ file_type }, true)}
      />
      <TextField name="like" label="Like wallpaper (id)" value={form.like} placeholder="p29ke3" issues={issues.like} onChange={(like) => onChange({ like }, false)} />
      <SelectField<WallhavenForm['ai_art_filter']>
        name="ai_art_filter"
        label="AI art"
        value={form.ai_art_filter}
        options={[
          ['', 'Wallhaven’s default'],
          ['on', 'Hide AI art'],
          ['off', 'Include AI art'],
        ]}
        issues={issues.ai_art_filter}
        onChange={(ai_art_filter) => onChange({ ai_art_filter }, true)}
      />
    </div>
  )
}
