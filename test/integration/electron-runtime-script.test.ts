// `npm start` where Electron's runtime cannot be downloaded: one sentence that says so and what
// works without it, no stack trace, a non-zero exit. The download is pointed at a closed loopback
// port (never the internet) and at an empty runtime folder, so it fails here even where Electron
// is installed.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'

const folder = mkdtempSync(join(tmpdir(), 'tapestry-runtime-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

it('says in one sentence that the runtime could not be downloaded, and what runs without it', async () => {
  const result = spawnSync(process.execPath, ['scripts/electron-runtime.js'], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '',
      HOME: folder,
      ELECTRON_MIRROR: `http://127.0.0.1:${await closedPort()}/`,
      ELECTRON_OVERRIDE_DIST_PATH: join(folder, 'no-runtime'),
      electron_config_cache: join(folder, 'cache'),
    },
    timeout: 60_000,
  })
  expect(result.status).toBe(1)
  expect(result.stdout).toBe('')
  const lines = result.stderr.trim().split('\n')
  expect(lines).toHaveLength(1)
  expect(lines[0]).toMatch(/^Tapestry could not download the Electron runtime it runs in \(.+\); is there a network connection\? /)
  expect(lines[0]).toContain('`npm run demo` runs the whole window in a browser and `npm run cli -- …` the command line.')
  expect(result.stderr).not.toMatch(/\n\s+at /)
})
