// A search as the window keeps it: the source, that source's form, and (for a source its server does
// not order by a seed) the seed of the client-side shuffle. It becomes the contract's SearchRequest,
// and the URL hash.
import { useMemo } from 'react'
import type { SearchRequestInput } from '../../../shared/ipc'
import type { ItemSource } from '../../../shared/media'
import { ShuffleSeedSchema } from '../../../shared/shuffle'
import { decodeForm, encodeForm } from './forms/form-codec'
import { NO_FIT, fitIssues, type FitFilter } from './fit-filter'
import type { FlatForm, SourceDefinition } from '../../../sources/definition'
import { SOURCE_IDS, isSourceId, type SourceId } from '../../../sources/ids'
import { SOURCE_DEFINITIONS } from '../../../sources/registry'
import { NO_ISSUES, formIssues, type FormIssues } from '../../../sources/form-issues'
import { LOCAL_DEFAULTS, localIssues, localParams, type LocalForm } from './forms/local-form'
import { translate, useIntlOrEnglish } from '../i18n/use-t'

/** Each online source's form is flat (its definition's `form`); the person's own folders' is typed. */
export type SearchForms = Record<SourceId, FlatForm> & { local: LocalForm }

/** What the window can search: the online sources, and the person's own folders. */
export type SearchSource = ItemSource

export type SearchState = {
  [S in SearchSource]: {
    source: S
    form: SearchForms[S]
    /** The client-side shuffle's seed ('' for none). A source whose server orders by a seed keeps it in its form (`serverSeedField`). */
    shuffle: string
    /** Which results are shown by their size (fit-filter.ts): every source's, kept in the hash as `fits` and `min`. */
    fit: FitFilter
  }
}[SearchSource]

const sourceEntries = <T>(value: (source: SourceDefinition) => T) => Object.fromEntries(SOURCE_IDS.map((id) => [id, value(SOURCE_DEFINITIONS[id])])) as Record<SourceId, T>

export const SOURCE_LABELS: Readonly<Record<SearchSource, string>> = {
  // The online sources by their own names (as their APIs ask); the person's folders in the window's language, read each time.
  ...sourceEntries((source) => source.name),
  get local() {
    return translate('search.source.local')
  },
}
/** Keyless sources first (in the registry's order), so a first search needs nothing; then those with keys; then the person's own folders. */
export const SOURCES: readonly SearchSource[] = [
  ...SOURCE_IDS.filter((id) => SOURCE_DEFINITIONS[id].key?.required !== true),
  ...SOURCE_IDS.filter((id) => SOURCE_DEFINITIONS[id].key?.required === true),
  'local',
]

export const FORM_DEFAULTS: SearchForms = {
  ...sourceEntries((source) => source.form.defaults),
  local: LOCAL_DEFAULTS,
}

/** The parameter name of the client-side shuffle seed in the hash. */
const SHUFFLE_PARAM = 'shuffle'
/** The size filters' parameters in the hash. */
const FITS_PARAM = 'fits'
const MIN_PARAM = 'min'

export function defaultSearch(source: SearchSource): SearchState {
  return { source, form: FORM_DEFAULTS[source], shuffle: '', fit: NO_FIT } as SearchState
}

export function searchRequest(state: SearchState): SearchRequestInput {
  if (state.source === 'local') return { source: 'local', params: localParams(state.form) }
  return { source: state.source, params: SOURCE_DEFINITIONS[state.source].form.toParams(state.form) } as SearchRequestInput
}

/** An online source's form judged by its own schema (src/sources/<id>/params.ts), in its own words where it has them. */
function onlineIssues(source: SourceId, form: FlatForm): FormIssues {
  const definition = SOURCE_DEFINITIONS[source]
  if (definition.form.issues !== undefined) return definition.form.issues(form)
  const result = definition.params.safeParse(definition.form.toParams(form))
  return result.success ? NO_ISSUES : formIssues(result.error)
}

function shuffleIssues(shuffle: string): FormIssues {
  if (shuffle === '') return NO_ISSUES
  const result = ShuffleSeedSchema.safeParse(shuffle)
  return result.success ? NO_ISSUES : { seed: formIssues(result.error)[''] ?? [] }
}

/** Every message for this search, by field ('seed' for the shuffle seed, 'min' for the minimum size). */
export function searchIssues(state: SearchState): FormIssues {
  const minimum = fitIssues(state.fit)
  const issues = sourceIssues(state)
  return minimum.length === 0 ? issues : { ...issues, min: minimum }
}

/**
 * searchIssues for a component, judged again when the search or the window's language changes: the
 * messages are said in the language current when judged, so a new language needs a new judgement.
 */
export function useSearchIssues(state: SearchState): FormIssues {
  const intl = useIntlOrEnglish()
  return useMemo(() => searchIssues(state), [state, intl])
}

/** The field a source's server-side random order keeps its seed in; undefined for a source shuffled in the window. */
export function serverSeedField(source: SearchSource): string | undefined {
  return isSourceId(source) ? SOURCE_DEFINITIONS[source].serverSeedField : undefined
}

/** What the source's own schemas say of the form and the shuffle seed. */
function sourceIssues(state: SearchState): FormIssues {
  // A server-side seed is a field of the form, judged with it.
  if (serverSeedField(state.source) !== undefined) return onlineIssues(state.source as SourceId, state.form as FlatForm)
  const form = state.source === 'local' ? localIssues(state.form) : onlineIssues(state.source, state.form)
  const issues = { ...form, ...shuffleIssues(state.shuffle) }
  return Object.keys(issues).length === 0 ? NO_ISSUES : issues
}

/** The seed the seed box shows: the form's field where the source's server orders by it, or the client shuffle's. */
export function seedOf(state: SearchState): string {
  const field = serverSeedField(state.source)
  if (field === undefined) return state.shuffle
  const seed = (state.form as FlatForm)[field]
  return typeof seed === 'string' ? seed : ''
}

/** The query part of the hash (without `?`). */
export function encodeSearch(state: SearchState): string {
  const params = encodeForm<Record<string, string | boolean | readonly string[]>>(state.form, FORM_DEFAULTS[state.source])
  if (serverSeedField(state.source) === undefined && state.shuffle !== '') params.set(SHUFFLE_PARAM, state.shuffle)
  if (state.fit.displays) params.set(FITS_PARAM, '1')
  if (state.fit.min !== '') params.set(MIN_PARAM, state.fit.min)
  return params.toString()
}

export function decodeSearch(source: SearchSource, query: URLSearchParams): SearchState {
  const shuffle = serverSeedField(source) !== undefined ? '' : (query.get(SHUFFLE_PARAM) ?? '')
  const form = decodeForm<Record<string, string | boolean | readonly string[]>>(query, FORM_DEFAULTS[source])
  const fit = { displays: query.get(FITS_PARAM) === '1', min: query.get(MIN_PARAM) ?? '' }
  return { source, form, shuffle, fit } as SearchState
}

/** Whether the search needs something typed before it can run (a source with no search without words). */
export function needsQuery(state: SearchState): boolean {
  if (state.source === 'local') return false
  return SOURCE_DEFINITIONS[state.source].form.needsQuery?.(state.form) ?? false
}
