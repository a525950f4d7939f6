import { describe, expect, it } from 'vitest'
import { SharedTransfers } from '../../../src/main/core/downloads/shared-transfers'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('SharedTransfers', () => {
  it('starts one transfer for concurrent callers of a key and shares progress', async () => {
    const transfers = new SharedTransfers<string, number>()
    const gate = deferred<string>()
    let starts = 0
    const seen: number[][] = [[], []]
    const start = async ({ progress }: { progress: (event: number) => void }) => {
      starts += 1
      progress(50)
      return gate.promise
    }
    const first = transfers.run('k', start, { onProgress: (event) => seen[0]?.push(event) })
    const second = transfers.run('k', start, { onProgress: (event) => seen[1]?.push(event) })
    await Promise.resolve()
    gate.resolve('done')
    expect(await Promise.all([first, second])).toEqual(['done', 'done'])
    expect(starts).toBe(1)
    expect(seen).toEqual([[50], [50]])
    expect(transfers.size).toBe(0)
  })

  it('aborts the transfer only when the last caller cancels, after it has cleaned up', async () => {
    const transfers = new SharedTransfers<string, number>()
    const events: string[] = []
    const start = ({ signal }: { signal: AbortSignal }) =>
      new Promise<string>((_resolve, reject) => {
        signal.addEventListener('abort', () => {
          setTimeout(() => {
            events.push('cleaned up')
            reject(signal.reason)
          }, 10)
        })
      })
    const a = new AbortController()
    const b = new AbortController()
    const first = transfers.run('k', start, { signal: a.signal })
    const second = transfers.run('k', start, { signal: b.signal })
    a.abort()
    await expect(first).rejects.toMatchObject({ name: 'AbortError' })
    expect(events).toEqual([])
    b.abort()
    await expect(second).rejects.toMatchObject({ name: 'AbortError' })
    expect(events).toEqual(['cleaned up'])
  })

  it('starts afresh after a failure and refuses an already aborted signal at once', async () => {
    const transfers = new SharedTransfers<string, number>()
    await expect(transfers.run('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await transfers.run('k', () => Promise.resolve('ok'))).toBe('ok')
    await expect(transfers.run('k', () => Promise.resolve('never'), { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    })
  })
})
