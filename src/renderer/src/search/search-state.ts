// A search as the window keeps it: the source, that source's form, and (Unsplash and Reddit) the
// seed of the client-side shuffle. It becomes the contract's SearchRequest, and the URL hash.
import type { SearchRequestInput } from '../../../shared/ipc'
import type { ItemSource } from '../../../shared/media'
import { ShuffleSeedSchema } from '../../../shared/shuffle'
import { decodeForm, encodeForm } from './forms/form-codec'
import { NO_FIT, fitIssues, type FitFilter } from './fit-filter'
import type { FlatForm, SourceDefinition } from '../../../sources/definition'
import { FOLDER_SOURCE_IDS, isFolderSource, type FolderSourceId } from '../../../sources/ids'
import { FOLDER_SOURCES } from '../../../sources/registry'
import { NO_ISSUES, formIssues, type FormIssues } from './forms/field-issues'
import { LOCAL_DEFAULTS, localIssues, localParams, type LocalForm } from './forms/local-form'
import { REDDIT_DEFAULTS, redditIssues, redditParams, type RedditForm } from './forms/reddit-form'
import { UNSPLASH_DEFAULTS, unsplashIssues, unsplashParams, type UnsplashForm } from './forms/unsplash-form'
import { WALLHAVEN_DEFAULTS, wallhavenIssues, wallhavenParams, type WallhavenForm } from './forms/wallhaven-form'

export type SearchForms = { wallhaven: WallhavenForm; unsplash: UnsplashForm; reddit: RedditForm; local: LocalForm } & Record<FolderSourceId, FlatForm>

/** What the window can search: the online sources, and the person's own folders. */
export type SearchSource = ItemSource

export type SearchState = {
  [S in SearchSource]: {
    source: S
    form: SearchForms[S]
    /** The client-side shuffle's seed ('' for none). Wallhaven shuffles on the server: its seed is in the form. */
    shuffle: string
    /** Which results are shown by their size (fit-filter.ts): every source's, kept in the hash as `fits` and `min`. */
    fit: FitFilter
  }
}[SearchSource]

const folderEntries = <T>(value: (source: SourceDefinition) => T) => Object.fromEntries(FOLDER_SOURCE_IDS.map((id) => [id, value(FOLDER_SOURCES[id])])) as Record<FolderSourceId, T>

export const SOURCE_LABELS: Readonly<Record<SearchSource, string>> = {
  wallhaven: 'Wallhaven',
  unsplash: 'Unsplash',
  reddit: 'Reddit',
  ...folderEntries((source) => source.name),
  local: 'Local folders',
}
/** Keyless sources first, so a first search needs nothing; then those with keys; then the person's own folders. */
export const SOURCES: readonly SearchSource[] = [
  'wallhaven',
  ...FOLDER_SOURCE_IDS.filter((id) => FOLDER_SOURCES[id].key?.required !== true),
  'unsplash',
  'reddit',
  ...FOLDER_SOURCE_IDS.filter((id) => FOLDER_SOURCES[id].key?.required === true),
  'local',
]

export const FORM_DEFAULTS: SearchForms = {
  wallhaven: WALLHAVEN_DEFAULTS,
  unsplash: UNSPLASH_DEFAULTS,
  reddit: REDDIT_DEFAULTS,
  local: LOCAL_DEFAULTS,
  ...folderEntries((source) => source.form.defaults),
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
  switch (state.source) {
    case 'wallhaven':
      return { source: 'wallhaven', params: wallhavenParams(state.form) }
    case 'unsplash':
      return { source: 'unsplash', params: unsplashParams(state.form) }
    case 'reddit':
      return { source: 'reddit', params: redditParams(state.form) }
    case 'local':
      return { source: 'local', params: localParams(state.form) }
    default:
      return { source: state.source, params: FOLDER_SOURCES[state.source].form.toParams(state.form) } as SearchRequestInput
  }
}

/** A folder source's form judged by its own schema (src/sources/<id>/params.ts). */
function folderIssues(source: FolderSourceId, form: FlatForm): FormIssues {
  const definition = FOLDER_SOURCES[source]
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

/** What the source's own schemas say of the form and the shuffle seed. */
function sourceIssues(state: SearchState): FormIssues {
  switch (state.source) {
    case 'wallhaven':
      return wallhavenIssues(state.form)
    case 'unsplash': {
      const issues = { ...unsplashIssues(state.form), ...shuffleIssues(state.shuffle) }
      return Object.keys(issues).length === 0 ? NO_ISSUES : issues
    }
    case 'reddit': {
      const issues = { ...redditIssues(state.form), ...shuffleIssues(state.shuffle) }
      return Object.keys(issues).length === 0 ? NO_ISSUES : issues
    }
    case 'local': {
      const issues = { ...localIssues(state.form), ...shuffleIssues(state.shuffle) }
      return Object.keys(issues).length === 0 ? NO_ISSUES : issues
    }
    default: {
      const issues = { ...folderIssues(state.source, state.form), ...shuffleIssues(state.shuffle) }
      return Object.keys(issues).length === 0 ? NO_ISSUES : issues
    }
  }
}

/** The seed the seed box shows: Wallhaven's form field, or the client shuffle's. */
export function seedOf(state: SearchState): string {
  return state.source === 'wallhaven' ? state.form.seed : state.shuffle
}

/** The query part of the hash (without `?`). */
export function encodeSearch(state: SearchState): string {
  const params = encodeForm<Record<string, string | boolean | readonly string[]>>(state.form, FORM_DEFAULTS[state.source])
  if (state.source !== 'wallhaven' && state.shuffle !== '') params.set(SHUFFLE_PARAM, state.shuffle)
  if (state.fit.displays) params.set(FITS_PARAM, '1')
  if (state.fit.min !== '') params.set(MIN_PARAM, state.fit.min)
  return params.toString()
}

export function decodeSearch(source: SearchSource, query: URLSearchParams): SearchState {
  const shuffle = source === 'wallhaven' ? '' : (query.get(SHUFFLE_PARAM) ?? '')
  const form = decodeForm<Record<string, string | boolean | readonly string[]>>(query, FORM_DEFAULTS[source])
  const fit = { displays: query.get(FITS_PARAM) === '1', min: query.get(MIN_PARAM) ?? '' }
  return { source, form, shuffle, fit } as SearchState
}

/** Whether the search needs something typed before it can run (Unsplash has no search without words). */
export function needsQuery(state: SearchState): boolean {
  if (isFolderSource(state.source)) return FOLDER_SOURCES[state.source].form.needsQuery?.(state.form) ?? false
  return state.source === 'unsplash' && state.form.query.trim() === ''
}
