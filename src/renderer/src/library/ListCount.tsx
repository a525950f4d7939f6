// What a library list says of its length ("3 in all", "Showing 60 of 1,204"), in the toolbar beside
// its controls, and the "Show more" button at the end of the list.
import { useT } from '../i18n/use-t'

export function ListCount({ shown, total }: { shown: number; total: number }) {
  const t = useT()
  return <p className="list-count">{shown === total ? t('library.count.all', { total }) : t('library.count.showing', { shown, total })}</p>
}

export function ShowMore({ loading, onMore }: { loading: boolean; onMore(): void }) {
  const t = useT()
  return (
    <div className="list-more">
      <button type="button" onClick={onMore} disabled={loading}>
        {loading ? t('library.loading') : t('library.showMore')}
      </button>
    </div>
  )
}
