// Where rotation takes its pictures from: every source it could use (the online sources, Favourites,
// each of the person's folders) with a switch, and for those on, a slider for how often it is drawn
// against the others. A source turned off keeps its place and its filters (weight 0 in the saved
// pool), so turning it back on brings them back. Each change is saved at once.
import { useEffect, useId, useRef, useState } from 'react'
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack, Switch } from 'react-aria-components'
import { MinSizeSchema, poolMemberLabel, type PoolMember } from '../../../shared/rotation-pool'
import { SOURCE_IDS } from '../../../sources/ids'
import { SOURCE_DEFINITIONS } from '../../../sources/registry'
import { useT } from '../i18n/use-t'

/** The slider's range: 1 (rarely) to 10 (most often); a weight saved above 10 widens it. */
const MOST_OFTEN = 10
/** A source turned on for the first time is drawn as often as a middling one. */
const FIRST_WEIGHT = 5

const ONLINE_AND_FAVOURITES: readonly PoolMember[] = [
  // Each online source (src/sources/registry.ts), with the filters it suggests for rotation.
  ...SOURCE_IDS.map((source): PoolMember => ({ source, weight: 0, filters: (SOURCE_DEFINITIONS[source].defaultPoolFilters ?? {}) as Record<string, never> })),
  { source: 'favourites', weight: 0 },
]

export function sameMember(a: PoolMember, b: PoolMember): boolean {
  return a.source === b.source && (a.source !== 'folder' || (b.source === 'folder' && a.path === b.path))
}

/** Every source rotation could use: the saved pool's members first, then the others, off. */
export function candidateMembers(pool: readonly PoolMember[], folders: readonly string[]): PoolMember[] {
  const others = [...ONLINE_AND_FAVOURITES, ...folders.map((path): PoolMember => ({ source: 'folder', weight: 0, path }))]
  return [...pool, ...others.filter((candidate) => !pool.some((member) => sameMember(member, candidate)))]
}

/** The pool with one member's weight changed (added to it when it was not in it). */
export function withWeight(pool: readonly PoolMember[], member: PoolMember, weight: number): PoolMember[] {
  if (!pool.some((other) => sameMember(other, member))) return [...pool, { ...member, weight }]
  return pool.map((other) => (sameMember(other, member) ? { ...other, weight } : other))
}

/** The pool with an online member's least size set (or, with undefined, taken off). */
export function withMinSize(pool: readonly PoolMember[], member: PoolMember, minSize: string | undefined): PoolMember[] {
  return pool.map((other) => {
    if (!sameMember(other, member) || !('filters' in other)) return other
    const { minSize: _previous, ...rest } = other
    return (minSize === undefined ? rest : { ...rest, minSize }) as PoolMember
  })
}

/**
 * The least size of a source's pictures ("3840x2160"; empty for any), saved when it is left or Enter
 * is pressed; a text that is not a size stays with its message and is not saved.
 */
function MinSizeField({ label, minSize, onMinSize }: { label: string; minSize: string | undefined; onMinSize(minSize: string | undefined): void }) {
  const t = useT()
  const [draft, setDraft] = useState(minSize ?? '')
  useEffect(() => setDraft(minSize ?? ''), [minSize])
  const id = useId()
  const typed = draft.trim().replace(/\s*[×x]\s*/i, 'x')
  const problem = typed === '' || MinSizeSchema.safeParse(typed).success ? null : t('settings.pool.minProblem')
  const commit = () => {
    if (problem !== null || typed === (minSize ?? '')) return
    onMinSize(typed === '' ? undefined : typed)
  }
  return (
    <div className="pool-min-size">
      <label htmlFor={id}>{t('search.fit.min')}</label>
      <input
        id={id}
        value={draft}
        placeholder={t('settings.pool.anySize')}
        aria-label={t('settings.pool.minFor', { label })}
        aria-invalid={problem !== null}
        aria-describedby={problem === null ? undefined : `${id}-problem`}
        inputMode="text"
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault()
            commit()
          }
        }}
      />
      {problem !== null && (
        <span className="field-errors" id={`${id}-problem`}>
          {problem}
        </span>
      )}
    </div>
  )
}

