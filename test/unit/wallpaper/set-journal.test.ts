// A read-back that shows what another Tapestry began setting after this one began: this set was
// replaced, not refused. Anything else the desktop shows is still "did not take".
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { noteSetStarted, setLaterByAnother } from '../../../src/main/core/wallpaper/set-journal'
import type { WallpaperBackend } from '../../../src/main/core/wallpaper/types'
import { verifyWallpaper } from '../../../src/main/core/wallpaper/verify'

let stateDir: string
const OTHER = process.pid + 1

beforeEach(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'tapestry-journal-'))
})
afterEach(async () => {
  await rm(stateDir, { recursive: true, force: true })
})

/** A desktop that shows `shown` whatever it is told. */
function showing(shown: string): WallpaperBackend {
  return {
    id: 'custom',
    name: 'The desktop',
    perDisplay: false,
    limitation: null,
    set: async () => undefined,
    current: async () => [{ file: shown }],
    displays: async () => [],
  }
}

describe('the set journal', () => {
  it('knows a picture another process began setting after a time', async () => {
    await noteSetStarted(stateDir, { pid: OTHER, startedAt: 2_000, files: ['/pictures/b.png'] })
    expect(await setLaterByAnother(stateDir, 1_000, ['/pictures/b.png'])).toBe(true)
    expect(await setLaterByAnother(stateDir, 3_000, ['/pictures/b.png'])).toBe(false)
    expect(await setLaterByAnother(stateDir, 1_000, ['/pictures/c.png'])).toBe(false)
    expect(await setLaterByAnother(stateDir, 1_000, [])).toBe(false)
  })

  it("this process's own sets never count as another's", async () => {
    await noteSetStarted(stateDir, { pid: process.pid, startedAt: 2_000, files: ['/pictures/b.png'] })
    expect(await setLaterByAnother(stateDir, 1_000, ['/pictures/b.png'])).toBe(false)
  })

  it('keeps the last sixteen, and a damaged journal is read as empty', async () => {
    for (let index = 0; index < 20; index++) await noteSetStarted(stateDir, { pid: OTHER, startedAt: 10 + index, files: [`/p/${index}.png`] })
    expect(await setLaterByAnother(stateDir, 0, ['/p/3.png'])).toBe(false)
    expect(await setLaterByAnother(stateDir, 0, ['/p/4.png'])).toBe(true)
    await writeFile(join(stateDir, 'wallpaper-sets.json'), '{not json')
    expect(await setLaterByAnother(stateDir, 0, ['/p/4.png'])).toBe(false)
  })

  it('a read-back showing a later set by another process is success; any other picture is not', async () => {
    const startedAt = Date.now()
    await noteSetStarted(stateDir, { pid: OTHER, startedAt: startedAt + 1, files: ['/pictures/later.png'] })
    const replacedBy = (shown: readonly string[]) => setLaterByAnother(stateDir, startedAt, shown)
    await expect(verifyWallpaper(showing('/pictures/later.png'), '/pictures/mine.png', 'all', { timeoutMs: 50, intervalMs: 10, replacedBy })).resolves.toBeUndefined()
    await expect(verifyWallpaper(showing('/pictures/old.png'), '/pictures/mine.png', 'all', { timeoutMs: 50, intervalMs: 10, replacedBy })).rejects.toThrow(
      'The desktop did not take the new wallpaper: it still shows /pictures/old.png.',
    )
  })
})
