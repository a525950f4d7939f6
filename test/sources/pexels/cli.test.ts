// `tapestry pexels search|curated`, run in-process against the loopback Pexels fake: --json,
// --dry-run (the key redacted), a bad value named as typed with nothing sent, a missing key said
// with the steps to get one.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { COMMANDS } from '../../../src/main/cli/commands'
import { createCliContext } from '../../../src/main/cli/create-context'
import { runCli } from '../../../src/main/cli/run'
import { PEXELS_FAKE_KEY, PexelsFake } from '../../../src/sources/pexels/fake'
import { createImageHost } from '../../fakes/image-host'

const imageHost = createImageHost()
let fake: PexelsFake
let env: Record<string, string>

beforeAll(async () => {
  await imageHost.start()
  fake = new PexelsFake({ imageHostUrl: imageHost.url })
  await fake.start()
  env = {
    TAPESTRY_PEXELS_URL: fake.url,
    TAPESTRY_PEXELS_API_KEY: PEXELS_FAKE_KEY,
    TAPESTRY_DATA_DIR: await mkdtemp(path.join(tmpdir(), 'tapestry-pexels-cli-')),
  }
})
afterAll(async () => {
  await fake.stop()
  await imageHost.stop()
  await rm(env.TAPESTRY_DATA_DIR as string, { recursive: true, force: true })
})
beforeEach(() => fake.reset())

async function tapestry(argv: string[], runEnv: Record<string, string> = env) {
  let stdout = ''
  let stderr = ''
  const code = await runCli(argv, COMMANDS, () => createCliContext(runEnv), {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  })
  expect(stdout + stderr).not.toContain(PEXELS_FAKE_KEY)
  expect(stderr).not.toMatch(/\n\s+at /)
  return { code, stdout, stderr }
}

describe('tapestry pexels', () => {
  it('search --json prints the cards, credited as Pexels asks, and the next page', async () => {
    const run = await tapestry(['pexels', 'search', 'sea', '--per-page', '5', '--json'])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const result = JSON.parse(run.stdout)
    expect(result.items).toHaveLength(5)
    expect(result.items[0]).toMatchObject({ source: 'pexels', credit: expect.stringMatching(/^Photo by .+ on Pexels$/) })
    expect(result.next).toEqual({ page: 2 })
    expect(fake.requests[0]?.rawUrl).toBe('/search?query=sea&page=1&per_page=5')
  })

  it('curated prints a table', async () => {
    const run = await tapestry(['pexels', 'curated', '--page', '2'])
    expect(run.code).toBe(0)
    expect(fake.requests[0]?.rawUrl).toBe('/curated?page=2&per_page=40')
  })

  it('--dry-run prints the request with the key redacted, and sends nothing', async () => {
    const run = await tapestry(['pexels', 'search', 'sea', '--color', '#336699', '--orientation', 'portrait', '--dry-run'])
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toMatchObject({
      method: 'GET',
      url: `${fake.url}/search`,
      query: { query: 'sea', orientation: 'portrait', color: '#336699', page: '1', per_page: '40' },
      headers: { Authorization: '[redacted]' },
    })
    expect(fake.requests).toHaveLength(0)
  })

  it('names a bad value as typed, exits 2 and sends nothing', async () => {
    const run = await tapestry(['pexels', 'search', 'sea', '--per-page', '81'])
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/--per-page/)
    expect(fake.requests).toHaveLength(0)
  })

  it('says how to get a key when there is none, and sends nothing', async () => {
    const { TAPESTRY_PEXELS_API_KEY: _key, ...withoutKey } = env
    const run = await tapestry(['pexels', 'curated'], withoutKey)
    expect(run.code).not.toBe(0)
    expect(run.stderr).toMatch(/https:\/\/www\.pexels\.com\/api\//)
    expect(fake.requests).toHaveLength(0)
  })
})
