// Citizenship, counted at the fakes: Wallhaven never gets more than 45 calls in any 60 s, even
// under a burst of 200 searches through the app; Unsplash's download_location is called exactly
// once per set or download (never for searching, looking or failing); every call to Reddit's OAuth
// host carries a bearer token Reddit issued, and raw_json=1.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { COMMANDS } from '../../src/main/cli/commands'
import { createCliContext } from '../../src/main/cli/create-context'
import { runCli } from '../../src/main/cli/run'
import type { MediaItem } from '../../src/shared/media'
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'
import { RECORDER, startReliabilityApp, type ReliabilityApp } from './support/reliability-app'

let fakes: AllFakes
let root: string
let subject: ReliabilityApp

beforeAll(async () => {
  fakes = await startAllFakes()
  root = await mkdtemp(path.join(tmpdir(), 'tapestry-citizen-'))
})
afterAll(async () => {
  await fakes.stop()
  await rm(root, { recursive: true, force: true })
})
beforeEach(async () => {
  fakes.reset()
  subject = await startReliabilityApp(fakes, root)
})
afterEach(() => subject.app.dispose())

async function value<T>(result: Promise<{ ok: true; value: T } | { ok: false; error: { kind: string; message: string } }>): Promise<T> {
  const answer = await result
  if (!answer.ok) throw new Error(`${answer.error.kind}: ${answer.error.message}`)
  return answer.value
}

/**
 * Spins on setImmediate (left real) until `condition` holds, so sockets make progress while the
 * faked clock stands still.
 */
async function untilRealIo(condition: () => boolean): Promise<void> {
  for (let spins = 0; !condition(); spins++) {
    if (spins > 500_000) throw new Error('real I/O did not settle')
    await new Promise((resolve) => setImmediate(resolve))
  }
}

describe('Wallhaven: at most 45 calls in any 60 s', () => {
  it('holds a burst of 200 searches through the app to 45 a minute at the fake, and every search completes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] })
    try {
      const started = Date.now()
      let done = 0
      let failed = 0
      const searches = Array.from({ length: 200 }, (_, index) =>
        subject
          .call('search', { source: 'wallhaven', params: { page: (index % 10) + 1 } })
          .then((result) => {
            if (!result.ok) failed += 1
          })
          .finally(() => {
            done += 1
          }),
      )
      // Real sockets, a fake clock: let every search the limiter released reach the fake and finish
      // over real I/O, then move the clock on to the limiter's next release. A 45-a-minute limiter
      // releases 45 at once, then 45 more each time the oldest start leaves the window.
      const arrived = () => fakes.wallhaven.count('/search')
      for (let round = 0; done < 200 && round < 10; round++) {
        const expected = Math.min(200, 45 * (round + 1))
        await untilRealIo(() => arrived() >= expected && done === arrived())
        if (done < 200) vi.advanceTimersToNextTimer()
      }
      await Promise.all(searches)
      expect(failed).toBe(0)

      const arrivals = fakes.wallhaven.requests.map((request) => request.at - started).sort((a, b) => a - b)
      expect(arrivals).toHaveLength(200)
      const busiest = Math.max(...arrivals.map((at) => arrivals.filter((other) => other >= at && other < at + 60_000).length))
      expect(busiest).toBeLessThanOrEqual(45)
      // And the limiter does not hold back more than it must: 200 calls take four minutes.
      expect(arrivals.at(-1)).toBe(4 * 60_000)
    } finally {
      vi.useRealTimers()
    }
  }, 60_000)
})

