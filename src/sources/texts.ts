// The words of a source's definition a person reads in the window (its summary, its key's steps, its
// search form's labels and choices), each under a key of its own, so the window can show them in the
// person's language. English stays in the definition, where the command line reads it too; each
// source's translations are its own (messages/<locale>.json in its folder, which the window finds
// there: the command line never loads them). One walk gives both the keys with their English and the
// definition in other words, so the two can never disagree on which texts there are.
import type { FormFieldSpec, SourceDefinition, SourceKeySpec } from './definition'

/** A text's words in the language wanted: `english` when there is no other. */
export type TextOf = (key: string, english: string) => string

/** The key an option's label is kept under: `''` (the source's default) has a name of its own. */
export const optionKey = (value: string): string => (value === '' ? 'default' : value)

function keyWithTexts(key: SourceKeySpec, text: TextOf): SourceKeySpec {
  const optional = (name: 'need' | 'linkText' | 'placeholder' | 'withoutIt') => (key[name] === undefined ? {} : { [name]: text(`key.${name}`, key[name]) })
  return {
    ...key,
    label: text('key.label', key.label),
    ...optional('need'),
    ...optional('linkText'),
    ...optional('placeholder'),
    ...optional('withoutIt'),
    steps: key.steps.map((step, index) => text(`key.steps.${index}`, step)),
    ...(key.missing === undefined
      ? {}
      : { missing: { needs: text('key.missing.needs', key.missing.needs), how: text('key.missing.how', key.missing.how), action: text('key.missing.action', key.missing.action) } }),
    ...(key.more === undefined
      ? {}
      : {
          more: key.more.map((secret) => ({
            ...secret,
            label: text(`key.more.${secret.setting}.label`, secret.label),
            placeholder: text(`key.more.${secret.setting}.placeholder`, secret.placeholder),
            withoutIt: text(`key.more.${secret.setting}.withoutIt`, secret.withoutIt),
          })),
        }),
  }
}

function fieldWithTexts(field: FormFieldSpec, text: TextOf): FormFieldSpec {
  const at = `field.${field.name}`
  const base = { label: text(`${at}.label`, field.label), ...(field.hint === undefined ? {} : { hint: text(`${at}.hint`, field.hint) }) }
  switch (field.kind) {
    case 'text':
      return { ...field, ...base, ...(field.placeholder === undefined ? {} : { placeholder: text(`${at}.placeholder`, field.placeholder) }) }
    case 'select':
    case 'checks':
      return { ...field, ...base, options: field.options.map(([value, label]) => [value, text(`${at}.option.${optionKey(value)}`, label)] as const) }
    default:
      return { ...field, ...base }
  }
}

/** The definition with each text a person reads in the window given by `text`; the rest as it is. */
export function withTexts<D extends SourceDefinition>(definition: D, text: TextOf): D {
  return {
    ...definition,
    summary: text('summary', definition.summary),
    key: definition.key === null ? null : keyWithTexts(definition.key, text),
    form: { ...definition.form, fields: definition.form.fields.map((field) => fieldWithTexts(field, text)) },
  }
}

/** Every text of the definition a person reads in the window, by key, in English. */
export function definitionTexts(definition: SourceDefinition): Readonly<Record<string, string>> {
  const texts: Record<string, string> = {}
  withTexts(definition, (key, english) => (texts[key] = english))
  return texts
}
