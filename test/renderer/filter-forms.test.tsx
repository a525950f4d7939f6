// @vitest-environment jsdom
// The filter forms: every message comes from the shared schema, appears beside its field, and
// nothing is sent while the form is invalid; a valid change is sent as the schema's parameter set.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { ShuffleSeedSchema } from '../../src/shared/shuffle'
import { RedditListingParamsSchema } from '../../src/sources/reddit/params'
import { UnsplashSearchParamsSchema } from '../../src/sources/unsplash/params'
import { WallhavenSearchParamsSchema } from '../../src/sources/wallhaven/params'
import { toFieldIssues } from '../../src/shared/validation'
import './support/css-escape'
import { renderApp } from './support/render-app'

afterEach(cleanup)

/** The message `schema` gives for `field` (or an item of it) when parsing `input`. */
function schemaMessage(schema: z.ZodType, input: unknown, field: string): string {
  const result = schema.safeParse(input)
  if (result.success) throw new Error(`the schema accepts ${JSON.stringify(input)}`)
  const issue = toFieldIssues(result.error).find((candidate) => candidate.field === field || candidate.field.startsWith(`${field}.`))
  if (!issue) throw new Error(`the schema gives no message for ${field}`)
  return issue.message
}

function field(name: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-field="${name}"]`)
  if (!element) throw new Error(`no field ${name}`)
  return element
}

async function openFilters(): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: /^Filters/ }))
  await screen.findByText(/Choices search at once/)
}

/** The seed box is in the Shuffle control's panel. */
async function openShuffle(): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: /^Shuffle/ }))
  await screen.findByRole('dialog', { name: 'Shuffle' })
}

function type(label: string | RegExp, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
}

function searchNow(): void {
  fireEvent.click(screen.getByRole('button', { name: 'Search' }))
}

/** Waits for the first search of the page, then returns how many searches were sent so far. */
async function settled(fake: { callsOf(name: 'search'): unknown[] }, expected = 1): Promise<number> {
  await waitFor(() => expect(fake.callsOf('search')).toHaveLength(expected))
  return fake.callsOf('search').length
}

describe('Wallhaven filters', () => {
  it.each([
    ['atleast', 'Minimum resolution', 'huge', { atleast: 'huge' }, null],
    ['resolutions', 'Exact resolutions', '1920x1080, big', { resolutions: ['1920x1080', 'big'] }, 'big'],
    ['ratios', 'Ratios', '16/9', { ratios: ['16/9'] }, '16/9'],
    ['like', 'Like wallpaper (id)', 'Not-An-Id', { like: 'Not-An-Id' }, null],
  ] as const)('%s: the schema’s message is shown beside the field and nothing is sent', async (name, label, value, input, item) => {
    const fake = await renderApp('#/search/wallhaven')
    const before = await settled(fake)
    await openFilters()
    type(label, value)
    searchNow()
    const message = schemaMessage(WallhavenSearchParamsSchema, input, name)
    expect(within(field(name)).getByText(item === null ? message : `“${item}” ${message}`)).toBeTruthy()
    expect(within(field(name)).getByLabelText(label).getAttribute('aria-invalid')).toBe('true')
    expect(fake.callsOf('search')).toHaveLength(before)
  })

  it('categories and purity may not be empty: unticking the last box shows the message at once and sends nothing', async () => {
    const fake = await renderApp('#/search/wallhaven?categories=GENERAL&purity=SFW')
    const before = await settled(fake)
    await openFilters()
    fireEvent.click(within(field('categories')).getByLabelText('General'))
    expect(within(field('categories')).getByText(schemaMessage(WallhavenSearchParamsSchema, { categories: [] }, 'categories'))).toBeTruthy()
    fireEvent.click(within(field('purity')).getByLabelText('SFW'))
    expect(within(field('purity')).getByText(schemaMessage(WallhavenSearchParamsSchema, { purity: [] }, 'purity'))).toBeTruthy()
    expect(fake.callsOf('search')).toHaveLength(before)
  })

  it('a toplist range without toplist sorting is refused with the cross-field rule’s message', async () => {
    const fake = await renderApp('#/search/wallhaven')
    const before = await settled(fake)
    await openFilters()
    fireEvent.change(screen.getByLabelText('Toplist range'), { target: { value: 'ONE_WEEK' } })
    const message = schemaMessage(WallhavenSearchParamsSchema, { top_range: 'ONE_WEEK' }, 'top_range')
    expect(within(field('top_range')).getByText(message)).toBeTruthy()
    expect(fake.callsOf('search')).toHaveLength(before)
    // Choosing toplist sorting makes the same search valid: it is sent, with both fields.
    fireEvent.change(screen.getByLabelText('Sorting'), { target: { value: 'TOPLIST' } })
    await waitFor(() => expect(fake.callsOf('search')).toHaveLength(before + 1))
    expect(fake.callsOf('search').at(-1)).toMatchObject({ source: 'wallhaven', params: { sorting: 'TOPLIST', top_range: 'ONE_WEEK' } })
    expect(screen.queryByText(message)).toBeNull()
  })

  it('query operators that belong in other fields, and like with a query, get the schema’s messages', async () => {
    const fake = await renderApp('#/search/wallhaven')
    const before = await settled(fake)
    type('Search Wallhaven', 'mountains type:png')
    searchNow()
    const typeMessage = schemaMessage(WallhavenSearchParamsSchema, { query: 'mountains type:png' }, 'query')
    expect(within(document.querySelector('.query') as HTMLElement).getByText(typeMessage)).toBeTruthy()
    type('Search Wallhaven', 'mountains')
    await openFilters()
    type('Like wallpaper (id)', 'p29ke3')
    searchNow()
    expect(within(field('like')).getByText(schemaMessage(WallhavenSearchParamsSchema, { query: 'mountains', like: 'p29ke3' }, 'like'))).toBeTruthy()
    expect(fake.callsOf('search')).toHaveLength(before)
  })

  it('a query over 250 characters gets the schema’s message', async () => {
    const fake = await renderApp('#/search/wallhaven')
    const before = await settled(fake)
    type('Search Wallhaven', 'x'.repeat(251))
    searchNow()
    expect(screen.getByText(schemaMessage(WallhavenSearchParamsSchema, { query: 'x'.repeat(251) }, 'query'))).toBeTruthy()
    expect(fake.callsOf('search')).toHaveLength(before)
  })

  it('a typed seed that is not 6 letters or digits is refused beside the seed box', async () => {
    const fake = await renderApp('#/search/wallhaven')
    const before = await settled(fake)
    await openShuffle()
    type('Seed to use', 'abc')
    fireEvent.click(screen.getByRole('button', { name: 'Use seed' }))
    const message = schemaMessage(WallhavenSearchParamsSchema, { sorting: 'RANDOM', seed: 'abc' }, 'seed')
    expect(within(document.querySelector('.seed-bar') as HTMLElement).getByText(message)).toBeTruthy()
    expect(fake.callsOf('search')).toHaveLength(before)
  })

  it('a valid choice is sent at once as the schema’s parameter set (colour swatches, file type, AI art)', async () => {
    const fake = await renderApp('#/search/wallhaven')
    const before = await settled(fake)
    await openFilters()
    expect(within(field('colors')).getAllByRole('button', { pressed: false })).toHaveLength(29)
    fireEvent.click(screen.getByRole('button', { name: 'Azure #0099cc' }))
    await waitFor(() => expect(fake.callsOf('search')).toHaveLength(before + 1))
    fireEvent.change(screen.getByLabelText('File type'), { target: { value: 'PNG' } })
    await waitFor(() => expect(fake.callsOf('search')).toHaveLength(before + 2))
    fireEvent.change(screen.getByLabelText('AI art'), { target: { value: 'on' } })
    await waitFor(() => expect(fake.callsOf('search')).toHaveLength(before + 3))
    const sent = fake.callsOf('search').at(-1)
    expect(WallhavenSearchParamsSchema.parse((sent as { params: unknown }).params)).toMatchObject({ colors: ['AZURE'], file_type: 'PNG', ai_art_filter: true })
    expect(window.location.hash).toContain('colors=AZURE')
  })

  it('a shared address that does not validate shows its messages and sends nothing', async () => {
    const fake = await renderApp('#/search/wallhaven?atleast=big&categories=')
    await screen.findByText(/fields that need changing/)
    await openFilters()
    expect(within(field('atleast')).getByText(schemaMessage(WallhavenSearchParamsSchema, { atleast: 'big' }, 'atleast'))).toBeTruthy()
    expect(within(field('categories')).getByText(schemaMessage(WallhavenSearchParamsSchema, { categories: [] }, 'categories'))).toBeTruthy()
    expect(fake.callsOf('search')).toHaveLength(0)
  })
})

describe('Unsplash filters', () => {
  it('an empty query is not sent: the window asks for words first, and the schema’s message shows on Search', async () => {
    const fake = await renderApp('#/search/unsplash')
    await screen.findByText(/Type what you would like to see/)
    searchNow()
    expect(within(document.querySelector('.query') as HTMLElement).getByText(schemaMessage(UnsplashSearchParamsSchema, { query: '' }, 'query'))).toBeTruthy()
    expect(fake.callsOf('search')).toHaveLength(0)
  })

  it.each([
    ['50', 50],
    ['abc', Number.NaN],
    ['2.5', 2.5],
  ])('per page %s gets the schema’s message', async (text, value) => {
    const fake = await renderApp('#/search/unsplash?query=sea')
    const before = await settled(fake)
    await openFilters()
    type('Per page', text)
    searchNow()
    expect(within(field('per_page')).getByText(schemaMessage(UnsplashSearchParamsSchema, { query: 'sea', per_page: value }, 'per_page'))).toBeTruthy()
    expect(fake.callsOf('search')).toHaveLength(before)
  })

  it('a collection id with other characters is named in the message', async () => {
    const fake = await renderApp('#/search/unsplash?query=sea')
    const before = await settled(fake)
    await openFilters()
    type('Collections (ids)', '317099, bad!id')
    searchNow()
    const message = schemaMessage(UnsplashSearchParamsSchema, { query: 'sea', collections: ['bad!id'] }, 'collections')
    expect(within(field('collections')).getByText(`“bad!id” ${message}`)).toBeTruthy()
    expect(fake.callsOf('search')).toHaveLength(before)
  })

  it('a typed shuffle seed is checked with the shared seed schema', async () => {
    const fake = await renderApp('#/search/unsplash?query=sea')
    const before = await settled(fake)
    await openShuffle()
    type('Seed to use', 'no way')
    fireEvent.click(screen.getByRole('button', { name: 'Use seed' }))
    const result = ShuffleSeedSchema.safeParse('no way')
    expect(result.success).toBe(false)
    expect(within(document.querySelector('.seed-bar') as HTMLElement).getByText(result.error?.issues[0]?.message as string)).toBeTruthy()
    expect(fake.callsOf('search')).toHaveLength(before)
  })

  it('every choice is sent as the schema’s parameter set', async () => {
    const fake = await renderApp('#/search/unsplash?query=sea')
    const before = await settled(fake)
    await openFilters()
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'LATEST' } })
    fireEvent.change(screen.getByLabelText('Colour'), { target: { value: 'TEAL' } })
    fireEvent.change(screen.getByLabelText('Orientation'), { target: { value: 'PORTRAIT' } })
    fireEvent.change(screen.getByLabelText('Content filter'), { target: { value: 'HIGH' } })
    await waitFor(() => expect(fake.callsOf('search').length).toBeGreaterThan(before))
    await waitFor(() =>
      expect(fake.callsOf('search').at(-1)).toMatchObject({
        source: 'unsplash',
        params: { query: 'sea', order_by: 'LATEST', color: 'TEAL', orientation: 'PORTRAIT', content_filter: 'HIGH' },
      }),
    )
  })
})

describe('Reddit filters', () => {
  it('no community at all gets the schema’s message', async () => {
    const fake = await renderApp('#/search/reddit')
    const before = await settled(fake)
    type('Reddit communities', '  ')
    searchNow()
    expect(within(document.querySelector('.query') as HTMLElement).getByText(schemaMessage(RedditListingParamsSchema, { communities: [] }, 'communities'))).toBeTruthy()
    expect(fake.callsOf('search')).toHaveLength(before)
  })

  it('a bad community name is named in the message', async () => {
    const fake = await renderApp('#/search/reddit')
    const before = await settled(fake)
    type('Reddit communities', 'wallpapers, _bad')
    searchNow()
    const message = schemaMessage(RedditListingParamsSchema, { communities: ['wallpapers', '_bad'] }, 'communities')
    expect(screen.getByText(`“_bad” ${message}`)).toBeTruthy()
    expect(fake.callsOf('search')).toHaveLength(before)
  })

  it('more than 50 communities gets the schema’s message', async () => {
    const fake = await renderApp('#/search/reddit')
    const before = await settled(fake)
    const many = Array.from({ length: 51 }, (_, index) => `community${index}`)
    type('Reddit communities', many.join('+'))
    searchNow()
    expect(screen.getByText(schemaMessage(RedditListingParamsSchema, { communities: many }, 'communities'))).toBeTruthy()
    expect(fake.callsOf('search')).toHaveLength(before)
  })

  it.each([
    ['0', 0],
    ['101', 101],
    ['many', Number.NaN],
  ])('posts per page %s gets the schema’s message', async (text, value) => {
    const fake = await renderApp('#/search/reddit')
    const before = await settled(fake)
    await openFilters()
    type('Posts per page', text)
    searchNow()
    expect(within(field('limit')).getByText(schemaMessage(RedditListingParamsSchema, { communities: 'wallpapers', limit: value }, 'limit'))).toBeTruthy()
    expect(fake.callsOf('search')).toHaveLength(before)
  })

  it('sort, time, media type and NSFW are sent as the schema’s parameter set', async () => {
    const fake = await renderApp('#/search/reddit')
    const before = await settled(fake)
    await openFilters()
    fireEvent.change(screen.getByLabelText('Sort'), { target: { value: 'TOP' } })
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: 'WEEK' } })
    fireEvent.change(screen.getByLabelText('Media type'), { target: { value: 'IMAGE' } })
    fireEvent.click(screen.getByLabelText('Include NSFW posts'))
    await waitFor(() => expect(fake.callsOf('search').length).toBeGreaterThan(before))
    await waitFor(() =>
      expect(fake.callsOf('search').at(-1)).toMatchObject({
        source: 'reddit',
        params: { communities: ['wallpapers'], sort: 'TOP', time_filter: 'WEEK', media_type: 'IMAGE', include_nsfw: true },
      }),
    )
  })
})
