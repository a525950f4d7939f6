// One writer of the shared-data-folder test: `count` operations in a seeded order, each reported
// as an acknowledgement once the core answered. Favourites and blocks use this writer's own ids, so
// the test can replay each writer's acknowledgements and know what must be there.
import type { App } from '../../../src/main/core/app/app'
import { invokeOperation } from '../../../src/main/core/operations/operations'
import type { MediaItem } from '../../../src/shared/media'
import { bareItem } from '../../support/media-item'

export interface WorkerAck {
  worker: string
  op: string
  ok: boolean
  id?: string
  libraryId?: string
  setAt?: string
  message?: string
}

/** mulberry32: the same seed, the same operations. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const OPERATIONS = ['set', 'set', 'refuse', 'next', 'favourite', 'favourite', 'unfavourite', 'block', 'block', 'unblock'] as const

export async function runWorker(app: App, name: string, count: number, seed: number, report: (ack: WorkerAck) => void): Promise<void> {
  const next = random(seed)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T
  const search = await invokeOperation(app.handlers, 'search', { source: 'wallhaven', params: { page: Math.ceil(next() * 5) } })
  if (!search.ok) throw new Error(`search failed: ${search.error.message}`)
  const pool = search.value.items
  const favourites: string[] = []
  const blocked: string[] = []
  const own = (kind: string, n: number): MediaItem => bareItem(`${name}-${kind}${n}`, 'https://w.wallhaven.cc/full/own.jpg')

  for (let n = 0; n < count; n++) {
    const op = pick(OPERATIONS)
    switch (op) {
      case 'set':
      case 'refuse': {
        // The fake desktop refuses a display called "fail-on-purpose", as a real one can refuse a picture.
        const display = op === 'refuse' ? 'fail-on-purpose' : pick(['all', '0'])
        const result = await invokeOperation(app.handlers, 'setWallpaper', { item: pick(pool), display })
        report(result.ok ? { worker: name, op, ok: true, libraryId: result.value.libraryId, setAt: result.value.setAt } : { worker: name, op, ok: false, message: result.error.message })
        break
      }
      case 'next': {
        try {
          const { result } = await app.rotationStep()
          report({ worker: name, op, ok: true, libraryId: result.libraryId, setAt: result.setAt })
        } catch (error) {
          report({ worker: name, op, ok: false, message: String(error) })
        }
        break
      }
      case 'favourite':
      case 'block': {
        const item = own(op, n)
        const result = op === 'favourite' ? await invokeOperation(app.handlers, 'library.addFavourite', { item }) : await invokeOperation(app.handlers, 'library.block', { item })
        if (result.ok) (op === 'favourite' ? favourites : blocked).push(item.id)
        report({ worker: name, op, ok: result.ok, id: item.id })
        break
      }
      case 'unfavourite':
      case 'unblock': {
        const list = op === 'unfavourite' ? favourites : blocked
        const id = list.splice(Math.floor(next() * list.length), 1)[0]
        if (id === undefined) break
        const ref = { source: 'wallhaven', id }
        const result = op === 'unfavourite' ? await invokeOperation(app.handlers, 'library.removeFavourite', ref) : await invokeOperation(app.handlers, 'library.unblock', ref)
        report({ worker: name, op, ok: result.ok, id })
        break
      }
    }
  }
}
