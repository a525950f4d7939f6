// Bing's picture of the day as the rest of Tapestry sees it: keyless, the last eight days of a
// market, and part of the default rotation pool (a first run with no key shows pictures).
import type { FlatForm, FormValue, SourceDefinition } from '../definition'
import { BING_MAX_DAYS_AGO, BingMarket, BingSearchParamsSchema, type BingSearchParamsInput } from './params'

const MARKET_LABELS: Readonly<Record<BingMarket, string>> = {
  DE_DE: 'Germany',
  EN_CA: 'Canada (English)',
  EN_GB: 'United Kingdom',
  EN_IN: 'India',
  EN_US: 'United States',
  ES_ES: 'Spain',
  FR_CA: 'Canada (French)',
  FR_FR: 'France',
  IT_IT: 'Italy',
  JA_JP: 'Japan',
  PT_BR: 'Brazil',
  ZH_CN: 'China',
}

function text(value: FormValue | undefined): string {
  return typeof value === 'string' ? value.trim() : ''
}

/** "Today", "Yesterday", "3 days ago": where a page starts. */
function dayLabel(daysAgo: number): string {
  if (daysAgo === 0) return 'Today'
  if (daysAgo === 1) return 'Yesterday'
  return `${daysAgo} days ago`
}

/** The form's text as the schema takes it: a number stays text when it is not one, so the schema names the field. */
function number(value: FormValue | undefined): number | string | undefined {
  const chosen = text(value)
  if (chosen === '') return undefined
  return /^\d+$/.test(chosen) ? Number(chosen) : chosen
}

function toParams(form: FlatForm): BingSearchParamsInput {
  const market = text(form['market'])
  return {
    ...(market === '' ? {} : { market: market as BingSearchParamsInput['market'] }),
    ...(number(form['days_ago']) === undefined ? {} : { days_ago: number(form['days_ago']) as number }),
  }
}

export const bingDefinition: SourceDefinition<typeof BingSearchParamsSchema> = {
  id: 'bing',
  name: 'Bing',
  summary: "Bing's picture of the day: the last eight days, by market. No key needed.",
  homepage: 'https://www.bing.com/',
  params: BingSearchParamsSchema,
  key: null,
  form: {
    defaults: { market: 'EN_US', days_ago: '0' },
    fields: [
      {
        kind: 'select',
        name: 'market',
        label: 'Market',
        hint: 'Each market has its own pictures and titles',
        options: BingMarket.members.map((member) => [member, `${MARKET_LABELS[member]} (${BingMarket.toWire(member)})`] as const),
      },
      {
        kind: 'select',
        name: 'days_ago',
        label: 'Starting from',
        options: Array.from({ length: BING_MAX_DAYS_AGO + 1 }, (_, daysAgo) => [String(daysAgo), dayLabel(daysAgo)] as const),
      },
    ],
    toParams,
  },
  // Eight days, newest first: the order is the point.
  shuffles: false,
  linkHosts: ['www.bing.com'],
  imageHosts: ['https://www.bing.com'],
  defaultPoolFilters: { market: 'EN_US' },
  apiRoots: { bing: { url: 'https://www.bing.com', env: 'TAPESTRY_BING_URL' } },
  // Its pictures without a size are its largest: rotation fits them by the fit mode.
  unknownSizeIsLargest: true,
}
