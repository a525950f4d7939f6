// Wallhaven's filters panel: every parameter of its search as controls, its 29-colour palette as
// swatches, and NSFW said to need the person's key. A choice searches at once when the whole form is
// valid; text is searched with Enter. Messages are the parameter set's own (params.ts).
import { CheckGroup, SelectField, TextField, messageOptions } from '../../renderer/src/components/controls'
import { useT } from '../../renderer/src/i18n/use-t'
import type { SourceFiltersProps } from '../window'
import { ColorSwatches } from './ColorSwatches'
import { Category, FileType, Order, Purity, Sort, TopRange } from './enums'
import type { WallhavenForm } from './form'

export function WallhavenFilters({ form: flat, issues, onChange, hasKey }: SourceFiltersProps) {
  const form = flat as WallhavenForm
  const t = useT()
  const label = (field: string) => t(`source.wallhaven.field.${field}.label`)
  const options = <V extends string>(field: string, members: readonly V[]) => messageOptions(t, `source.wallhaven.field.${field}.option`, members)
  return (
    <div className="filters" aria-label={t('source.wallhaven.filters')}>
      <CheckGroup
        name="categories"
        label={label('categories')}
        value={form.categories}
        options={options('categories', Category.members)}
        issues={issues.categories}
        onChange={(categories) => onChange({ categories }, true)}
      />
      <CheckGroup
        name="purity"
        label={label('purity')}
        value={form.purity}
        options={options('purity', Purity.members)}
        issues={issues.purity}
        hint={hasKey ? undefined : t('source.wallhaven.field.purity.needsKey')}
        onChange={(purity) => onChange({ purity }, true)}
      />
      <SelectField name="sorting" label={label('sorting')} value={form.sorting} options={options('sorting', Sort.members)} issues={issues.sorting} onChange={(sorting) => onChange({ sorting }, true)} />
      <SelectField
        name="order"
        label={label('order')}
        value={form.order}
        options={options('order', Order.members)}
        issues={issues.order}
        onChange={(order) => onChange({ order }, true)}
      />
      <SelectField<TopRange | ''>
        name="top_range"
        label={label('top_range')}
        value={form.top_range}
        options={options('top_range', ['', ...TopRange.members] as const)}
        issues={issues.top_range}
        hint={t('source.wallhaven.field.top_range.hint')}
        onChange={(top_range) => onChange({ top_range }, true)}
      />
      <TextField name="atleast" label={label('atleast')} value={form.atleast} placeholder="1920x1080" issues={issues.atleast} onChange={(atleast) => onChange({ atleast }, false)} />
      <TextField
        name="resolutions"
        label={label('resolutions')}
        value={form.resolutions}
        placeholder="2560x1440, 3840x2160"
        issues={issues.resolutions}
        onChange={(resolutions) => onChange({ resolutions }, false)}
      />
      <TextField name="ratios" label={label('ratios')} value={form.ratios} placeholder="16x9, 21x9, portrait" issues={issues.ratios} onChange={(ratios) => onChange({ ratios }, false)} />
      <ColorSwatches value={form.colors} issues={issues.colors} onChange={(colors) => onChange({ colors }, true)} />
      <SelectField<FileType | ''>
        name="file_type"
        label={label('file_type')}
        value={form.file_type}
        options={options('file_type', ['', ...FileType.members] as const)}
        issues={issues.file_type}
        onChange={(file_type) => onChange({ file_type }, true)}
      />
      <TextField name="like" label={label('like')} value={form.like} placeholder="p29ke3" issues={issues.like} onChange={(like) => onChange({ like }, false)} />
      <SelectField<WallhavenForm['ai_art_filter']>
        name="ai_art_filter"
        label={label('ai_art_filter')}
        value={form.ai_art_filter}
        options={options('ai_art_filter', ['', 'on', 'off'] as const)}
        issues={issues.ai_art_filter}
        onChange={(ai_art_filter) => onChange({ ai_art_filter }, true)}
      />
    </div>
  )
}