describe('Unsplash: download_location exactly once per set or download', () => {
  beforeEach(() => subject.app.settings.update({ rotation: { source: 'unsplash' } }))

  async function unsplashItems(): Promise<MediaItem[]> {
    return (await value(subject.call('search', { source: 'unsplash', params: { query: 'mountain', per_page: 5 } }))).items
  }

  /** Calls of any photo's download_location. */
  function credited(): number {
    return fakes.unsplash.requests.filter((request) => /^\/photos\/[^/]+\/download$/.test(request.path)).length
  }

  it('never for searching, looking, drawing a random photo, favouriting or blocking', async () => {
    const [item] = await unsplashItems()
    await value(subject.call('getPhoto', { id: (item as MediaItem).id }))
    await value(subject.call('randomPhoto', {}))
    await value(subject.call('library.addFavourite', { item }))
    await value(subject.call('library.block', { item }))
    expect(credited()).toBe(0)
  })

  it('once for each set and each download, by the window, by rotation and by the CLI', async () => {
    const [first, second] = (await unsplashItems()) as [MediaItem, MediaItem]
    await value(subject.call('setWallpaper', { item: first }))
    expect(fakes.unsplash.downloadCount(first.id)).toBe(1)
    await value(subject.call('setWallpaper', { item: first }))
    expect(fakes.unsplash.downloadCount(first.id)).toBe(2)
    await value(subject.call('download', { item: second }))
    expect(fakes.unsplash.downloadCount(second.id)).toBe(1)
    // The library copy is reused, but it is still a download the photographer is credited for.
    await value(subject.call('download', { item: second }))
    expect(fakes.unsplash.downloadCount(second.id)).toBe(2)

    const status = await value(subject.call('rotation.next'))
    expect(status.current?.source).toBe('unsplash')
    expect(credited()).toBe(5)

    const dataDir = await mkdtemp(path.join(root, 'cli-'))
    await writeFile(path.join(dataDir, 'settings.json'), JSON.stringify({ wallpaper: { backend: 'custom', customCommand: `${process.execPath} ${RECORDER} {file} {display}` } }))
    const env = { ...fakes.env, TAPESTRY_DATA_DIR: dataDir, TAPESTRY_TEST_WALLPAPER_LOG: path.join(dataDir, 'desktop.log'), PATH: process.env.PATH ?? '' }
    const before = fakes.unsplash.downloadCount(first.id)
    const code = await runCli(['set', 'unsplash', first.id], COMMANDS, () => createCliContext(env), { stdout: () => undefined, stderr: () => undefined })
    expect(code).toBe(0)
    expect(fakes.unsplash.downloadCount(first.id)).toBe(before + 1)
    expect(credited()).toBe(6)
  })

  it('never for a set or a download that failed', async () => {
    const [item] = (await unsplashItems()) as [MediaItem]
    fakes.imageHost.fault({ kind: 'html-for-image' }, { times: 10 })
    expect((await subject.call('setWallpaper', { item })).ok).toBe(false)
    expect((await subject.call('download', { item })).ok).toBe(false)
    expect(fakes.unsplash.downloadCount(item.id)).toBe(0)
  })
})

describe('Reddit: every call to the OAuth host with a bearer token and raw_json=1', () => {
  it('holds for listings over several pages, items by id, rotation, token renewal and refusals', async () => {
    subject.app.settings.update({ rotation: { source: 'reddit' } })
    const first = await value(subject.call('search', { source: 'reddit', params: { communities: 'wallpaperdiscussion', limit: 10, media_type: 'IMAGE' } }))
    if (first.next) await value(subject.call('search', first.next))
    await value(subject.call('search', { source: 'reddit', params: { communities: ['wallpapers', 'wallpaper'], sort: 'TOP', time_filter: 'WEEK', limit: 100 } }))
    await value(subject.call('rotation.next'))
    // An hour later every token has run out: the client renews once and asks again.
    fakes.reddit.expireTokens()
    await value(subject.call('search', { source: 'reddit', params: { communities: 'wallpapers' } }))
    // Refusals are still asked for properly.
    expect((await subject.call('search', { source: 'reddit', params: { communities: 'private' } })).ok).toBe(false)
    expect((await subject.call('search', { source: 'reddit', params: { communities: 'nosuchcommunityhere' } })).ok).toBe(false)

    const dataDir = await mkdtemp(path.join(root, 'cli-'))
    const env = { ...fakes.env, TAPESTRY_DATA_DIR: dataDir }
    const post = fakes.reddit.posts('wallpapers').find((candidate) => candidate.kind === 'image')
    const code = await runCli(['set', 'reddit', post?.id as string, '--dry-run'], COMMANDS, () => createCliContext(env), { stdout: () => undefined, stderr: () => undefined })
    expect(code).toBe(0)
    expect(await runCli(['reddit', 'list', 'wallpapers', '--json'], COMMANDS, () => createCliContext(env), { stdout: () => undefined, stderr: () => undefined })).toBe(0)

    const issued = new Set(fakes.reddit.grants.map((grant) => grant.token))
    const calls = fakes.reddit.api.requests
    expect(calls.length).toBeGreaterThan(8)
    for (const call of calls) {
      const token = /^bearer (\S+)$/.exec(call.headers.authorization ?? '')?.[1]
      expect(token, `${call.method} ${call.rawUrl}`).toBeDefined()
      expect(issued.has(token as string), `${call.rawUrl} carried a token Reddit never issued`).toBe(true)
      expect(call.query.getAll('raw_json'), call.rawUrl).toEqual(['1'])
    }
    // Nothing went to the www host but token requests.
    for (const call of fakes.reddit.auth.requests) expect(`${call.method} ${call.path}`).toBe('POST /api/v1/access_token')
  })
})
