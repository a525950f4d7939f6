// A folder source's search form (src/sources/<id>/definition.ts), drawn from its fields as data: the
// source never imports React, and every source's form behaves alike — a choice searches at once,
// typed text with Enter, and the messages are the source's own schema's.
import type { FlatForm, FormFieldSpec } from '../../../sources/definition'
import { CheckGroup, SelectField, TextField, Toggle } from '../components/controls'
import type { FormIssues } from '../../../sources/form-issues'
import { translate } from '../i18n/use-t'

interface FolderFiltersProps {
  name: string
  fields: readonly FormFieldSpec[]
  form: FlatForm
  issues: FormIssues
  /** `commit`: search now (a choice) rather than wait for Enter (typing). */
  onChange(patch: Record<string, unknown>, commit: boolean): void
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

function FolderField({ field, form, issues, onChange }: { field: FormFieldSpec } & Omit<FolderFiltersProps, 'name' | 'fields'>) {
  const value = form[field.name]
  const shown = issues[field.name]
  switch (field.kind) {
    case 'text':
      return <TextField name={field.name} label={field.label} hint={field.hint} value={text(value)} placeholder={field.placeholder} issues={shown} onChange={(next) => onChange({ [field.name]: next }, false)} />
    case 'date':
      return <TextField name={field.name} label={field.label} hint={field.hint} value={text(value)} placeholder="YYYY-MM-DD" issues={shown} onChange={(next) => onChange({ [field.name]: next }, false)} />
    case 'select':
      return <SelectField name={field.name} label={field.label} hint={field.hint} value={text(value)} options={field.options} issues={shown} onChange={(next) => onChange({ [field.name]: next }, true)} />
    case 'checks':
      return (
        <CheckGroup
          name={field.name}
          label={field.label}
          hint={field.hint}
          value={Array.isArray(value) ? value : []}
          options={field.options}
          issues={shown}
          onChange={(next) => onChange({ [field.name]: next }, true)}
        />
      )
    case 'toggle':
      return <Toggle name={field.name} label={field.label} hint={field.hint} checked={value === true} onChange={(next) => onChange({ [field.name]: next }, true)} />
  }
}

export function FolderFilters({ name, fields, form, issues, onChange }: FolderFiltersProps) {
  return (
    <div className="filters" aria-label={translate('filters.source.group', { name })}>
      {fields.map((field) => (
        <FolderField key={field.name} field={field} form={form} issues={issues} onChange={onChange} />
      ))}
    </div>
  )
}
