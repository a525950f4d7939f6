// The BUILT preload (out/preload/index.cjs): one CommonJS file that requires only `electron` (a
// sandboxed preload can load nothing else), exposing one function per contract operation and `on`.
import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { OPERATIONS } from '../../src/shared/ipc'

const source = readFileSync('out/preload/index.cjs', 'utf8')

function loadPreload(argv: readonly string[] = []) {
  const exposed: Record<string, unknown> = {}
  const invoked: unknown[][] = []
  const listeners = new Map<string, (event: unknown, payload: unknown) => void>()
  const electron = {
    contextBridge: { exposeInMainWorld: (key: string, api: unknown) => (exposed[key] = api) },
    ipcRenderer: {
      invoke: (...args: unknown[]) => {
        invoked.push(args)
        return Promise.resolve({ ok: true, value: null })
      },
      on: (channel: string, listener: (event: unknown, payload: unknown) => void) => listeners.set(channel, listener),
      removeListener: (channel: string) => listeners.delete(channel),
    },
  }
  const required: string[] = []
  const module = { exports: {} }
  runInNewContext(source, {
    require: (name: string) => {
      required.push(name)
      if (name === 'electron') return electron
      throw new Error(`a sandboxed preload cannot require ${name}`)
    },
    module,
    exports: module.exports,
    console,
    // A sandboxed preload's process has argv, with webPreferences.additionalArguments at its end.
    process: { argv: ['/opt/Tapestry/tapestry', '--type=renderer', ...argv] },
  })
  return { api: exposed['api'] as Record<string, (...args: unknown[]) => unknown>, exposed, invoked, listeners, required }
}

describe('out/preload/index.cjs', () => {
  it('is one CommonJS file that requires only electron', () => {
    const { required } = loadPreload()
    expect(required).toEqual(['electron'])
  })

  it('exposes window.api only: one function per operation, on, and that the app has a folder picker', () => {
    const { api, exposed } = loadPreload()
    expect(Object.keys(exposed)).toEqual(['api'])
    expect(Object.keys(api).sort()).toEqual([...Object.keys(OPERATIONS), 'on', 'folderPicker', 'systemLanguages'].sort())
    expect(api['folderPicker']).toBe(true)
    expect(api).not.toHaveProperty('ipcRenderer')
  })

  it('gives the window the system languages the main process passed in its arguments, none when it passed none', () => {
    expect(loadPreload(['--tapestry-system-languages=fi,de-AT,de']).api['systemLanguages']).toEqual(['fi', 'de-AT', 'de'])
    expect(loadPreload(['--tapestry-system-languages=', '--enable-sandbox']).api['systemLanguages']).toEqual([])
    expect(loadPreload([]).api['systemLanguages']).toEqual([])
  })

  it('invokes the operation by name with its input and the request id that can cancel it', async () => {
    const { api, invoked } = loadPreload()
    await api['search']?.({ source: 'wallhaven', params: {} }, { requestId: 'r1-abc', signal: 'not passed on' })
    await api['displays']?.()
    await api['cancel']?.({ requestId: 'r1-abc' })
    expect(invoked).toEqual([
      ['search', { source: 'wallhaven', params: {} }, 'r1-abc'],
      ['displays', undefined, undefined],
      ['cancel', { requestId: 'r1-abc' }, undefined],
    ])
  })

  it('carries no schema library: the contract is read for its names only (a few kilobytes)', () => {
    expect(source).not.toMatch(/ZodError|zod/)
    expect(source.length).toBeLessThan(8 * 1024)
  })

  it('subscriptions pass only the payload and return an unsubscribe function', () => {
    const { api, listeners } = loadPreload()
    const received: unknown[] = []
    const unsubscribe = api['on']?.('library.changed', (payload: unknown) => received.push(payload)) as () => void
    listeners.get('event:library.changed')?.({ sender: 'electron event object' }, { what: 'history' })
    expect(received).toEqual([{ what: 'history' }])
    unsubscribe()
    expect(listeners.has('event:library.changed')).toBe(false)
    expect(() => api['on']?.('not.an.event', () => undefined)).toThrow()
  })
})
