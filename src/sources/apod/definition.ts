// NASA APOD as the rest of Tapestry sees it: works without a key (DEMO_KEY, with low limits), a
// person's own free key raises them. Its search form picks one of NASA's three kinds of request.
import type { SourceDefinition, FlatForm } from '../definition'
import { ApodSearchParamsSchema, type ApodSearchParamsInput } from './params'

function text(form: FlatForm, name: string): string {
  const value = form[name]
  return typeof value === 'string' ? value.trim() : ''
}

/** A typed number stays text when it is not one, so the schema names the field. */
function countOf(form: FlatForm): number | string | null {
  const typed = text(form, 'count')
  if (typed === '') return null
  return /^\d+$/.test(typed) ? Number(typed) : typed
}

/** The form's fields as a parameter set: only those of the chosen kind of request are sent. */
function toParams(form: FlatForm): ApodSearchParamsInput {
  const day = (name: string) => text(form, name) || null
  switch (text(form, 'mode')) {
    case 'day':
      return { date: day('date') }
    case 'range':
      return { start_date: day('start_date'), end_date: day('end_date') }
    case 'random':
      // Left as typed (text or a number) for the schema to judge.
      return { count: countOf(form) as number | null }
    default:
      return {}
  }
}

export const apodDefinition: SourceDefinition<typeof ApodSearchParamsSchema> = {
  id: 'apod',
  name: 'NASA APOD',
  summary: "NASA's Astronomy Picture of the Day: a day, a date range or random days since 1995. No key needed.",
  homepage: 'https://apod.nasa.gov/apod/',
  params: ApodSearchParamsSchema,
  key: {
    setting: 'apodApiKey',
    env: 'TAPESTRY_APOD_API_KEY',
    label: 'API key',
    required: false,
    steps: [
      'Open https://api.nasa.gov and fill in the "Generate API Key" form (name and email).',
      'NASA emails the key at once; it is free.',
      'Paste it here. Without one Tapestry uses DEMO_KEY: 30 requests an hour and 50 a day.',
    ],
    url: 'https://api.nasa.gov',
  },
  form: {
    defaults: { mode: 'random', date: '', start_date: '', end_date: '', count: '24' },
    fields: [
      {
        kind: 'select',
        name: 'mode',
        label: 'Show',
        options: [
          ['today', "Today's picture"],
          ['day', 'One day'],
          ['range', 'A date range'],
          ['random', 'Random days'],
        ],
      },
      { kind: 'date', name: 'date', label: 'Day', hint: 'From 1995-06-16 to today' },
      { kind: 'date', name: 'start_date', label: 'From' },
      { kind: 'date', name: 'end_date', label: 'To', hint: 'Empty: up to today' },
      { kind: 'text', name: 'count', label: 'How many', placeholder: '1 to 100' },
    ],
    toParams,
  },
  // `count` is NASA's own random order; a day or a range is a calendar, best kept in order.
  shuffles: false,
  // Random days: a new set each time the pool is filled, one request of DEMO_KEY's 30 an hour.
  // Video days' stills come from the video's host (YouTube, Vimeo), as NASA's thumbnail_url gives them.
  linkHosts: ['apod.nasa.gov', 'www.nasa.gov'],
  imageHosts: ['https://apod.nasa.gov', 'https://img.youtube.com', 'https://i.vimeocdn.com'],
  defaultPoolFilters: { count: 24 },
  apiRoots: { apod: { url: 'https://api.nasa.gov', env: 'TAPESTRY_APOD_URL' } },
  // Its pictures without a size are its largest: rotation fits them by the fit mode.
  unknownSizeIsLargest: true,
}
