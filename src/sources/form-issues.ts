// zod's issues for a search form, as messages beside the fields the person edits. The messages are
// the shared schema's own (the same the CLI and the main process give); an item of a list names the
// value it is about, because the list is typed into one box.
import type { z } from 'zod'
import { fieldSays } from '../shared/i18n/field-words'
import { toFieldIssues } from '../shared/validation'

/** Field name → its messages, in the schema's order. */
export type FormIssues = Readonly<Record<string, readonly string[]>>

export const NO_ISSUES: FormIssues = Object.freeze({})

/**
 * `lists` gives, for fields typed as lists, the values as they were sent, so `resolutions.1`
 * becomes `"abc" must be …` on the resolutions field.
 */
export function formIssues(error: z.ZodError, lists: Readonly<Record<string, readonly string[]>> = {}): FormIssues {
  const byField: Record<string, string[]> = {}
  for (const issue of toFieldIssues(error)) {
    const [field = '', index] = issue.field.split('.')
    const item = index === undefined ? undefined : lists[field]?.[Number(index)]
    // The quotes around the item are the language's own (German „…“, French « … »).
    const message = item === undefined ? issue.message : fieldSays('fields.listItem', { item, message: issue.message })
    const messages = (byField[field] ??= [])
    if (!messages.includes(message)) messages.push(message)
  }
  return byField
}

export function hasIssues(issues: FormIssues): boolean {
  return Object.keys(issues).length > 0
}

/** Splits what a person types into a list box: commas, spaces or new lines separate items. */
export function splitList(text: string, separators: RegExp = /[\s,]+/): string[] {
  return text.split(separators).filter((item) => item !== '')
}
