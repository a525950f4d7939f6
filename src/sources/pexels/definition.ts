// Pexels as the rest of Tapestry sees it: a keyed source of free photos, searched by words or
// browsed as the curated list (what the form opens on, before anything is typed).
import type { FlatForm, FormValue, SourceDefinition } from '../definition'
import { PexelsColor, PexelsLocale, PexelsOrientation, PexelsSearchParamsSchema, PexelsSize, type PexelsSearchParamsInput } from './params'

const ORIENTATION_LABELS = { LANDSCAPE: 'Landscape', PORTRAIT: 'Portrait', SQUARE: 'Square' } as const
const SIZE_LABELS = { LARGE: 'Large (24 MP and more)', MEDIUM: 'Medium (12 MP and more)', SMALL: 'Small (4 MP and more)' } as const

function text(value: FormValue | undefined): string {
  return typeof value === 'string' ? value.trim() : ''
}

/** A select's value, or null for "any" (''). */
function choice(value: FormValue | undefined): string | null {
  const chosen = text(value)
  return chosen === '' ? null : chosen
}

function toParams(form: FlatForm): PexelsSearchParamsInput {
  const query = text(form['query'])
  // Curated photos take no filters: the filters count only beside words.
  if (query === '') return { query: null }
  return {
    query,
    orientation: choice(form['orientation']) as PexelsSearchParamsInput['orientation'],
    size: choice(form['size']) as PexelsSearchParamsInput['size'],
    color: choice(form['color']),
    locale: choice(form['locale']) as PexelsSearchParamsInput['locale'],
  }
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1)
}

export const pexelsDefinition: SourceDefinition<typeof PexelsSearchParamsSchema> = {
  id: 'pexels',
  name: 'Pexels',
  summary: 'Free photos from Pexels: search by words, or browse the curated photos. Needs your free API key.',
  homepage: 'https://www.pexels.com/',
  params: PexelsSearchParamsSchema,
  key: {
    setting: 'pexelsApiKey',
    env: 'TAPESTRY_PEXELS_API_KEY',
    label: 'API key',
    required: true,
    steps: [
      'Open https://www.pexels.com/api/ and sign up for a free Pexels account (or log in).',
      'Ask for an API key there, saying what you will use it for (a desktop wallpaper manager).',
      'Copy the key shown under "Your API Key" and paste it here.',
    ],
    url: 'https://www.pexels.com/api/',
  },
  form: {
    defaults: { query: '', orientation: '', size: '', color: '', locale: '' },
    fields: [
      { kind: 'text', name: 'query', label: 'Search', placeholder: 'Words; empty shows the curated photos' },
      {
        kind: 'select',
        name: 'orientation',
        label: 'Orientation',
        hint: 'With words only',
        options: [['', 'Any'], ...PexelsOrientation.members.map((member) => [member, ORIENTATION_LABELS[member]] as const)],
      },
      {
        kind: 'select',
        name: 'size',
        label: 'Minimum size',
        hint: 'With words only',
        options: [['', 'Any'], ...PexelsSize.members.map((member) => [member, SIZE_LABELS[member]] as const)],
      },
      {
        kind: 'select',
        name: 'color',
        label: 'Colour',
        hint: 'With words only',
        options: [['', 'Any'], ...PexelsColor.members.map((member) => [member, capitalised(PexelsColor.toWire(member))] as const)],
      },
      {
        kind: 'select',
        name: 'locale',
        label: 'Language of the words',
        options: [['', 'Any'], ...PexelsLocale.members.map((member) => [member, PexelsLocale.toWire(member)] as const)],
      },
    ],
    toParams,
    // An empty search is the curated list, never a refusal.
    needsQuery: () => false,
  },
  // Pexels' own order is kept: a search's relevance, the curated list's newest first.
  shuffles: false,
  // A keyed source is never in the default pool: a first run has no key.
  linkHosts: ['www.pexels.com'],
  imageHosts: ['https://images.pexels.com'],
  defaultPoolFilters: null,
  // Pexels' guidelines ask for a visible link to Pexels wherever its photos are shown.
  resultsCredit: { text: 'Photos provided by Pexels', url: 'https://www.pexels.com' },
  apiRoots: { pexels: { url: 'https://api.pexels.com/v1', env: 'TAPESTRY_PEXELS_URL' } },
  // Its pictures without a size are its largest: rotation fits them by the fit mode.
  unknownSizeIsLargest: true,
}
