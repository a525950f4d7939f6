// What a source tells the rest of Tapestry about itself, in the shared layer (the window, the command
// line, rotation and the settings read it): its name, its parameter set, whether it needs a key and
// how to get one, the search form's fields, and what it adds to the default rotation pool. Each
// source's folder exports one of these as `definition.ts`; registry.ts lists them.
import type { z } from 'zod'
import type { MediaItem } from '../shared/media'
import type { FormIssues } from './form-issues'
import type { SourceId } from './ids'

/** A search form as the window keeps it: flat text, lists of names and switches (the URL hash holds it). */
export type FormValue = string | boolean | readonly string[]
export type FlatForm = Readonly<Record<string, FormValue>>

interface FieldBase {
  /** The form's field; the schema's messages for the parameter of the same name show beside it. */
  name: string
  label: string
  hint?: string
}

/** One control of a source's search form, as data: the window draws it, the source never imports React. */
export type FormFieldSpec =
  /** Free text, searched with Enter. */
  | (FieldBase & { kind: 'text'; placeholder?: string })
  /** A day as YYYY-MM-DD (an <input type="date">), searched when complete. */
  | (FieldBase & { kind: 'date' })
  /** One of a few values, searched at once. `''` as a value stands for "the source's default". */
  | (FieldBase & { kind: 'select'; options: readonly (readonly [value: string, label: string])[] })
  /** Several of a few values, searched at once. */
  | (FieldBase & { kind: 'checks'; options: readonly (readonly [value: string, label: string])[] })
  /** On or off, searched at once. */
  | (FieldBase & { kind: 'toggle' })

export interface SourceForm<Params extends z.ZodType> {
  /** The form as it opens; fields equal to these are left out of the URL hash. */
  defaults: FlatForm
  fields: readonly FormFieldSpec[]
  /** The parameter set this form stands for, judged only by the source's schema. */
  toParams(form: FlatForm): z.input<Params>
  /** A search that cannot run until something is typed (Unsplash and Pexels search need words). */
  needsQuery?(form: FlatForm): boolean
  /** The field the search bar's box edits: `query` unless the source names another (Reddit's communities); null for none. */
  queryField?: string | null
  /**
   * The schema's messages by field, where the source words them itself (an item of a list typed into
   * one box names its value); without it, the schema's issues as they are.
   */
  issues?(form: FlatForm): FormIssues
}

/** The source's key: where it is kept, and the steps a person follows to get one. */
export interface SourceKeySpec {
  /** The Settings field that holds it, kept in the system's keychain like every secret. */
  setting: string
  /** What Settings says the source does without one, when it is not the plain sentence for `required`. */
  need?: string
  /** The link to where it is made, when not "Get a NAME LABEL". */
  linkText?: string
  /** The key box's placeholder, when not "Paste the LABEL". */
  placeholder?: string
  /** What happens when it is removed, when not the plain sentence for `required`. */
  withoutIt?: string
  /** What the search says when it is missing, when not "NAME needs your own LABEL." and the steps. */
  missing?: { needs: string; how: string; action: string }
  /** Its search works without it through the person's own proxy (a changed API root in the settings file). */
  proxyServes?: boolean
  /** More secrets the source takes beside the key (Reddit's client secret, for a script app), never required. */
  more?: readonly SourceSecretSpec[]
  /** The environment variable that overrides it for the command line and tests. */
  env: string
  /** What Settings calls it ("API key", "Access key"). */
  label: string
  /** False when the source works without one (NASA's DEMO_KEY), with lower limits. */
  required: boolean
  /** Step by step, where to get one; each step a sentence. */
  steps: readonly string[]
  /** Where to get one. */
  url: string
}

/** A secret the source takes beside its key. */
export interface SourceSecretSpec {
  setting: string
  env: string
  label: string
  placeholder: string
  withoutIt: string
}

/** One root of a source's API: the real one, and where the person or a test points it elsewhere. */
export interface ApiRootSpec {
  /** On the internet. */
  url: string
  /** The environment variable that overrides it (TAPESTRY_<ID>_URL): loopback fakes in tests. */
  env: string
}

/** A rendition of a picture made for a display, and its name among the item's files. */
export interface SizedDownload {
  url: string
  /** Part of the file name and of the shared-transfer key: two sizes are two files. */
  variant: string
}

export interface SourceDefinition<Params extends z.ZodType = z.ZodType> {
  id: SourceId
  /** As people know it; every error sentence, card and menu names it so. */
  name: string
  /** One line on what it offers, for the source picker and the command line's help. */
  summary: string
  /** What its command group is for, in the command line's help, when not the summary. */
  commandSummary?: string
  /** Its home page, linked from Settings. */
  homepage: string
  /** The parameter set of a search: frozen sets, wire values, each bad value naming its field. */
  params: Params
  key: SourceKeySpec | null
  form: SourceForm<Params>
  /** A search's order is shuffled in the window (sources without a server-side random order). */
  shuffles: boolean
  /** Its filters in the default rotation pool (keyless sources only), or null when it is not in it. */
  defaultPoolFilters: z.input<Params> | null
  /** The hosts of its pages a link in the window may open in the browser (its pictures' and people's pages, their licences). */
  linkHosts: readonly string[]
  /** Where its cards' pictures come from (https origins): the window's Content-Security-Policy lets them in. */
  imageHosts: readonly string[]
  /**
   * The file to download for a display, where the source makes one at a chosen size (Commons
   * renders drawings); null, or absent, for its full picture as the card gives it.
   */
  sizedDownload?: (item: MediaItem, target: { width: number; height: number; fit: 'cover' | 'max' } | undefined) => SizedDownload | null
  /** A line the source asks to be shown wherever its results are ("Photos provided by Pexels"), linked. */
  resultsCredit?: { text: string; url: string }
  /**
   * Its API's roots by settings name (`baseUrls.<name>` in the settings file): the first is the API
   * itself, named by the source's id; Reddit signs in at a second.
   */
  apiRoots: Readonly<Record<string, ApiRootSpec>>
  /** The word its credit line starts with: "Photo by NAME on Unsplash", "Posted by … on Reddit"; "Picture" when absent. */
  creditKind?: string
  /** Links to the source and its people, as the source's guidelines ask them (Unsplash's referral). */
  referral?: (url: string) => string
  /** What a card shows beside its title: the author's name, linked (Unsplash's guidelines), or the community (a subreddit). */
  cardLabel?: 'author' | 'community'
  /**
   * The search form's field that holds a seed the source's server orders at random by (Wallhaven);
   * such a source is never shuffled in the window, and the seed box edits this field.
   */
  serverSeedField?: string
  /**
   * A picture it gives without a size is its largest by design (Bing's UHD file, APOD's hdurl), so
   * rotation takes it and fits it by the fit mode; otherwise one of unknown size never passes a fit check.
   */
  unknownSizeIsLargest?: boolean
  /** The full picture sized for a preview `width` pixels wide, where the source resizes on its image host (Unsplash). */
  previewUrl?: (item: MediaItem, width: number) => string
}
