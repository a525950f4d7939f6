// Wikimedia Commons' picture of the day as the rest of Tapestry sees it: keyless, a day or a range
// of days (a week a page, newest first), every card carrying its author, licence and credit.
import type { FlatForm, FormValue, SourceDefinition } from '../definition'
import { WikimediaSearchParamsSchema, type WikimediaSearchParamsInput } from './params'
import { renderedAtDisplaySize } from './rendered-size'

/** A date field's text, or null when it is empty ("any"). */
function day(value: FormValue | undefined): string | null {
  const text = typeof value === 'string' ? value.trim() : ''
  return text === '' ? null : text
}

function toParams(form: FlatForm): WikimediaSearchParamsInput {
  return { date: day(form['date']), start_date: day(form['start_date']), end_date: day(form['end_date']) }
}

export const wikimediaDefinition: SourceDefinition<typeof WikimediaSearchParamsSchema> = {
  id: 'wikimedia',
  name: 'Wikimedia Commons',
  summary: "Wikimedia Commons' picture of the day: one day, or a range of days, newest first. Free licences; no key needed.",
  homepage: 'https://commons.wikimedia.org/wiki/Commons:Picture_of_the_day',
  params: WikimediaSearchParamsSchema,
  key: null,
  form: {
    defaults: { date: '', start_date: '', end_date: '' },
    fields: [
      { kind: 'date', name: 'date', label: 'One day', hint: 'Or leave it empty and give a range' },
      { kind: 'date', name: 'start_date', label: 'From', hint: 'Empty: as far back as Commons goes' },
      { kind: 'date', name: 'end_date', label: 'To', hint: 'Empty: today' },
    ],
    toParams,
  },
  // Days, newest first: the order is the point.
  shuffles: false,
  // The pictures up to today, a week at a time.
  linkHosts: ['commons.wikimedia.org', 'creativecommons.org', 'www.gnu.org', 'en.wikipedia.org'],
  imageHosts: ['https://upload.wikimedia.org'],
  sizedDownload: renderedAtDisplaySize,
  defaultPoolFilters: {},
  apiRoots: { wikimedia: { url: 'https://commons.wikimedia.org/w/api.php', env: 'TAPESTRY_WIKIMEDIA_URL' } },
  // Its pictures without a size are its largest: rotation fits them by the fit mode.
  unknownSizeIsLargest: true,
}
