// The search window: source, query, filters, the Shuffle control, and the results with their states. The form is a
// draft until it is valid and sent; a sent search lives in the URL hash, which is what runs.
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import type { MediaItem } from '../../../shared/media'
import { ResultsGrid, type ResultsGridHandle } from '../grid/ResultsGrid'
import { useLibrary } from '../hooks/library-context'
import { useSettings } from '../hooks/settings-context'
import { useOnline } from '../hooks/use-online'
import { useDisplays } from '../hooks/use-displays'
import { TextField, Toggle } from '../components/controls'
import { fitsFilter, isFiltering } from './fit-filter'
import { PreviewDialog } from '../preview/PreviewDialog'
import { formatRoute } from '../routing/route'
import { NeedsKey } from '../status/NeedsKey'
import { StatusMessage } from '../status/StatusMessage'
import { missingKey } from '../status/needs-key'
import { errorId } from '../components/controls'
import { LocalFilters } from './filters'
import { FolderFilters } from './FolderFilters'
import { isSourceId } from '../../../sources/ids'
import { SOURCE_DEFINITIONS } from '../../../sources/registry'
import { SOURCE_WINDOW_PARTS } from '../../../sources/window'
import type { FlatForm } from '../../../sources/definition'
import { NO_ISSUES, hasIssues, type FormIssues } from '../../../sources/form-issues'
import { ShuffleControl } from './ShuffleControl'
import { SourcePicker } from './SourcePicker'
import { SOURCE_LABELS, defaultSearch, needsQuery, searchIssues, searchRequest, seedOf, serverSeedField, useSearchIssues, type SearchSource, type SearchState } from './search-state'
import { useSearch } from './use-search'
import { localisedDefinition } from '../i18n/source-texts'
import { useT, type WindowT } from '../i18n/use-t'
import './search.css'

interface SearchViewProps {
  /** The search in the address; it is what runs. */
  committed: SearchState
  navigate(hash: string): void
  onToast(message: string, undo?: () => void): void
}

/** The field the search box edits: the source's `queryField` ('query' unless it names another); null for none. */
function queryFieldOf(source: SearchSource): string | null {
  if (!isSourceId(source)) return 'query'
  const field = SOURCE_DEFINITIONS[source].form.queryField
  return field === undefined ? 'query' : field
}

/**
 * The search box, named and with an example: the person's own folders'; a source's own words
 * (src/sources/window.ts); or its form's text field of that name. A source without one (a picture of
 * the day) has no box.
 */
function queryBox(source: SearchSource, t: WindowT): { field: string; label: string; placeholder: string } | null {
  const field = queryFieldOf(source)
  if (field === null) return null
  if (!isSourceId(source)) return { field, label: t('search.box.folders'), placeholder: t('search.box.foldersPlaceholder') }
  const { name, form } = localisedDefinition(source, t)
  const own = SOURCE_WINDOW_PARTS[source]?.queryBox?.(t)
  if (own !== undefined) return { field, label: own.label ?? t('search.box.label', { name }), placeholder: own.placeholder }
  const text = form.fields.find((candidate) => candidate.name === field && candidate.kind === 'text')
  return text?.kind === 'text' ? { field, label: t('search.box.label', { name }), placeholder: text.placeholder ?? '' } : null
}

function pick(issues: FormIssues, fields: ReadonlySet<string>): FormIssues {
  const shown = Object.fromEntries(Object.entries(issues).filter(([field]) => fields.has(field)))
  return Object.keys(shown).length === 0 ? NO_ISSUES : shown
}

/** Where `/` is typed rather than a shortcut: text fields (a source's radio button is not one). */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target instanceof HTMLInputElement) return !['radio', 'checkbox', 'button', 'submit'].includes(target.type)
  return target.isContentEditable || ['TEXTAREA', 'SELECT'].includes(target.tagName)
}

function withSeed(state: SearchState, seed: string): SearchState {
  const field = serverSeedField(state.source)
  if (field === undefined) return { ...state, shuffle: seed }
  // The source's server orders by the seed: the form changes as its window parts say, or only the field.
  const seeded = (isSourceId(state.source) ? SOURCE_WINDOW_PARTS[state.source]?.seeded : undefined)?.(seed) ?? { [field]: seed }
  return { ...state, form: { ...state.form, ...seeded } } as SearchState
}

