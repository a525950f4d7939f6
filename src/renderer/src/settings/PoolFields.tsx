// Where rotation takes its pictures from: each source of the pool with its weight (how often it is
// drawn; 0 keeps it, and its filters, without drawing from it), a way to add the sources not in it
// yet (an online source, Favourites, one of the person's folders) and to take one out, and whether
// each display gets a picture of its own.
import { useId } from 'react'
import { poolMemberLabel, type PoolMember } from '../../../shared/rotation-pool'
import { errorId, Toggle } from '../components/controls'

/** A weight as typed: the text stays as it is, so the schema's message can say what is wrong with it. */
export interface PoolRow {
  member: PoolMember
  weight: string
}

const ADDABLE_SOURCES: readonly PoolMember[] = [
  { source: 'wallhaven', weight: 1, filters: {} },
  { source: 'unsplash', weight: 1, filters: {} },
  { source: 'reddit', weight: 1, filters: {} },
  { source: 'favourites', weight: 1 },
]

function sameMember(a: PoolMember, b: PoolMember): boolean {
  return a.source === b.source && (a.source !== 'folder' || (b.source === 'folder' && a.path === b.path))
}

/** What could be added: the sources and folders not in the pool. */
export function addableMembers(rows: readonly PoolRow[], folders: readonly string[]): PoolMember[] {
  const candidates = [...ADDABLE_SOURCES, ...folders.map((path): PoolMember => ({ source: 'folder', weight: 1, path }))]
  return candidates.filter((candidate) => !rows.some((row) => sameMember(row.member, candidate)))
}

/** The rows as the pool the settings take: a weight that is not a number stays one, for the schema to name. */
export function poolOf(rows: readonly PoolRow[]): PoolMember[] {
  return rows.map((row) => ({ ...row.member, weight: row.weight.trim() === '' ? Number.NaN : Number(row.weight) }))
}

interface PoolFieldsProps {
  rows: readonly PoolRow[]
  folders: readonly string[]
  perDisplay: boolean
  issues: Readonly<Record<string, readonly string[]>>
  onRows(rows: PoolRow[]): void
  onPerDisplay(perDisplay: boolean): void
}

export function PoolFields({ rows, folders, perDisplay, issues, onRows, onPerDisplay }: PoolFieldsProps) {
  const id = useId()
  const addable = addableMembers(rows, folders)
  const poolIssues = issues['settings.rotation.pool'] ?? []
  return (
    <fieldset className="pool" aria-describedby={`${id}-hint`}>
      <legend>Sources</legend>
      <p className="field-hint" id={`${id}-hint`}>
        Each step draws a source by its weight, then a picture from it. When the sources cannot be reached, your folders, favourites and library stand in.
      </p>
      <ul className="pool-rows">
        {rows.map((row, index) => {
          const weightId = `${id}-weight-${index}`
          const rowIssues = issues[`settings.rotation.pool.${index}.weight`] ?? []
          return (
            <li key={`${row.member.source}:${row.member.source === 'folder' ? row.member.path : ''}`} className="pool-row" data-source={row.member.source}>
              <label htmlFor={weightId} title={row.member.source === 'folder' ? row.member.path : undefined}>
                {poolMemberLabel(row.member)}
              </label>
              <input
                id={weightId}
                name={`weight-${index}`}
                className="pool-weight"
                inputMode="numeric"
                value={row.weight}
                aria-invalid={rowIssues.length > 0}
                aria-describedby={rowIssues.length > 0 ? errorId(weightId) : undefined}
                onChange={(event) => onRows(rows.map((other, at) => (at === index ? { ...other, weight: event.target.value } : other)))}
              />
              <button type="button" className="link" disabled={rows.length === 1} onClick={() => onRows(rows.filter((_, at) => at !== index))}>
                Remove
              </button>
              {rowIssues.length > 0 && (
                <ul className="field-errors" id={errorId(weightId)}>
                  {rowIssues.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              )}
            </li>
          )
        })}
      </ul>
      {poolIssues.length > 0 && (
        <ul className="field-errors">
          {poolIssues.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {addable.length > 0 && (
        <div className="pool-add">
          <label htmlFor={`${id}-add`}>Add a source</label>
          <select
            id={`${id}-add`}
            value=""
            onChange={(event) => {
              const chosen = addable[Number(event.target.value)]
              if (chosen) onRows([...rows, { member: chosen, weight: '1' }])
            }}
          >
            <option value="" disabled>
              Choose…
            </option>
            {addable.map((member, index) => (
              <option key={`${member.source}:${member.source === 'folder' ? member.path : ''}`} value={index}>
                {member.source === 'folder' ? `Folder: ${member.path}` : poolMemberLabel(member)}
              </option>
            ))}
          </select>
        </div>
      )}
      <Toggle
        name="perDisplay"
        label="A different picture on each display"
        checked={perDisplay}
        hint="Each display gets a picture fitted to it (a portrait display, a portrait picture). Where the desktop shows one picture on all displays (GNOME, Cinnamon, MATE, Budgie, Windows), Tapestry joins them into one image spanning the displays as they are arranged."
        onChange={onPerDisplay}
      />
    </fieldset>
  )
}
