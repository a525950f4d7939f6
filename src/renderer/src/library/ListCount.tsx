// What a library list says of its length ("3 in all", "Showing 60 of 1,204"), in the toolbar beside
// its controls, and the "Show more" button at the end of the list.

export function ListCount({ shown, total }: { shown: number; total: number }) {
  return <p className="list-count">{shown === total ? `${total.toLocaleString()} in all` : `Showing ${shown.toLocaleString()} of ${total.toLocaleString()}`}</p>
}

export function ShowMore({ loading, onMore }: { loading: boolean; onMore(): void }) {
  return (
    <div className="list-more">
      <button type="button" onClick={onMore} disabled={loading}>
        {loading ? 'Loading…' : 'Show more'}
      </button>
    </div>
  )
}
