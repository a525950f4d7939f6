import { describe, expect, it, vi } from 'vitest'
import type { OperationHandlers } from '../../../src/main/core/operations/operations'
import { OPERATIONS, type OperationName } from '../../../src/shared/ipc'

// The wrapper's module imports ipcMain; the tests hand it a recording registry instead.
vi.mock('electron', () => ({ ipcMain: { handle: () => undefined } }))
const { registerOperations, sendEvent } = await import('../../../src/main/electron/ipc')

const page = { webContentsId: 1, rendererUrl: 'file:///app/out/renderer/index.html' }
const fromWindow = { senderFrame: { url: 'file:///app/out/renderer/index.html', parent: null }, sender: { id: 1 } }
const fromSubFrame = { senderFrame: { url: 'file:///app/out/renderer/index.html', parent: {} }, sender: { id: 1 } }

/** Inputs no operation accepts. */
const BAD_INPUTS: unknown[] = [42, 'text', [], { unexpected: true }, { source: 'flickr' }]

function setup() {
  const calls: string[] = []
  const handlers = Object.fromEntries(
    (Object.keys(OPERATIONS) as OperationName[]).map((name) => [
      name,
      async () => {
        calls.push(name)
        return []
      },
    ]),
  ) as unknown as OperationHandlers
  const registered = new Map<string, (event: unknown, input: unknown) => Promise<unknown>>()
  const names = registerOperations(handlers, () => page, { handle: (channel, listener) => registered.set(channel, listener as never) })
  return { calls, registered, names }
}

describe('handle(): every operation through one wrapper', () => {
  it('registers every contract operation, and nothing else', () => {
    const { registered, names } = setup()
    expect([...registered.keys()].sort()).toEqual(Object.keys(OPERATIONS).sort())
    expect(names.sort()).toEqual(Object.keys(OPERATIONS).sort())
  })

  it('rejects bad input for every operation as validation, without calling the handler', async () => {
    const { registered, calls } = setup()
    for (const [name, listener] of registered) {
      for (const input of BAD_INPUTS) {
        if (OPERATIONS[name as OperationName].input.safeParse(input).success) continue
        expect(await listener(fromWindow, input)).toMatchObject({ ok: false, error: { kind: 'validation' } })
      }
    }
    expect(calls).toEqual([])
  })

  it('refuses a sender that is not our window main frame', async () => {
    const { registered, calls } = setup()
    const listener = registered.get('displays') as (event: unknown, input: unknown) => Promise<unknown>
    expect(await listener(fromSubFrame, undefined)).toMatchObject({ ok: false, error: { kind: 'blocked' } })
    expect(await listener({ senderFrame: null, sender: { id: 1 } }, undefined)).toMatchObject({ ok: false, error: { kind: 'blocked' } })
    expect(calls).toEqual([])
    expect(await listener(fromWindow, undefined)).toEqual({ ok: true, value: [] })
    expect(calls).toEqual(['displays'])
  })

  it('a request with an id is cancelled by `cancel` with that id: the handler sees its signal abort', async () => {
    const seen: { aborted: boolean }[] = []
    const handlers = {
      search: (_input: unknown, { signal }: { signal?: AbortSignal }) =>
        new Promise((resolve) => {
          seen.push({ aborted: signal?.aborted ?? false })
          signal?.addEventListener('abort', () => resolve({ items: [], next: null, total: 0, seed: null }))
        }),
      cancel: async () => ({ cancelled: false }),
    } as unknown as OperationHandlers
    const registered = new Map<string, (event: unknown, input: unknown, requestId?: unknown) => Promise<unknown>>()
    registerOperations(handlers, () => page, { handle: (channel, listener) => registered.set(channel, listener as never) })
    const search = registered.get('search') as (event: unknown, input: unknown, requestId?: unknown) => Promise<unknown>
    const cancel = registered.get('cancel') as (event: unknown, input: unknown) => Promise<unknown>
    const running = search(fromWindow, { source: 'wallhaven', params: {} }, 'r1-first')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(seen).toEqual([{ aborted: false }])
    // Another page cannot cancel it; an unknown id cancels nothing.
    expect(await cancel(fromSubFrame, { requestId: 'r1-first' })).toMatchObject({ ok: false, error: { kind: 'blocked' } })
    expect(await cancel(fromWindow, { requestId: 'r2-other' })).toEqual({ ok: true, value: { cancelled: false } })
    expect(await cancel(fromWindow, { requestId: 'r1-first' })).toEqual({ ok: true, value: { cancelled: true } })
    await expect(running).resolves.toMatchObject({ ok: true })
    // A request id that is not one is ignored: the request runs, uncancellable.
    expect(await cancel(fromWindow, { requestId: '../../etc' })).toMatchObject({ ok: false, error: { kind: 'validation' } })
  })

  it('sends events checked against the contract, and never to a closed window', () => {
    const sent: unknown[][] = []
    const contents = { send: (...args: unknown[]) => sent.push(args), isDestroyed: () => false }
    sendEvent(contents, 'library.changed', { what: 'favourites' })
    expect(sent).toEqual([['event:library.changed', { what: 'favourites' }]])
    const logged: string[] = []
    sendEvent(contents, 'library.changed', { what: 'nonsense' } as never, (line) => logged.push(line))
    expect(logged).toEqual(['Tapestry did not send a library.changed event that does not match the contract.'])
    sendEvent({ send: () => sent.push(['closed']), isDestroyed: () => true }, 'library.changed', { what: 'history' })
    expect(sent).toHaveLength(1)
  })
})