export function SearchView({ committed, navigate, onToast }: SearchViewProps) {
  const { settings, error: settingsError } = useSettings()
  const t = useT()
  const library = useLibrary()
  const committedHash = formatRoute({ view: 'search', search: committed })

  // The draft follows the address whenever the address changes (a new search, Back, a shared link).
  const [draft, setDraft] = useState<SearchState>(committed)
  const [draftOf, setDraftOf] = useState(committedHash)
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set())
  const [attempted, setAttempted] = useState(false)
  if (draftOf !== committedHash) {
    setDraftOf(committedHash)
    setDraft(committed)
    setTouched(new Set())
    setAttempted(false)
  }
  /** Each source's last form, so switching back finds it as it was left. */
  const drafts = useRef<Partial<Record<SearchSource, SearchState>>>({})

  const [filtersOpen, setFiltersOpen] = useState(false)
  const [rerun, setRerun] = useState(0)
  const [keyOverride, setKeyOverride] = useState<ReadonlySet<SearchSource>>(() => new Set())
  const queryInput = useRef<HTMLInputElement>(null)
  const grid = useRef<ResultsGridHandle>(null)

  const issues = useSearchIssues(draft)
  const shownIssues = attempted ? issues : pick(issues, touched)

  // What runs: the committed search when it is valid, has what it needs, and its key is there.
  const committedIssues = useMemo(() => searchIssues(committed), [committed])
  const need = keyOverride.has(committed.source) ? null : missingKey(committed.source, settings)
  // Until the settings say which keys are set, a source that may need one is not asked.
  const settingsKnown = settings !== null || settingsError !== null
  // Local folders with none added: there is nothing to search yet, and the window says how to add one.
  const noFolders = committed.source === 'local' && settings !== null && settings.localFolders.length === 0
  const blocked = !settingsKnown || hasIssues(committedIssues) || needsQuery(committed) || need !== null || noFolders
  const request = blocked ? null : searchRequest(committed)
  const runKey = `${request === null ? '' : JSON.stringify(request)}#${rerun}`
  const results = useSearch(request, runKey, committed.shuffle, library.blocked)

  const [previewIndex, setPreviewIndex] = useState<number | null>(null)
  // The size filters are the window's: the cards that pass them, in the source's order.
  const displays = useDisplays()
  const fitting = isFiltering(committed.fit)
  const shown = useMemo(() => (fitting ? results.items.filter(fitsFilter(committed.fit, displays)) : results.items), [fitting, results.items, committed.fit, displays])
  const previewItem = previewIndex === null ? undefined : shown[previewIndex]
  if (previewIndex !== null && previewItem === undefined) setPreviewIndex(null)

  // A search that failed for want of a connection runs again as soon as there is one.
  const online = useOnline()
  const { status, error: searchError, retry } = results
  const wasOnline = useRef(online)
  useEffect(() => {
    const cameBack = online && !wasOnline.current
    wasOnline.current = online
    if (cameBack && status === 'error' && searchError?.kind === 'network') retry()
  }, [online, status, searchError, retry])

  // A hand-edited or shared address that does not validate shows why, beside the fields.
  useEffect(() => {
    if (hasIssues(committedIssues)) setAttempted(true)
  }, [committedIssues])

  const submit = useCallback(
    (state: SearchState) => {
      if (hasIssues(searchIssues(state))) {
        setAttempted(true)
        return
      }
      const hash = formatRoute({ view: 'search', search: state })
      if (hash === window.location.hash) setRerun((count) => count + 1)
      else navigate(hash)
    },
    [navigate],
  )

  const change = useCallback(
    (patch: Record<string, unknown>, commit: boolean) => {
      const next = { ...draft, form: { ...draft.form, ...patch } } as SearchState
      setDraft(next)
      setTouched((current) => new Set([...current, ...Object.keys(patch)]))
      if (commit) submit(next)
    },
    [draft, submit],
  )

  const changeFit = (patch: Partial<SearchState['fit']>, commit: boolean) => {
    const next = { ...draft, fit: { ...draft.fit, ...patch } } as SearchState
    setDraft(next)
    setTouched((current) => new Set([...current, ...Object.keys(patch).map((field) => (field === 'displays' ? 'fits' : field))]))
    if (commit) submit(next)
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    submit(draft)
  }

  const switchSource = (source: SearchSource) => {
    if (source === draft.source) return
    drafts.current[draft.source] = draft
    navigate(formatRoute({ view: 'search', search: drafts.current[source] ?? defaultSearch(source) }))
  }

  const applySeed = (seed: string) => {
    const next = withSeed(draft, seed)
    setDraft(next)
    setTouched((current) => new Set([...current, 'seed']))
    submit(next)
  }

  // `/` goes to the search box from anywhere in the window.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isEditable(event.target)) return
      if (document.querySelector('[role="dialog"]')) return
      event.preventDefault()
      queryInput.current?.focus()
      queryInput.current?.select()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  const openSettingsFor = (secret?: string) => navigate(formatRoute({ view: 'settings', focus: secret ?? null }))

  const closePreview = () => {
    const index = previewIndex
    setPreviewIndex(null)
    if (index !== null) grid.current?.focusCard(Math.min(index, shown.length - 1))
  }

  const onBlocked = (item: MediaItem) => {
    setPreviewIndex(null)
    onToast(t('search.toast.blocked', { title: item.title }), () => void library.unblock(item))
  }

  const box = queryBox(draft.source, t)
  const queryField = box?.field ?? 'query'
  const typed = (draft.form as Record<string, unknown>)[queryField]
  const queryValue = typeof typed === 'string' ? typed : ''
  const queryIssues = shownIssues[queryField]
  const queryInvalid = queryIssues !== undefined && queryIssues.length > 0
  const activeFilters = countActiveFilters(draft)
  const serverSeeded = serverSeedField(committed.source) !== undefined
  const shownSeed = serverSeeded ? (results.seed ?? (seedOf(committed) || null)) : seedOf(committed) || null
  const definition = isSourceId(draft.source) ? localisedDefinition(draft.source, t) : null
  const SourceFilters = isSourceId(draft.source) ? SOURCE_WINDOW_PARTS[draft.source]?.Filters : undefined
  const resultsCredit = isSourceId(committed.source) ? SOURCE_DEFINITIONS[committed.source].resultsCredit : undefined
  const source = SOURCE_LABELS[committed.source]

  return (
    <section className="search-view" aria-label={t('nav.search')}>
      <form className="search-bar" role="search" onSubmit={onSubmit} noValidate>
        <SourcePicker value={draft.source} onChange={switchSource} />
        {box !== null && (
        <div className="query">
          <input
            ref={queryInput}
            id="search-query"
            type="search"
            name={queryField}
            aria-label={box.label}
            placeholder={box.placeholder}
            value={queryValue}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={queryInvalid}
            aria-describedby={queryInvalid ? errorId('search-query') : undefined}
            onChange={(event) => change({ [queryField]: event.target.value }, false)}
          />
          {queryInvalid && (
            <ul className="field-errors" id={errorId('search-query')}>
              {queryIssues.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </div>
        )}
        <button type="submit" className="primary">
          {t('search.submit')}
        </button>
        <button type="button" aria-expanded={filtersOpen} aria-controls="filters-panel" onClick={() => setFiltersOpen((open) => !open)}>
          {t('search.filters', { count: activeFilters })}
        </button>
        {filtersOpen && (
          <div id="filters-panel" className="filters-panel">
            {draft.source === 'local' && <LocalFilters form={draft.form} issues={shownIssues} onChange={change} folders={settings?.localFolders ?? []} />}
            {definition !== null && SourceFilters !== undefined && (
              <SourceFilters
                form={draft.form as FlatForm}
                issues={shownIssues}
                onChange={change}
                hasKey={definition.key === null ? false : (settings?.hasKey[definition.key.setting] ?? false)}
              />
            )}
            {definition !== null && SourceFilters === undefined && (
              <FolderFilters
                name={definition.name}
                fields={definition.form.fields.filter((field) => field.name !== queryField)}
                form={draft.form as FlatForm}
                issues={shownIssues}
                onChange={change}
              />
            )}
            <div className="filters" aria-label={t('search.fit.group')}>
              <Toggle
                name="fits"
                label={t('search.fit.displays')}
                hint={t('search.fit.displaysHint')}
                checked={draft.fit.displays}
                onChange={(displays) => changeFit({ displays }, true)}
              />
              <TextField name="min" label={t('search.fit.min')} value={draft.fit.min} placeholder="2560x1440" issues={shownIssues.min} onChange={(min) => changeFit({ min }, false)} />
            </div>
            <p className="filters-note">{t('search.filtersNote')}</p>
          </div>
        )}
        {!filtersOpen && hasIssues(pick(shownIssues, new Set(Object.keys(shownIssues).filter((field) => field !== queryField && field !== 'seed')))) && (
          <p className="field-errors-summary" role="alert">
            {t('search.filtersAttention')}{' '}
            <button type="button" className="link" onClick={() => setFiltersOpen(true)}>
              {t('search.showFilters')}
            </button>
          </p>
        )}
      </form>

      <div className="results-bar">
        <p className="results-count" aria-live="polite">
          {results.status === 'ready' && (fitting ? describeFitting(t, shown.length, results.items.length, results.hasMore) : describeCount(t, results.items.length, results.total, results.hasMore))}
        </p>
        {resultsCredit !== undefined && (
          <a className="results-credit" href={resultsCredit.url} target="_blank" rel="noreferrer noopener">
            {resultsCredit.text}
          </a>
        )}
        <ShuffleControl
          seed={shownSeed}
          issues={shownIssues.seed}
          onSeed={applySeed}
          onUnshuffle={serverSeeded || committed.shuffle === '' ? undefined : () => applySeed('')}
        />
      </div>

      <div className="results" data-status={results.status} data-pages={results.pageCount} aria-busy={results.status === 'loading' || results.loadingMore}>
        {need !== null && (
          <NeedsKey
            need={need}
            onAdd={() => openSettingsFor(need.secret)}
            onTryAnyway={() => setKeyOverride((current) => new Set(current).add(committed.source))}
          />
        )}
        {noFolders && (
          <div className="status" role="status">
            <p className="status-message">{t('search.noFolders')}</p>
            <p className="status-step">{t('search.noFoldersStep')}</p>
            <div className="status-actions">
              <button type="button" onClick={() => openSettingsFor('localFolders')}>
                {t('search.addFolder')}
              </button>
            </div>
          </div>
        )}
        {need === null && needsQuery(committed) && (
          <div className="status" role="status">
            <p className="status-message">{t('search.needsQuery')}</p>
            <p className="status-step">{t('search.needsQueryStep', { source })}</p>
          </div>
        )}
        {need === null && hasIssues(committedIssues) && (
          <div className="status" role="status">
            <p className="status-message">{t('search.invalid')}</p>
            <p className="status-step">{t('search.invalidStep')}</p>
          </div>
        )}
        {results.status === 'loading' && (
          <div className="status loading" role="status">
            <span className="spinner" aria-hidden="true" />
            <p className="status-message">{t('search.searching', { source })}</p>
          </div>
        )}
        {results.status === 'error' && results.error !== null && (
          <StatusMessage
            error={results.error}
            at={results.errorAt}
            onRetry={results.retry}
            onSettings={() => openSettingsFor(results.error?.kind === 'credentials' ? (missingKeyName(committed.source) ?? undefined) : undefined)}
            onEdit={() => {
              setFiltersOpen(true)
              queryInput.current?.focus()
            }}
          />
        )}
        {results.status === 'ready' && shown.length === 0 && !results.hasMore && (
          <div className="status empty" role="status">
            <p className="status-message">{t('search.empty', { source })}</p>
            <p className="status-step">{t('search.emptyStep')}</p>
            <div className="status-actions">
              <button type="button" onClick={() => navigate(formatRoute({ view: 'search', search: defaultSearch(committed.source) }))}>
                {t('search.clearFilters')}
              </button>
            </div>
          </div>
        )}
        {results.status === 'ready' && (shown.length > 0 || results.hasMore) && (
          <ResultsGrid
            key={runKey}
            ref={grid}
            items={shown}
            label={t('search.resultsLabel', { source })}
            onOpen={setPreviewIndex}
            onMessage={onToast}
            hasMore={results.hasMore}
            onEndReached={results.loadMore}
            footer={
              <div className="grid-footer">
                {results.loadingMore && (
                  <p role="status">
                    <span className="spinner small" aria-hidden="true" /> {t('search.loadingMore')}
                  </p>
                )}
                {results.moreError !== null && (
                  <StatusMessage compact error={results.moreError} at={results.errorAt} onRetry={results.retry} onSettings={() => openSettingsFor()} />
                )}
                {!results.hasMore && shown.length > 0 && <p>{t('search.end')}</p>}
              </div>
            }
          />
        )}
      </div>

      {previewItem !== undefined && previewIndex !== null && (
        <PreviewDialog
          item={previewItem}
          onClose={closePreview}
          onPrevious={previewIndex > 0 ? () => setPreviewIndex(previewIndex - 1) : undefined}
          onNext={previewIndex < shown.length - 1 ? () => setPreviewIndex(previewIndex + 1) : undefined}
          onBlocked={onBlocked}
          onOpenSettings={() => openSettingsFor()}
        />
      )}
    </section>
  )
}

function missingKeyName(source: SearchSource): string | null {
  return isSourceId(source) ? (SOURCE_DEFINITIONS[source].key?.setting ?? null) : null
}

/** "12 of 40 fit", as the size filters leave them. */
function describeFitting(t: WindowT, shown: number, loaded: number, more: boolean): string {
  return t('search.count.fitting', { shown, loaded, more: more ? 'yes' : 'no' })
}

function describeCount(t: WindowT, shown: number, total: number | null, more: boolean): string {
  if (total !== null && total > 0) return t('search.count.results', { count: total })
  return more ? t('search.count.soFar', { count: shown }) : t('search.count.results', { count: shown })
}

/** How many filters differ from the source's defaults (the query and seed are shown elsewhere). */
function countActiveFilters(state: SearchState): number {
  const defaults = defaultSearch(state.source).form as Record<string, unknown>
  const elsewhere = new Set(['query', 'seed', queryFieldOf(state.source), serverSeedField(state.source)])
  const sizes = (state.fit.displays ? 1 : 0) + (state.fit.min.trim() === '' ? 0 : 1)
  return (
    sizes +
    Object.entries(state.form).filter(([field, value]) => {
      if (elsewhere.has(field)) return false
      return JSON.stringify(value) !== JSON.stringify(defaults[field])
    }).length
  )
}
