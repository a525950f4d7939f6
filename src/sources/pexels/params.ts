/**
 * The Pexels search parameter set. Wire values follow Pexels' API documentation
 * (https://www.pexels.com/api/documentation/, "Search for Photos" and "Curated Photos"), as its
 * official Ruby client checks them too (pexels-ruby, search_filters.rb).
 *
 * One set covers both listings: with a query it is `GET /search`, without one `GET /curated`
 * (hand-picked photos, the form's opening page). Curated photos take no filters, so orientation,
 * size, colour and locale set without a query are each refused on their own field. Every rule runs
 * beside the field errors, so one ValidationError names every problem, and nothing is sent.
 */
import { z } from 'zod'
import { fieldSays, sourceFieldSays } from '../../shared/i18n/field-words'
import { deepFreeze, parseOrThrow } from '../../shared/validation'
import { wireEnum } from '../../shared/wire-enum'
import english from './messages/en.json'

/** Pexels' own sentences about its fields, said when a value is judged: in the window's language there, English elsewhere (field-words.ts). */
const WORDS = { id: 'pexels', english }

export const PexelsOrientation = wireEnum({ LANDSCAPE: 'landscape', PORTRAIT: 'portrait', SQUARE: 'square' })
export type PexelsOrientation = z.infer<typeof PexelsOrientation.schema>

/** Minimum sizes: large 24 MP, medium 12 MP, small 4 MP. */
export const PexelsSize = wireEnum({ LARGE: 'large', MEDIUM: 'medium', SMALL: 'small' })
export type PexelsSize = z.infer<typeof PexelsSize.schema>

/** The named colours; a `#rrggbb` colour is accepted beside them (see PexelsColorSchema). */
export const PexelsColor = wireEnum({
  RED: 'red',
  ORANGE: 'orange',
  YELLOW: 'yellow',
  GREEN: 'green',
  TURQUOISE: 'turquoise',
  BLUE: 'blue',
  VIOLET: 'violet',
  PINK: 'pink',
  BROWN: 'brown',
  BLACK: 'black',
  GRAY: 'gray',
  WHITE: 'white',
})
export type PexelsColor = z.infer<typeof PexelsColor.schema>

/** The locales a search may be made in, as the documentation lists them. */
export const PexelsLocale = wireEnum({
  EN_US: 'en-US',
  PT_BR: 'pt-BR',
  ES_ES: 'es-ES',
  CA_ES: 'ca-ES',
  DE_DE: 'de-DE',
  IT_IT: 'it-IT',
  FR_FR: 'fr-FR',
  SV_SE: 'sv-SE',
  ID_ID: 'id-ID',
  PL_PL: 'pl-PL',
  JA_JP: 'ja-JP',
  ZH_TW: 'zh-TW',
  ZH_CN: 'zh-CN',
  KO_KR: 'ko-KR',
  TH_TH: 'th-TH',
  NL_NL: 'nl-NL',
  HU_HU: 'hu-HU',
  VI_VN: 'vi-VN',
  CS_CZ: 'cs-CZ',
  DA_DK: 'da-DK',
  FI_FI: 'fi-FI',
  UK_UA: 'uk-UA',
  EL_GR: 'el-GR',
  RO_RO: 'ro-RO',
  NB_NO: 'nb-NO',
  SK_SK: 'sk-SK',
  TR_TR: 'tr-TR',
  RU_RU: 'ru-RU',
})
export type PexelsLocale = z.infer<typeof PexelsLocale.schema>

export const PEXELS_QUERY_MAX_LENGTH = 200
/** The documented maximum of `per_page`; the API's own default is 15. */
export const PEXELS_MAX_PER_PAGE = 80
/** Larger pages cost fewer of the 200 requests an hour (Pexels' help centre advises as much). */
export const PEXELS_DEFAULT_PER_PAGE = 40

const HEX_COLOR = /^#[0-9a-f]{6}$/

