// One rotation step (docs/folders-and-rotation.md): for each display that gets a picture, draw a source from the
// pool by weight and a picture from it that passes the rules (src/main/core/rotation/screen.ts),
// then set it. Where the desktop sets each display on its own and "a different picture on each
// display" is on, each display gets its own picture fitted to it; where the desktop takes one
// picture for all, the pictures are drawn into one image spanning the displays. A source that fails
// (offline, rate-limited, no key) is left out and another drawn; when none can give a picture, the
// step stands in with the person's folders, favourites or the library — never the network — and
// says which. Nothing here keeps time: the scheduler (or `tapestry next`) calls it. A fault while
// picking throws before anything is set, so the current wallpaper stays.
import type { DisplayInfo, SetWallpaperResult } from '../../../shared/ipc'
import type { MediaItem } from '../../../shared/media'
import { drawPoolMember, poolMemberLabel, type PoolMember } from '../../../shared/rotation-pool'
import type { RotationSettings } from '../../../shared/settings'
import type { LaidOutDisplay } from '../displays/span-layout'
import type { SpanCrop } from '../images/compose-span'
import { spanTargets, type SpanTarget } from '../displays/span-targets'
import { NotFoundError, toErrorData } from '../errors/errors'
import { said, saidInTurn, saidOf, sentence, type Said } from '../i18n/sentence'
import type { RequestPlan } from '../http/http'
import { itemKey, type Library } from '../library/library'
import type { LocalFolders } from '../local-folders/local-folders'
import { pickFavourite, pickFromFolders, pickFromLibrary, type LibraryPick } from './library-picks'
import { isOnline, pickOnline, planOnlinePick } from './pick-online'
import { rotationFilter, screenFor, screenOf, type Acceptable, type Screen } from './screen'
import type { SourceClients } from '../sources/service'
import type { SpanPick } from '../actions/span-actions'
import type { SetOptions } from '../actions/wallpaper-actions'

export { rotationFilter } from './screen'

export interface RotationDeps {
  clients: () => SourceClients
  library: () => Library
  localFolders: () => LocalFolders
  displays: () => Promise<DisplayInfo[]>
  /** Whether this desktop sets each display on its own (else it takes one picture for all). */
  setsEachDisplay: () => Promise<boolean>
  setWallpaper: (item: MediaItem, options: SetOptions) => Promise<SetWallpaperResult>
  /** Each display its own picture, in one go where the desktop can. */
  setEach: (picks: readonly SpanPick[], options: Omit<SetOptions, 'display'>) => Promise<SetWallpaperResult[]>
  /** A picture already in the library, from its file: no network. */
  setFromLibrary: (libraryId: string, options: SetOptions) => Promise<SetWallpaperResult>
  /** One image of each display's picture, spanning the displays as laid out. */
  setSpanned: (picks: readonly SpanPick[], layout: readonly LaidOutDisplay[], options: { signal?: AbortSignal; crop?: SpanCrop }) => Promise<SetWallpaperResult>
  /** In [0, 1); injectable for tests. */
  random?: () => number
}

export interface DisplayPick extends LibraryPick {
  display: string
  /** The pool member it came from; null for a stand-in. */
  from: PoolMember | null
  /** Where a stand-in came from, when no source of the pool could give a picture. */
  standIn?: 'folders' | 'favourites' | 'library'
}

export interface RotationStepResult {
  /** What was set (on the first display, where each has its own). */
  item: MediaItem
  result: SetWallpaperResult
  picks: DisplayPick[]
  /** What the person should know: a source that failed, a stand-in that was used, a display that could not be set. */
  note: Said | null
}

/** Who gets a picture in this step: one (a display, or all), each display, or each drawn into one spanning image. */
type Targets = { kind: 'one'; display: string } | { kind: 'each'; displays: DisplayInfo[] } | { kind: 'span'; displays: SpanTarget[] }

