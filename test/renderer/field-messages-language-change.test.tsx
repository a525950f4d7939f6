// @vitest-environment jsdom
// A form's messages are said in the language current when it is judged, and the search view keeps
// its judgement while the search is unchanged: changing the window's language must judge again,
// or German would stay beside the fields after switching to English.
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { WindowIntl } from '../../src/renderer/src/i18n/WindowIntl'
import { FORM_DEFAULTS, useSearchIssues, type SearchState } from '../../src/renderer/src/search/search-state'
import { NO_FIT } from '../../src/renderer/src/search/fit-filter'

// One object throughout, as the view's draft is while nobody types: only the language changes.
const search = { source: 'wallhaven', form: { ...FORM_DEFAULTS.wallhaven, top_range: 'ONE_MONTH' }, shuffle: '', fit: NO_FIT } as SearchState

function TopRangeMessage() {
  const issues = useSearchIssues(search)
  return <p role="status">{issues.top_range?.join(' ')}</p>
}

afterEach(cleanup)

describe('the search view’s messages when the language changes', () => {
  it('are judged again in the new language', () => {
    const { rerender } = render(
      <WindowIntl setting="de">
        <TopRangeMessage />
      </WindowIntl>,
    )
    expect(screen.getByRole('status').textContent).toBe('gilt nur bei Sortierung nach Bestenliste')
    rerender(
      <WindowIntl setting="en">
        <TopRangeMessage />
      </WindowIntl>,
    )
    expect(screen.getByRole('status').textContent).toBe('only applies when sorting is toplist')
  })
})
