// The Art Institute of Chicago as the rest of Tapestry sees it: public-domain works with pictures,
// searched by words, no key.
import type { FlatForm, SourceDefinition } from '../definition'
import { ArticSearchParamsSchema, type ArticSearchParamsInput } from './params'

function toParams(form: FlatForm): ArticSearchParamsInput {
  const query = form['query']
  return { query: typeof query === 'string' ? query : null }
}

export const articDefinition: SourceDefinition<typeof ArticSearchParamsSchema> = {
  id: 'artic',
  name: 'Art Institute of Chicago',
  summary: "Public-domain paintings, prints and photographs from the Art Institute of Chicago's collection, CC0. No key needed.",
  homepage: 'https://www.artic.edu/collection',
  params: ArticSearchParamsSchema,
  key: null,
  form: {
    defaults: { query: '' },
    fields: [{ kind: 'text', name: 'query', label: 'Search', placeholder: 'Monet, landscape, Hokusai…' }],
    toParams,
  },
  // Its order is relevance (or the museum's own with no words): shuffled in the window for variety.
  shuffles: true,
  // Not in the default pool: the museum serves pictures at most 1686 wide, smaller than most
  // screens, so they would rarely fit a display. A person can add it to the pool.
  linkHosts: ['www.artic.edu', 'creativecommons.org'],
  imageHosts: ['https://www.artic.edu'],
  defaultPoolFilters: null,
  apiRoots: { artic: { url: 'https://api.artic.edu/api/v1', env: 'TAPESTRY_ARTIC_URL' } },
  // Its pictures without a size are its largest: rotation fits them by the fit mode.
  unknownSizeIsLargest: true,
}