async function targetsOf(deps: RotationDeps, rotation: RotationSettings, displays: readonly DisplayInfo[]): Promise<Targets> {
  const one: Targets = { kind: 'one', display: rotation.display }
  if (!rotation.perDisplay || displays.length < 2) return one
  if (await deps.setsEachDisplay()) {
    // Only the displays matched to the desktop's own; the others keep what they show.
    const settable = displays.filter((display) => display.problem === undefined)
    return settable.length >= 2 ? { kind: 'each', displays: settable } : one
  }
  const laidOut = spanTargets(displays)
  return laidOut ? { kind: 'span', displays: laidOut } : one
}

/** "From your favourites: Could not reach Wallhaven. …": where the stand-in came from first, as a tray line is short. */
function standInNote(failure: unknown, pick: DisplayPick): Said {
  return said('status.rotation.standIn', { from: pick.standIn ?? 'library', problem: saidOf(toErrorData(failure)) })
}

interface PickContext {
  deps: RotationDeps
  rotation: RotationSettings
  random: () => number
  signal: AbortSignal | undefined
  /** Keys of what this step already picked: no two displays get the same picture. */
  taken: Set<string>
}

async function pickFromMember(context: PickContext, member: PoolMember, screen: Screen | undefined): Promise<LibraryPick | null> {
  const { deps, rotation, random, signal, taken } = context
  const library = deps.library()
  const acceptable = rotationFilter(rotation, library, screen, { taken, fullSize: true, fresh: true })
  if (isOnline(member)) {
    const item = await pickOnline(member, { clients: deps.clients(), rotation, screen, acceptable: atLeast(member.minSize, acceptable), random, signal })
    return item ? { item } : null
  }
  if (member.source === 'favourites') return pickFavourite(library, acceptable, random, false)
  const exclude = new Set([...taken, ...library.recentIds(rotation.historyWindow).map((ref) => itemKey(ref.source, ref.id))])
  const item = await pickFromFolders(deps.localFolders(), { folders: [member.path], screen, acceptable, fullSize: true, exclude, random })
  return item ? { item } : null
}

/** When no source could give a picture: the folders, the favourites on this computer, then the library; fresh ones first. */
async function standIn(context: PickContext, screen: Screen | undefined): Promise<DisplayPick | null> {
  const { deps, rotation, random, taken } = context
  const library = deps.library()
  for (const fresh of [true, false]) {
    const acceptable = rotationFilter(rotation, library, screen, { taken, fullSize: false, fresh })
    const exclude = new Set([...taken, ...(fresh ? library.recentIds(rotation.historyWindow).map((ref) => itemKey(ref.source, ref.id)) : [])])
    const local = await pickFromFolders(deps.localFolders(), { screen, acceptable, fullSize: false, exclude, random })
    if (local) return { display: '', item: local, from: null, standIn: 'folders' }
    const favourite = pickFavourite(library, acceptable, random, true)
    if (favourite) return { display: '', ...favourite, from: null, standIn: 'favourites' }
    const kept = pickFromLibrary(library, acceptable, random)
    if (kept) return { display: '', ...kept, from: null, standIn: 'library' }
  }
  return null
}

interface Picked {
  pick: DisplayPick
  /** The first fault a source met while picking, when a stand-in was used. */
  failure: unknown
}

async function pickFor(context: PickContext, display: string, screen: Screen | undefined): Promise<Picked> {
  const skip = new Set<PoolMember>()
  let failure: unknown = null
  for (let member = drawPoolMember(context.rotation.pool, context.random); member; member = drawPoolMember(context.rotation.pool, context.random, skip)) {
    try {
      const picked = await pickFromMember(context, member, screen)
      if (picked) return { pick: { display, ...picked, from: member }, failure: null }
    } catch (error) {
      if (context.signal?.aborted) throw error
      failure ??= error
    }
    skip.add(member)
  }
  // Nothing new matched the filters: said so, never papered over with older pictures.
  if (failure === null) throw new NotFoundError(...sentence('error.rotation.nothingNew'))
  const stood = await standIn(context, screen)
  if (!stood) throw failure
  return { pick: { ...stood, display }, failure }
}

