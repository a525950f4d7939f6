// The parts of the window a source brings of its own, by source: its filters panel when the fields
// its definition lists cannot draw it (a palette, a key that unlocks a choice), its search box's
// words, and what its preview adds from the item's own record (Wallhaven's tags and "Similar"). A
// source without an entry is drawn whole from its definition (src/sources/<id>/definition.ts): the
// generic filters from `form.fields`, the box from its `query` field. Adding a source adds a line
// here only when it brings such a part (docs/architecture.md).
import type { ComponentType } from 'react'
import type { WindowT } from '../renderer/src/i18n/use-t'
import type { Author, MediaItem } from '../shared/media'
import type { WindowApi } from '../shared/window-api'
import type { FlatForm } from './definition'
import type { FormIssues } from './form-issues'
import type { SourceId } from './ids'
import { RedditFilters } from './reddit/filters'
import { UnsplashFilters } from './unsplash/filters'
import { wallhavenPreviewDetails } from './wallhaven/details'
import { WallhavenFilters } from './wallhaven/filters'
import { SimilarButton, TagLinks } from './wallhaven/preview-links'

export interface SourceFiltersProps {
  form: FlatForm
  /** The schema's messages by field, as the search shows them. */
  issues: FormIssues
  /** `commit`: search now (a choice) rather than wait for Enter (typing). */
  onChange(patch: Record<string, unknown>, commit: boolean): void
  /** Whether the person's key for this source is kept: a key may unlock choices the panel then says so of. */
  hasKey: boolean
}

/** What an item's own record adds to its preview, beyond its card. */
export interface PreviewDetails {
  /** The item's name as its record gives it, when better than the card's. */
  title: string | null
  tags: readonly string[] | null
  /** Who made it, when the card does not say. */
  author: Author | null
  /** More facts for the preview's list, as label and text, after those every item has. */
  facts: readonly (readonly [label: string, text: string])[]
}

/** What the preview's own parts of a source are given: the item, and how to leave for a search they start. */
export interface PreviewPartProps {
  item: MediaItem
  /** Closes the preview before the search starts. */
  onLeave(): void
}

export interface SourceWindowParts {
  /** Its filters panel, instead of the one drawn from `form.fields`. */
  Filters?: ComponentType<SourceFiltersProps>
  /** The search box's name and example in the window's words, when its search field is not among `form.fields` ("Search NAME" when no label). */
  queryBox?: (t: WindowT) => { label?: string; placeholder: string }
  /**
   * The form's changes that make a seed order the search, where the source's server orders at random
   * by one (`serverSeedField`); without it, only that field is set.
   */
  seeded?(seed: string): Record<string, unknown>
  /** The item's own record, asked of the main process once per item; null when there is none. */
  loadDetails?(api: WindowApi, id: string): Promise<PreviewDetails | null>
  /** Its tags, as links of its own (each a search), instead of a plain list. */
  Tags?: ComponentType<PreviewPartProps & { tags: readonly string[] }>
  /** More controls in its preview, under the tags (a search for similar pictures). */
  PreviewExtras?: ComponentType<PreviewPartProps>
}

export const SOURCE_WINDOW_PARTS: Readonly<Partial<Record<SourceId, SourceWindowParts>>> = Object.freeze({
  wallhaven: {
    Filters: WallhavenFilters,
    queryBox: (t) => ({ placeholder: t('source.wallhaven.box.placeholder') }),
    // A seed orders only random sorting; a toplist range would then be refused.
    seeded: (seed) => ({ sorting: 'RANDOM', seed, top_range: '' }),
    loadDetails: wallhavenPreviewDetails,
    Tags: TagLinks,
    PreviewExtras: SimilarButton,
  },
  unsplash: { Filters: UnsplashFilters, queryBox: (t) => ({ placeholder: t('source.unsplash.box.placeholder') }) },
  // Communities are names: the example stays as Reddit spells them.
  reddit: { Filters: RedditFilters, queryBox: (t) => ({ label: t('source.reddit.box.label'), placeholder: 'wallpapers, EarthPorn' }) },
})