function keyOf(member: PoolMember): string {
  return `${member.source}:${member.source === 'folder' ? member.path : ''}`
}

interface PoolFieldsProps {
  pool: readonly PoolMember[]
  folders: readonly string[]
  /** A change, given as what it does to the pool: two quick changes build on each other, not on the same saved pool. */
  onPool(change: (pool: readonly PoolMember[]) => PoolMember[]): void
}

export function PoolFields({ pool, folders, onPool }: PoolFieldsProps) {
  // A source switched off and on again comes back at the weight it had.
  const t = useT()
  const lastWeights = useRef(new Map<string, number>())
  const members = candidateMembers(pool, folders)
  const anyOn = members.some((member) => member.weight > 0)
  const shares = members.reduce((sum, member) => sum + member.weight, 0)

  return (
    <div className="pool" role="group" aria-labelledby="pool-heading">
      <h3 id="pool-heading">{t('settings.pool.heading')}</h3>
      <p className="field-hint">{t('settings.pool.hint')}</p>
      <ul className="pool-rows">
        {members.map((member) => {
          const key = keyOf(member)
          const on = member.weight > 0
          const label = member.source === 'folder' ? t('settings.pool.folder', { name: poolMemberLabel(member) }) : member.source === 'favourites' ? t('library.tab.favourites') : poolMemberLabel(member)
          return (
            <li key={key} className="pool-row" data-source={member.source} data-on={on}>
              <Switch
                className="switch"
                isSelected={on}
                onChange={(selected) => {
                  if (!selected) lastWeights.current.set(key, member.weight)
                  onPool((current) => withWeight(current, member, selected ? (lastWeights.current.get(key) ?? FIRST_WEIGHT) : 0))
                }}
              >
                <span className="switch-track" aria-hidden="true">
                  <span className="switch-thumb" />
                </span>
                <span className="switch-label" title={member.source === 'folder' ? member.path : undefined}>
                  {label}
                </span>
              </Switch>
              {on ? (
                <WeightSlider label={label} weight={member.weight} othersTotal={shares - member.weight} onWeight={(weight) => onPool((current) => withWeight(current, member, weight))} />
              ) : (
                <span className="weight-off">{t('settings.pool.notUsed')}</span>
              )}
              {on && 'filters' in member && (
                <MinSizeField label={label} minSize={member.minSize} onMinSize={(minSize) => onPool((current) => withMinSize(current, member, minSize))} />
              )}
            </li>
          )
        })}
      </ul>
      {!anyOn && (
        <p className="pool-note" role="status">
          {t('settings.pool.allOff')}
        </p>
      )}
    </div>
  )
}

/** How often one source is used, 1 to 10, with its share of the changes following the thumb. */
function WeightSlider({ label, weight, othersTotal, onWeight }: { label: string; weight: number; othersTotal: number; onWeight(weight: number): void }) {
  const t = useT()
  const [value, setValue] = useState(weight)
  useEffect(() => setValue(weight), [weight])
  const share = Math.round((value / (value + othersTotal)) * 100)
  return (
    <Slider className="weight" minValue={1} maxValue={Math.max(MOST_OFTEN, weight)} step={1} value={value} onChange={setValue} onChangeEnd={(end) => end !== weight && onWeight(end)}>
      <Label className="visually-hidden">{t('settings.pool.howOften', { label })}</Label>
      <SliderTrack className="weight-track">
        {({ state }) => (
          <>
            <span className="weight-fill" style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
            <SliderThumb className="weight-thumb" />
          </>
        )}
      </SliderTrack>
      <SliderOutput className="weight-output">{() => t('settings.pool.share', { share: share / 100 })}</SliderOutput>
    </Slider>
  )
}
