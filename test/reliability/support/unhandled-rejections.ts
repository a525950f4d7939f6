// Collects every promise rejection nobody handled while a test file runs, so a test can say "none
// happened" instead of hoping vitest notices (it reports them after the file, not per test).

export interface RejectionWatch {
  /** The reasons seen so far, oldest first. */
  readonly seen: readonly unknown[]
  /** Lets pending microtasks and I/O callbacks run, then returns what was seen. */
  settle(): Promise<readonly unknown[]>
  stop(): void
}

export function watchUnhandledRejections(): RejectionWatch {
  const seen: unknown[] = []
  const listener = (reason: unknown) => {
    seen.push(reason)
  }
  process.on('unhandledRejection', listener)
  return {
    seen,
    async settle() {
      // Node reports an unhandled rejection after the microtask queue drains; two turns of the
      // event loop are enough for anything a finished call left behind.
      await new Promise((resolve) => setImmediate(resolve))
      await new Promise((resolve) => setImmediate(resolve))
      return seen
    },
    stop() {
      process.off('unhandledRejection', listener)
    },
  }
}
