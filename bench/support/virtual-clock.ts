// A clock that a benchmark moves forward by hand, read through Date.now() and performance.now()
// (what Wallhaven's 45-a-minute limiter and the Wallhaven fake's own window read). Timers are left
// real: nothing that is measured waits on one, so only the clock needs to move.

export interface VirtualClock {
  /** Moves both clocks forward by `ms`. */
  advance(ms: number): void
  /** The real performance.now(), for timing what runs under the virtual clock. */
  realNow(): number
  restore(): void
}

export function installVirtualClock(): VirtualClock {
  const realDateNow = Date.now.bind(Date)
  const realPerformanceNow = performance.now.bind(performance)
  let offset = 0
  Date.now = () => realDateNow() + offset
  performance.now = () => realPerformanceNow() + offset
  return {
    advance(ms) {
      offset += ms
    },
    realNow: realPerformanceNow,
    restore() {
      Date.now = realDateNow
      performance.now = realPerformanceNow
    },
  }
}
