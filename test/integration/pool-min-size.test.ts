// A pool member's least size: rotation draws from that source only pictures at least that large
// (besides fitting the display), and where the source has none, says so rather than set a smaller one.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../src/main/core/app/app'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import { PoolSchema } from '../../src/shared/rotation-pool'
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'

const RECORDER = path.resolve('test/fakes/tools/record-wallpaper.mjs')
let fakes: AllFakes
let root: string

beforeAll(async () => {
  fakes = await startAllFakes()
  root = await mkdtemp(path.join(tmpdir(), 'tapestry-pool-min-'))
})
afterAll(async () => {
  await fakes.stop()
  await rm(root, { recursive: true, force: true })
})

async function appWithMinimum(minSize: string) {
  const dataDir = await mkdtemp(path.join(root, 'data-'))
  const app = await createApp({ dataDir, env: { PATH: process.env.PATH ?? '', TAPESTRY_TEST_WALLPAPER_LOG: path.join(dataDir, 'desktop.log'), ...fakes.env }, secrets: createMemorySecretStore(), resolveMediaUrl: fakes.resolveMediaUrl })
  app.settings.update({
    wallpaper: { backend: 'custom', customCommand: `${process.execPath} ${RECORDER} {file} {display}` },
    rotation: { pool: [{ source: 'wallhaven', weight: 1, filters: {}, minSize }] },
  })
  return app
}

describe('a pool member’s least size', () => {
  it('is a size, or refused naming it', () => {
    expect(PoolSchema.safeParse([{ source: 'bing', minSize: '3840x2160' }]).success).toBe(true)
    expect(PoolSchema.safeParse([{ source: 'bing', minSize: 'large' }]).error?.issues[0]).toMatchObject({ path: [0, 'minSize'], message: 'must be a size such as 2560x1440' })
  })

  it('draws only pictures at least that large', async () => {
    const sizes = fakes.wallhaven.catalogue.map((entry) => [entry.record.dimension_x, entry.record.dimension_y] as const)
    const [width, height] = [...sizes].sort((a, b) => b[0] * b[1] - a[0] * a[1])[Math.floor(sizes.length / 4)] as readonly [number, number]
    const app = await appWithMinimum(`${width}x${height}`)
    try {
      for (let step = 0; step < 3; step++) {
        const status = await app.scheduler.next()
        expect(status.lastError, JSON.stringify(status.lastError)).toBeNull()
        expect(status.current?.width).toBeGreaterThanOrEqual(width)
        expect(status.current?.height).toBeGreaterThanOrEqual(height)
      }
    } finally {
      app.dispose()
    }
  })

  it('sets nothing smaller where the source has nothing that large', async () => {
    const app = await appWithMinimum('30000x20000')
    try {
      const status = await app.scheduler.next()
      expect(status.current).toBeNull()
      expect(status.lastError?.message).toBeTruthy()
    } finally {
      app.dispose()
    }
  })
})
