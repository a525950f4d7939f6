// Unsplash's filters panel: its search's order, colour, orientation, content filter, collections and
// page size. A choice searches at once when the whole form is valid; text is searched with Enter.
// Messages are the parameter set's own (params.ts).
import { SelectField, TextField, enumOptions } from '../../renderer/src/components/controls'
import type { SourceFiltersProps } from '../window'
import { PhotoColor, PhotoContentFilter, PhotoOrderBy, PhotoOrientation } from './enums'
import type { UnsplashForm } from './form'

export function UnsplashFilters({ form: flat, issues, onChange }: SourceFiltersProps) {
  const form = flat as UnsplashForm
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