function setOne(deps: RotationDeps, pick: DisplayPick, options: SetOptions): Promise<SetWallpaperResult> {
  return pick.libraryId ? deps.setFromLibrary(pick.libraryId, options) : deps.setWallpaper(pick.item, options)
}

export async function runRotationStep(deps: RotationDeps, rotation: RotationSettings, signal?: AbortSignal): Promise<RotationStepResult> {
  const context: PickContext = { deps, rotation, random: deps.random ?? Math.random, signal, taken: new Set() }
  const displays = await deps.displays()
  const targets = await targetsOf(deps, rotation, displays)
  const notes: Said[] = []
  const choose = async (display: string, screen: Screen | undefined): Promise<DisplayPick> => {
    const { pick, failure } = await pickFor(context, display, screen)
    context.taken.add(itemKey(pick.item.source, pick.item.id))
    if (failure !== null) notes.push(standInNote(failure, pick))
    return pick
  }
  const note = () => saidInTurn(notes)

  if (targets.kind === 'one') {
    const pick = await choose(targets.display, screenFor(displays, targets.display))
    const result = await setOne(deps, pick, { display: targets.display, fit: rotation.fit, signal, displays })
    return { item: pick.item, result, picks: [pick], note: note() }
  }

  if (targets.kind === 'span') {
    const picks: DisplayPick[] = []
    for (const target of targets.displays) picks.push(await choose(target.display, screenOf(target.info)))
    const layout = targets.displays.map(({ display, bounds, scaleFactor, primary }) => ({ display, bounds, scaleFactor, primary }))
    const result = await deps.setSpanned(
      picks.map((pick) => ({ display: pick.display, item: pick.item, ...(pick.libraryId ? { libraryId: pick.libraryId } : {}) })),
      layout,
      { signal, crop: rotation.fit === 'smart' ? 'smart' : 'centre' },
    )
    return { item: (picks[0] as DisplayPick).item, result, picks, note: note() }
  }

  // Each display its own, set in one go: a display no picture could be found for keeps its own, and
  // is said; the step fails only when none could have one.
  const picks: DisplayPick[] = []
  let firstFailure: unknown = null
  for (const display of targets.displays) {
    try {
      picks.push(await choose(display.id, screenOf(display)))
    } catch (error) {
      if (signal?.aborted) throw error
      firstFailure ??= error
      notes.push(said('status.rotation.keptPicture', { display: display.name, problem: saidOf(toErrorData(error)) }))
    }
  }
  const first = picks[0]
  if (!first) throw firstFailure
  const results = await deps.setEach(
    picks.map((pick) => ({ display: pick.display, item: pick.item, ...(pick.libraryId ? { libraryId: pick.libraryId } : {}) })),
    { fit: rotation.fit, signal, displays },
  )
  return { item: first.item, result: results[0] as SetWallpaperResult, picks, note: note() }
}

/** The first request a step would send, for `tapestry next --dry-run`: the heaviest online source's. */
export async function planRotationStep(deps: Pick<RotationDeps, 'clients' | 'displays'>, rotation: RotationSettings): Promise<RequestPlan> {
  const online = rotation.pool.filter(isOnline).filter((member) => member.weight > 0)
  const member = [...online].sort((a, b) => b.weight - a.weight)[0]
  if (!member) {
    const names = rotation.pool.filter((candidate) => candidate.weight > 0).map(poolMemberLabel)
    throw new NotFoundError(`Rotation draws only from ${names.join(', ') || 'nothing'}: no request would be sent.`)
  }
  return planOnlinePick(deps.clients(), member, rotation, screenFor(await deps.displays(), rotation.display))
}

/** `acceptable`, and at least `minSize` ("WxH", the pool member's) where the picture's size is known. */
function atLeast(minSize: string | undefined, acceptable: Acceptable): Acceptable {
  if (minSize === undefined) return acceptable
  const [width, height] = minSize.split('x').map(Number) as [number, number]
  return (item) => acceptable(item) && (!item.sizeKnown || (item.width >= width && item.height >= height))
}
