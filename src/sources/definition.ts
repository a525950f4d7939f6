// What a source tells the rest of Tapestry about itself, in the shared layer (the window, the command
// line, rotation and the settings read it): its name, its parameter set, whether it needs a key and
// how to get one, the search form's fields, and what it adds to the default rotation pool. Each
// source's folder exports one of these as `definition.ts`; registry.ts lists them.
import type { z } from 'zod'
import type { MediaItem } from '../shared/media'
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
}

/** The source's key: where it is kept, and the steps a person follows to get one. */
export interface SourceKeySpec {
  /** The Settings field that holds it, kept in the system's keychain like every secret. */
  setting: string
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
  /** Where its cards' pictures come from (https origins): the window's Content-Security-Policy lets them in. */
  imageHosts: readonly string[]
  /**
   * The file to download for a display, where the source makes one at a chosen size (Commons
   * renders drawings); null, or absent, for its full picture as the card gives it.
   */
  sizedDownload?: (item: MediaItem, target: { width: number; height: number; fit: 'cover' | 'max' }) => SizedDownload | null
  /** A line the source asks to be shown wherever its results are ("Photos provided by Pexels"), linked. */
  resultsCredit?: { text: string; url: string }
}
