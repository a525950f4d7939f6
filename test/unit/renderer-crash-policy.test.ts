// A crashed window is reloaded once; a second crash soon after is told, not reloaded in a loop.
import { describe, expect, it } from 'vitest'
import { createRendererCrashPolicy, rendererGoneLine } from '../../src/main/core/shell/renderer-crash-policy'

describe('renderer crash policy', () => {
  it('reloads after the first crash and tells the person after a second one soon after', () => {
    let now = 1_000_000
    const policy = createRendererCrashPolicy(() => now)
    expect(policy.onGone('crashed')).toBe('reload')
    now += 30_000
    expect(policy.onGone('oom')).toBe('tell')
    now += 1_000
    expect(policy.onGone('killed')).toBe('tell')
  })

  it('ignores a clean exit (the window closing)', () => {
    const policy = createRendererCrashPolicy(() => 0)
    expect(policy.onGone('clean-exit')).toBe('ignore')
    expect(policy.onGone('crashed')).toBe('reload')
  })

  it('forgives a crash long after the last reload, and starts afresh with a new window', () => {
    let now = 0
    const policy = createRendererCrashPolicy(() => now)
    expect(policy.onGone('crashed')).toBe('reload')
    now += 11 * 60_000
    expect(policy.onGone('crashed')).toBe('reload')
    now += 1_000
    policy.reset()
    expect(policy.onGone('crashed')).toBe('reload')
  })

  it('logs the reason and exit code', () => {
    expect(rendererGoneLine('oom', -536870904, 'reload')).toBe("The window's renderer process went away (oom, exit code -536870904): reloading the window once.")
  })
})
