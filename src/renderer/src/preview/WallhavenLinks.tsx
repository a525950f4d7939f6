// A Wallhaven wallpaper's tags as chips, each starting a Wallhaven search for that tag, and
// "Similar", which searches `like:ID` (Wallhaven's own "similar wallpapers"). Both leave the preview
// for the search they start.
import { Button } from 'react-aria-components'
import { formatRoute } from '../routing/route'
import { useRoute } from '../routing/use-route'
import { defaultSearch, type SearchState } from '../search/search-state'

type WallhavenSearch = Extract<SearchState, { source: 'wallhaven' }>

function wallhavenSearch(change: Partial<WallhavenSearch['form']>): string {
  const start = defaultSearch('wallhaven') as WallhavenSearch
  return formatRoute({ view: 'search', search: { ...start, form: { ...start.form, ...change } } })
}

interface WallhavenLinksProps {
  id: string
  tags: readonly string[]
  /** Closes the preview before the search starts. */
  onLeave(): void
}

export function TagChips({ tags, onLeave }: Omit<WallhavenLinksProps, 'id'>) {
  const { navigate } = useRoute()
  return (
    <ul className="preview-tags" aria-label="Tags: each searches Wallhaven">
      {tags.map((tag) => (
        <li key={tag}>
          <Button
            className="preview-tag"
            onPress={() => {
              onLeave()
              navigate(wallhavenSearch({ query: tag }))
            }}
          >
            {tag}
          </Button>
        </li>
      ))}
    </ul>
  )
}

export function SimilarButton({ id, onLeave }: Omit<WallhavenLinksProps, 'tags'>) {
  const { navigate } = useRoute()
  return (
    <Button
      className="preview-similar"
      onPress={() => {
        onLeave()
        navigate(wallhavenSearch({ like: id }))
      }}
    >
      Similar
    </Button>
  )
}
