// The Wallhaven filter form: what each control holds, and the parameter set it stands for. The
// parameter set is judged only by the shared WallhavenSearchParamsSchema.
import type { Category, Color, FileType, Order, Purity, Sort, TopRange } from './enums'
import { WallhavenSearchParamsSchema, type WallhavenSearchParamsInput } from './params'
import { NO_ISSUES, formIssues, splitList, type FormIssues } from '../form-issues'

export type WallhavenForm = {
  query: string
  categories: readonly Category[]
  purity: readonly Purity[]
  sorting: Sort
  order: Order
  top_range: TopRange | ''
  atleast: string
  /** Typed as a list: "1920x1080, 2560x1440". */
  resolutions: string
  /** Typed as a list: "16x9, 21x9, landscape". */
  ratios: string
  colors: readonly Color[]
  seed: string
  file_type: FileType | ''
  like: string
  ai_art_filter: '' | 'on' | 'off'
}

/** The schema's own defaults, as the controls show them. */
export const WALLHAVEN_DEFAULTS: WallhavenForm = Object.freeze<WallhavenForm>({
  query: '',
  categories: ['GENERAL', 'ANIME', 'PEOPLE'],
  purity: ['SFW'],
  sorting: 'DATE_ADDED',
  order: 'DESC',
  top_range: '',
  atleast: '',
  resolutions: '',
  ratios: '',
  colors: [],
  seed: '',
  file_type: '',
  like: '',
  ai_art_filter: '',
})

const AI_ART_FILTER = { '': null, on: true, off: false } as const

function blankToNull(text: string): string | null {
  const trimmed = text.trim()
  return trimmed === '' ? null : trimmed
}

export function wallhavenParams(form: WallhavenForm): WallhavenSearchParamsInput {
  return {
    query: form.query,
    categories: [...form.categories],
    purity: [...form.purity],
    sorting: form.sorting,
    order: form.order,
    top_range: form.top_range === '' ? null : form.top_range,
    atleast: blankToNull(form.atleast),
    resolutions: splitList(form.resolutions),
    ratios: splitList(form.ratios),
    colors: [...form.colors],
    seed: blankToNull(form.seed),
    file_type: form.file_type === '' ? null : form.file_type,
    like: blankToNull(form.like),
    ai_art_filter: AI_ART_FILTER[form.ai_art_filter] ?? null,
  }
}

export function wallhavenIssues(form: WallhavenForm): FormIssues {
  const result = WallhavenSearchParamsSchema.safeParse(wallhavenParams(form))
  if (result.success) return NO_ISSUES
  return formIssues(result.error, { resolutions: splitList(form.resolutions), ratios: splitList(form.ratios) })
}
