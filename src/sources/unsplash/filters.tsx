// Unsplash's filters panel: its search's order, colour, orientation, content filter, collections and
// page size. A choice searches at once when the whole form is valid; text is searched with Enter.
// Messages are the parameter set's own (params.ts).
import { SelectField, TextField, messageOptions } from '../../renderer/src/components/controls'
import { useT } from '../../renderer/src/i18n/use-t'
import type { SourceFiltersProps } from '../window'
import { PhotoColor, PhotoContentFilter, PhotoOrderBy, PhotoOrientation } from './enums'
import type { UnsplashForm } from './form'

export function UnsplashFilters({ form: flat, issues, onChange }: SourceFiltersProps) {
  const form = flat as UnsplashForm
  const t = useT()
  const label = (field: string) => t(`source.unsplash.field.${field}.label`)
  const options = <V extends string>(field: string, members: readonly V[]) => messageOptions(t, `source.unsplash.field.${field}.option`, members)
  return (
    <div className="filters" aria-label={t('source.unsplash.filters')}>
      <SelectField name="order_by" label={label('order_by')} value={form.order_by} options={options('order_by', PhotoOrderBy.members)} issues={issues.order_by} onChange={(order_by) => onChange({ order_by }, true)} />
      <SelectField<PhotoColor | ''>
        name="color"
        label={label('color')}
        value={form.color}
        options={options('color', ['', ...PhotoColor.members] as const)}
        issues={issues.color}
        onChange={(color) => onChange({ color }, true)}
      />
      <SelectField<PhotoOrientation | ''>
        name="orientation"
        label={label('orientation')}
        value={form.orientation}
        options={options('orientation', ['', ...PhotoOrientation.members] as const)}
        issues={issues.orientation}
        onChange={(orientation) => onChange({ orientation }, true)}
      />
      <SelectField
        name="content_filter"
        label={label('content_filter')}
        value={form.content_filter}
        options={options('content_filter', PhotoContentFilter.members)}
        issues={issues.content_filter}
        onChange={(content_filter) => onChange({ content_filter }, true)}
      />
      <TextField
        name="collections"
        label={label('collections')}
        value={form.collections}
        placeholder="317099, 162213"
        issues={issues.collections}
        onChange={(collections) => onChange({ collections }, false)}
      />
      <TextField name="per_page" label={label('per_page')} value={form.per_page} placeholder="10" inputMode="numeric" issues={issues.per_page} onChange={(per_page) => onChange({ per_page }, false)} />
    </div>
  )
}