/** A named colour (member name) or any `#rrggbb`, which Pexels also takes; hex is kept lower-case. */
export const PexelsColorSchema = z.union([PexelsColor.schema, z.string().trim().toLowerCase().regex(HEX_COLOR)], {
  error: () => sourceFieldSays(WORDS, 'issue.color', { colors: PexelsColor.members.join(', ') }),
})

const QuerySchema = z
  .string({ error: () => fieldSays('fields.text') })
  .trim()
  .max(PEXELS_QUERY_MAX_LENGTH, { error: () => fieldSays('fields.atMostCharacters', { max: PEXELS_QUERY_MAX_LENGTH }) })
  .transform((query) => (query === '' ? null : query))

const wholeFromOne = () => fieldSays('fields.wholeNumberAtLeast', { min: 1 })
const perPageMessage = () => fieldSays('fields.wholeNumberFromTo', { min: 1, max: PEXELS_MAX_PER_PAGE })

const fields = {
  /** null: the curated photos. */
  query: QuerySchema.nullable().default(null),
  orientation: PexelsOrientation.schema.nullable().default(null),
  size: PexelsSize.schema.nullable().default(null),
  color: PexelsColorSchema.nullable().default(null),
  locale: PexelsLocale.schema.nullable().default(null),
  page: z.number({ error: wholeFromOne }).int({ error: wholeFromOne }).min(1, { error: wholeFromOne }).max(Number.MAX_SAFE_INTEGER, { error: wholeFromOne }).default(1),
  per_page: z
    .number({ error: perPageMessage })
    .int({ error: perPageMessage })
    .min(1, { error: perPageMessage })
    .max(PEXELS_MAX_PER_PAGE, { error: perPageMessage })
    .default(PEXELS_DEFAULT_PER_PAGE),
}

const SEARCH_ONLY = ['orientation', 'size', 'color', 'locale'] as const

export const PexelsSearchParamsSchema = z.strictObject(fields).superRefine(
  (params, ctx) => {
    const invalid = new Set(ctx.issues.map((issue) => issue.path?.[0]))
    if (invalid.has('query') || params.query !== null) return
    for (const field of SEARCH_ONLY) {
      if (!invalid.has(field) && params[field] !== null) {
        ctx.addIssue({ code: 'custom', path: [field], message: sourceFieldSays(WORDS, 'issue.searchOnly') })
      }
    }
  },
  // Run beside field errors too, so a form or the command line learns every problem at once.
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value) },
)

export type PexelsSearchParams = z.output<typeof PexelsSearchParamsSchema>
export type PexelsSearchParamsInput = z.input<typeof PexelsSearchParamsSchema>

/** Validates `input`, fills the defaults and returns a deeply frozen set; throws ValidationError. */
export function createPexelsSearchParams(input: PexelsSearchParamsInput = {}): PexelsSearchParams {
  return deepFreeze(parseOrThrow(PexelsSearchParamsSchema, input))
}

/** The listing a set asks for: `search` with a query, `curated` without. */
export function pexelsPath(params: PexelsSearchParams): 'search' | 'curated' {
  return params.query === null ? 'curated' : 'search'
}

function colorToWire(color: PexelsSearchParams['color'] & string): string {
  return HEX_COLOR.test(color) ? color : PexelsColor.toWire(color as PexelsColor)
}

/** The exact wire query, in the order sent: the query and its filters, then the page. Nothing empty is sent. */
export function toPexelsQuery(params: PexelsSearchParams): Record<string, string> {
  const query: Record<string, string> = {}
  if (params.query !== null) {
    query.query = params.query
    if (params.orientation !== null) query.orientation = PexelsOrientation.toWire(params.orientation)
    if (params.size !== null) query.size = PexelsSize.toWire(params.size)
    if (params.color !== null) query.color = colorToWire(params.color)
    if (params.locale !== null) query.locale = PexelsLocale.toWire(params.locale)
  }
  query.page = String(params.page)
  query.per_page = String(params.per_page)
  return query
}

/** A new validated set with only `page` changed. */
export function withPexelsPage(params: PexelsSearchParams, page: number): PexelsSearchParams {
  return createPexelsSearchParams({ ...params, page })
}
