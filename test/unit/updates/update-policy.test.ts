// The update policy on a clock of its own and a feed the test answers for: when it checks, what it
// says (once), what it never does (download unasked), and what the tray shows at each step.
import { describe, expect, it } from 'vitest'
import { CHECK_EVERY_MS, FIRST_CHECK_DELAY_MS, createUpdatePolicy, type UpdateFeed, type UpdateMemory, type UpdateNotice } from '../../../src/main/core/updates/update-policy'
import { updateMenuItems } from '../../../src/main/core/updates/update-menu'
import type { UpdateAbility } from '../../../src/main/core/updates/install-channel'

const T0 = Date.parse('2026-11-26T09:00:00.000Z')

/** A clock whose timers run when the test moves it on. */
function testClock() {
  let now = T0
  const timers = new Map<number, { at: number; run: () => void }>()
  let next = 1
  return {
    now: () => now,
    setTimeout: (run: () => void, ms: number) => (timers.set(next, { at: now + ms, run }), next++),
    clearTimeout: (handle: unknown) => void timers.delete(handle as number),
    pending: () => [...timers.values()].map((timer) => timer.at - now),
    async advance(ms: number) {
      const until = now + ms
      for (;;) {
        const due = [...timers.entries()].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0]
        if (!due) break
        timers.delete(due[0])
        now = due[1].at
        due[1].run()
        // Let the check's promises settle before the next timer.
        for (let i = 0; i < 20; i++) await Promise.resolve()
      }
      now = until
    },
  }
}

type Answer = string | null | Error
function setUp(options: { answers?: Answer[]; download?: () => Promise<void>; ability?: UpdateAbility; choice?: boolean | null; memory?: UpdateMemory } = {}) {
  const clock = testClock()
  const answers = [...(options.answers ?? [])]
  const calls: string[] = []
  const feed: UpdateFeed = {
    async check() {
      calls.push('check')
      const answer = answers.length > 1 ? answers.shift() : answers[0]
      if (answer instanceof Error) throw answer
      return answer ?? null
    },
    async download(progress) {
      calls.push('download')
      progress(42)
      await (options.download ?? (async () => undefined))()
    },
    install: () => void calls.push('install'),
  }
  let memory: UpdateMemory = options.memory ?? { lastCheckAt: null, toldVersion: null }
  const told: UpdateNotice[] = []
  const logged: string[] = []
  let changes = 0
  let choice = options.choice ?? null
  const policy = createUpdatePolicy({
    feed,
    ability: options.ability ?? { canUpdate: true },
    currentVersion: '1.0.0',
    choice: () => choice,
    memory: { read: () => memory, write: (next) => void (memory = next) },
    clock,
    tell: (notice) => void told.push(notice),
    log: { info: (line) => void logged.push(`info ${line}`), warn: (line) => void logged.push(`warn ${line}`) },
    changed: () => void changes++,
  })
  return {
    policy,
    clock,
    calls,
    told,
    logged,
    memory: () => memory,
    changes: () => changes,
    choose: (value: boolean | null) => void (choice = value),
    items: () => updateMenuItems(policy.status()).map((item) => item.label),
  }
}

const refused = Object.assign(new Error('sha512 checksum mismatch, expected abc, got def'), { code: 'ERR_CHECKSUM_MISMATCH' })
const refusedConnection = new Error('net::ERR_CONNECTION_REFUSED')

