// A Wallhaven wallpaper's tags as chips, each starting a Wallhaven search for that tag, and
// "Similar", which searches `like:ID` (Wallhaven's own "similar wallpapers"). Both leave the preview
// for the search they start.
import { Button } from 'react-aria-components'
import { useT } from '../../renderer/src/i18n/use-t'
import { formatRoute } from '../../renderer/src/routing/route'
import { useRoute } from '../../renderer/src/routing/use-route'
import { defaultSearch } from '../../renderer/src/search/search-state'
import type { PreviewPartProps } from '../window'
import type { WallhavenForm } from './form'

function wallhavenSearch(change: Partial<WallhavenForm>): string {
  const start = defaultSearch('wallhaven')
  return formatRoute({ view: 'search', search: { ...start, form: { ...start.form, ...change } } as typeof start })
}

export function TagLinks({ tags, onLeave }: PreviewPartProps & { tags: readonly string[] }) {
  const { navigate } = useRoute()
  const t = useT()
  return (
    <ul className="preview-tags" aria-label={t('source.wallhaven.preview.tags')}>
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

export function SimilarButton({ item, onLeave }: PreviewPartProps) {
  const { navigate } = useRoute()
  const t = useT()
  return (
    <Button
      className="preview-similar"
      onPress={() => {
        onLeave()
        navigate(wallhavenSearch({ like: item.id }))
      }}
    >
      {t('source.wallhaven.preview.similar')}
    </Button>
  )
}
