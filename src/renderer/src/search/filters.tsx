// Every parameter of each source, as controls. A choice (select, box, swatch) searches at once when
// the whole form is valid; text is searched with Enter. Messages are the shared schemas'.
import type { LocalSort } from '../../../shared/local-folders'
import { CommunitySort, CommunityTimeFilter, MediaTypeFilter } from '../../../shared/sources/reddit/enums'
import { PhotoColor, PhotoContentFilter, PhotoOrderBy, PhotoOrientation } from '../../../shared/sources/unsplash/enums'
import { Category, FileType, Order, Purity, Sort, TopRange } from '../../../shared/sources/wallhaven/enums'
import { CheckGroup, SelectField, TextField, Toggle, enumOptions } from '../components/controls'
import { ColorSwatches } from './ColorSwatches'
import type { FormIssues } from './forms/field-issues'
import type { LocalForm } from './forms/local-form'
import type { RedditForm } from './forms/reddit-form'
import type { UnsplashForm } from './forms/unsplash-form'
import type { WallhavenForm } from './forms/wallhaven-form'

/** `commit`: search now (a choice) rather than wait for Enter (typing). */
type Change<F> = (patch: Partial<F>, commit: boolean) => void

interface FilterProps<F> {
  form: F
  issues: FormIssues
  onChange: Change<F>
}

const TOP_RANGE_LABELS: Record<TopRange, string> = {
  ONE_DAY: 'Last day',
  THREE_DAYS: 'Last 3 days',
  ONE_WEEK: 'Last week',
  ONE_MONTH: 'Last month',
  THREE_MONTHS: 'Last 3 months',
  SIX_MONTHS: 'Last 6 months',
  ONE_YEAR: 'Last year',
}

export function WallhavenFilters({ form, issues, onChange, hasKey }: FilterProps<WallhavenForm> & { hasKey: boolean }) {
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

export function UnsplashFilters({ form, issues, onChange }: FilterProps<UnsplashForm>) {
  return (
    <div className="filters" aria-label="Unsplash filters">
      <SelectField name="order_by" label="Order" value={form.order_by} options={enumOptions(PhotoOrderBy.members)} issues={issues.order_by} onChange={(order_by) => onChange({ order_by }, true)} />
      <SelectField<PhotoColor | ''>
        name="color"
        label="Colour"
        value={form.color}
        options={[['', 'Any'], ...enumOptions(PhotoColor.members)]}
        issues={issues.color}
        onChange={(color) => onChange({ color }, true)}
      />
      <SelectField<PhotoOrientation | ''>
        name="orientation"
        label="Orientation"
        value={form.orientation}
        options={[['', 'Any'], ...enumOptions(PhotoOrientation.members)]}
        issues={issues.orientation}
        onChange={(orientation) => onChange({ orientation }, true)}
      />
      <SelectField
        name="content_filter"
        label="Content filter"
        value={form.content_filter}
        options={enumOptions(PhotoContentFilter.members, { LOW: 'Low (Unsplash’s default)', HIGH: 'High (strictest)' })}
        issues={issues.content_filter}
        onChange={(content_filter) => onChange({ content_filter }, true)}
      />
      <TextField
        name="collections"
        label="Collections (ids)"
        value={form.collections}
        placeholder="317099, 162213"
        issues={issues.collections}
        onChange={(collections) => onChange({ collections }, false)}
      />
      <TextField name="per_page" label="Per page" value={form.per_page} placeholder="10" inputMode="numeric" issues={issues.per_page} onChange={(per_page) => onChange({ per_page }, false)} />
    </div>
  )
}

export function RedditFilters({ form, issues, onChange }: FilterProps<RedditForm>) {
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

/** The person's own folders: which one (or all), and in what order. */
export function LocalFilters({ form, issues, onChange, folders }: FilterProps<LocalForm> & { folders: readonly string[] }) {
  return (
    <div className="filters" aria-label="Local folder filters">
      <SelectField
        name="folder"
        label="Folder"
        value={form.folder}
        options={[['', 'All your folders'], ...folders.map((folder) => [folder, folder] as const)]}
        issues={issues.folder}
        hint="Add and remove folders in Settings."
        onChange={(folder) => onChange({ folder }, true)}
      />
      <SelectField<LocalSort>
        name="sort"
        label="Order"
        value={form.sort}
        options={[
          ['NAME', 'By name'],
          ['NEWEST', 'Newest first'],
        ]}
        issues={issues.sort}
        onChange={(sort) => onChange({ sort }, true)}
      />
    </div>
  )
}
