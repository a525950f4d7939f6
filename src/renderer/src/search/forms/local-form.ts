// The form of a search in the person's own folders and the search it stands for, judged only by the
// shared LocalSearchParamsSchema.
import { LocalSearchParamsSchema, type LocalSearchParamsInput, type LocalSort } from '../../../../shared/local-folders'
import { NO_ISSUES, formIssues, type FormIssues } from '../../../../sources/form-issues'

export type LocalForm = {
  /** Words in the picture's path inside its folder. */
  query: string
  /** One of the person's folders, or '' for all of them. */
  folder: string
  sort: LocalSort
}

export const LOCAL_DEFAULTS: LocalForm = Object.freeze<LocalForm>({ query: '', folder: '', sort: 'NAME' })

/** Cards per page: a screenful or two of thumbnails, each one made by the main process. */
const PER_PAGE = 60

export function localParams(form: LocalForm): LocalSearchParamsInput {
  return { query: form.query, folder: form.folder === '' ? null : form.folder, sort: form.sort, per_page: PER_PAGE }
}

export function localIssues(form: LocalForm): FormIssues {
  const result = LocalSearchParamsSchema.safeParse(localParams(form))
  return result.success ? NO_ISSUES : formIssues(result.error)
}
