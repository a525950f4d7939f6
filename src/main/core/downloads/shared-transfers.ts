// Requests for the same file while it is being fetched share one transfer: one request at the
// server, one temporary file. Each caller keeps its own cancellation and progress; the transfer
// itself is cancelled only when every caller has gone.

export interface TransferContext<P> {
  /** Aborted when the last caller has cancelled. */
  signal: AbortSignal
  /** Sends progress to every caller still waiting. */
  progress(event: P): void
}

export interface JoinOptions<P> {
  signal?: AbortSignal | undefined
  onProgress?: ((event: P) => void) | undefined
}

interface Transfer<T, P> {
  controller: AbortController
  promise: Promise<T>
  listeners: Set<(event: P) => void>
  callers: number
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The download was cancelled.', 'AbortError')
}

export class SharedTransfers<T, P> {
  private readonly running = new Map<string, Transfer<T, P>>()

  /** Transfers under way, for tests and diagnostics. */
  get size(): number {
    return this.running.size
  }

  /** Joins the transfer running under `key`, or starts one with `start`. */
  run(key: string, start: (context: TransferContext<P>) => Promise<T>, options: JoinOptions<P> = {}): Promise<T> {
    const { signal } = options
    if (signal?.aborted) return Promise.reject(abortReason(signal))
    let transfer = this.running.get(key)
    if (!transfer) {
      const controller = new AbortController()
      const listeners = new Set<(event: P) => void>()
      const context: TransferContext<P> = {
        signal: controller.signal,
        progress: (event) => {
          for (const listener of listeners) {
            try {
              listener(event)
            } catch {
              // A caller's progress handler must not break the transfer everyone shares.
            }
          }
        },
      }
      const created: Transfer<T, P> = { controller, listeners, callers: 0, promise: Promise.resolve().then(() => start(context)) }
      // Every caller may have left; the outcome must not become an unhandled rejection.
      created.promise.catch(() => undefined)
      void created.promise.finally(() => {
        if (this.running.get(key) === created) this.running.delete(key)
      }).catch(() => undefined)
      this.running.set(key, created)
      transfer = created
    }
    return this.join(key, transfer, options)
  }

  private join(key: string, transfer: Transfer<T, P>, { signal, onProgress }: JoinOptions<P>): Promise<T> {
    transfer.callers += 1
    const listener = onProgress && ((event: P) => onProgress(event))
    if (listener) transfer.listeners.add(listener)
    return new Promise<T>((resolve, reject) => {
      let settled = false
      const leave = () => {
        settled = true
        signal?.removeEventListener('abort', onAbort)
        if (listener) transfer.listeners.delete(listener)
        transfer.callers -= 1
      }
      const onAbort = () => {
        if (settled || !signal) return
        leave()
        const reason = abortReason(signal)
        if (transfer.callers > 0) {
          reject(reason)
          return
        }
        // Later callers start afresh instead of joining a transfer that is being cancelled.
        if (this.running.get(key) === transfer) this.running.delete(key)
        transfer.controller.abort(reason)
        // The last caller hears of the cancellation once the transfer has cleaned up after itself.
        const rejectWithReason = () => reject(reason)
        transfer.promise.then(rejectWithReason, rejectWithReason)
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      transfer.promise.then(
        (value) => {
          if (settled) return
          leave()
          resolve(value)
        },
        (error: unknown) => {
          if (settled) return
          leave()
          reject(error)
        },
      )
    })
  }
}