describe('the daily check', () => {
  it('waits after the start, then checks once a day', async () => {
    const subject = setUp({ answers: [null] })
    subject.policy.start()
    expect(subject.clock.pending()).toEqual([FIRST_CHECK_DELAY_MS])
    await subject.clock.advance(FIRST_CHECK_DELAY_MS)
    expect(subject.calls).toEqual(['check'])
    expect(subject.clock.pending()).toEqual([CHECK_EVERY_MS])
    await subject.clock.advance(CHECK_EVERY_MS)
    expect(subject.calls).toEqual(['check', 'check'])
  })

  it('a start within a day of the last check waits for the rest of the day', () => {
    const subject = setUp({ memory: { lastCheckAt: new Date(T0 - 6 * 3600_000).toISOString(), toldVersion: null } })
    subject.policy.start()
    expect(subject.clock.pending()).toEqual([CHECK_EVERY_MS - 6 * 3600_000])
  })

  it('a newer version: said once, with Download in the tray, and nothing downloaded', async () => {
    const subject = setUp({ answers: ['1.2.3'] })
    subject.policy.start()
    await subject.clock.advance(FIRST_CHECK_DELAY_MS + CHECK_EVERY_MS)
    expect(subject.calls).toEqual(['check', 'check'])
    expect(subject.told.map((notice) => notice.title)).toEqual(['Tapestry 1.2.3 is available'])
    expect(subject.told[0]?.action).toBe('download')
    expect(subject.items()).toEqual(['Download Tapestry 1.2.3'])
    expect(subject.memory().toldVersion).toBe('1.2.3')
  })

  it('a version told of before this start is not said again; a newer one is', async () => {
    const subject = setUp({ answers: ['1.2.3', '1.3.0'], memory: { lastCheckAt: null, toldVersion: '1.2.3' } })
    subject.policy.start()
    await subject.clock.advance(FIRST_CHECK_DELAY_MS)
    expect(subject.told).toEqual([])
    expect(subject.items()).toEqual(['Download Tapestry 1.2.3'])
    await subject.clock.advance(CHECK_EVERY_MS)
    expect(subject.told.map((notice) => notice.title)).toEqual(['Tapestry 1.3.0 is available'])
  })

  it('the same or an older version (the feed answers null): nothing said', async () => {
    const subject = setUp({ answers: [null] })
    subject.policy.start()
    await subject.clock.advance(FIRST_CHECK_DELAY_MS)
    expect(subject.told).toEqual([])
    expect(subject.items()).toEqual(['Check for updates'])
  })

  it('an unreachable feed: one plain sentence in the log for a week of failures, no notification, and a try each day', async () => {
    const subject = setUp({ answers: [refusedConnection] })
    subject.policy.start()
    await subject.clock.advance(FIRST_CHECK_DELAY_MS + 6 * CHECK_EVERY_MS)
    expect(subject.calls).toHaveLength(7)
    expect(subject.told).toEqual([])
    expect(subject.logged.filter((line) => line.startsWith('warn'))).toEqual(['warn Tapestry could not reach its update server to check for a new version; it will try again tomorrow.'])
    expect(subject.policy.status().problem).toMatch(/could not reach its update server/)
    expect(subject.memory().lastCheckAt).toBe(new Date(subject.clock.now()).toISOString())
  })

  it('a failure said, then a success, then a failure again: said again (a new outage)', async () => {
    const subject = setUp({ answers: [refusedConnection, null, refusedConnection] })
    subject.policy.start()
    await subject.clock.advance(FIRST_CHECK_DELAY_MS + 2 * CHECK_EVERY_MS)
    expect(subject.logged.filter((line) => line.startsWith('warn'))).toHaveLength(2)
  })

  it('turned off: no check; turned on again: scheduled at once', async () => {
    const subject = setUp({ answers: [null], choice: false })
    subject.policy.start()
    expect(subject.clock.pending()).toEqual([])
    expect(subject.policy.status().checking).toBe(false)
    subject.choose(true)
    subject.policy.settingsChanged()
    expect(subject.clock.pending()).toHaveLength(1)
    expect(subject.policy.status().checking).toBe(true)
  })

  it('where the package cannot update itself: never checks, whatever the setting, and says why', async () => {
    const subject = setUp({ answers: ['1.2.3'], choice: true, ability: { canUpdate: false, detail: 'Installed from a .deb package.' } })
    subject.policy.start()
    await subject.policy.checkNow()
    await subject.clock.advance(10 * CHECK_EVERY_MS)
    expect(subject.calls).toEqual([])
    expect(subject.policy.status()).toMatchObject({ canUpdate: false, checking: false, detail: 'Installed from a .deb package.' })
    expect(subject.items()).toEqual([])
  })
})

describe('Download and Restart to update', () => {
  it('downloads only when asked, then offers Restart to update, which installs', async () => {
    const subject = setUp({ answers: ['1.2.3'] })
    await subject.policy.checkNow()
    expect(subject.calls).toEqual(['check'])
    subject.policy.restart()
    expect(subject.calls).toEqual(['check'])
    await subject.policy.download()
    expect(subject.items()).toEqual(['Restart to update to 1.2.3'])
    expect(subject.told.map((notice) => [notice.title, notice.action])).toEqual([
      ['Tapestry 1.2.3 is available', 'download'],
      ['Tapestry 1.2.3 is ready', 'restart'],
    ])
    // A check while one is ready finds nothing new to say.
    await subject.policy.checkNow()
    expect(subject.calls).toEqual(['check', 'download'])
    subject.policy.restart()
    expect(subject.calls).toEqual(['check', 'download', 'install'])
  })

  it('shows the download going in the tray', async () => {
    let finish = () => undefined as void
    const subject = setUp({ answers: ['1.2.3'], download: () => new Promise<void>((resolve) => (finish = resolve)) })
    await subject.policy.checkNow()
    const downloading = subject.policy.download()
    await Promise.resolve()
    expect(subject.items()).toEqual(['Downloading Tapestry 1.2.3… 40%'])
    finish()
    await downloading
    expect(subject.items()).toEqual(['Restart to update to 1.2.3'])
  })

  it('a bad checksum: refused, Download offered again, said once however often it fails', async () => {
    const subject = setUp({ answers: ['1.2.3'], download: async () => Promise.reject(refused) })
    await subject.policy.checkNow()
    await subject.policy.download()
    await subject.policy.download()
    const failed = subject.told.filter((notice) => notice.kind === 'failed')
    expect(failed).toEqual([{ kind: 'failed', title: 'Tapestry 1.2.3 was not installed', body: 'Tapestry 1.2.3 was refused: the downloaded file did not match the checksum its release published, so nothing was installed.', action: null }])
    expect(subject.items()).toEqual(['Download Tapestry 1.2.3'])
    subject.policy.restart()
    expect(subject.calls).not.toContain('install')
    expect(JSON.stringify([subject.told, subject.logged])).not.toMatch(/abc|def|\bat\s/)
  })
})
