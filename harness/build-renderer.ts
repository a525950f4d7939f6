// Builds the harness renderer when its output is missing or older than any source it is made of.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { HARNESS_WEB_OUT } from './vite.config'

const REPO = fileURLToPath(new URL('..', import.meta.url))
const VITE = join(REPO, 'node_modules/vite/bin/vite.js')
const CONFIG = join(REPO, 'harness/vite.config.ts')
const SOURCES = ['src/renderer', 'src/shared', 'src/sources', 'harness/web', 'harness/vite.config.ts', 'harness/content-security-policy.ts', 'vite-plugins'].map((path) => join(REPO, path))

async function newestChange(path: string): Promise<number> {
  const info = await stat(path)
  if (!info.isDirectory()) return info.mtimeMs
  const entries = await readdir(path)
  const times = await Promise.all(entries.map((entry) => newestChange(join(path, entry))))
  return Math.max(info.mtimeMs, ...times)
}

export const HARNESS_INDEX = join(HARNESS_WEB_OUT, 'index.html')

/** Whether out/harness/web must be built again. */
export async function harnessRendererStale(): Promise<boolean> {
  if (!existsSync(HARNESS_INDEX)) return true
  const built = (await stat(HARNESS_INDEX)).mtimeMs
  const changed = Math.max(...(await Promise.all(SOURCES.map(newestChange))))
  return changed > built
}

/**
 * Builds out/harness/web if needed (always with `force`); returns the folder. The build runs in its
 * own process with NODE_ENV=production: inside vitest (NODE_ENV=test) Vite would otherwise make a
 * development React, and the tests must see what people get.
 */
export async function buildHarnessRenderer(options: { force?: boolean } = {}): Promise<string> {
  if (options.force || (await harnessRendererStale())) {
    await promisify(execFile)(process.execPath, [VITE, 'build', '--config', CONFIG, '--logLevel', 'warn'], {
      cwd: REPO,
      env: { ...process.env, NODE_ENV: 'production' },
      timeout: 300_000,
    })
  }
  return HARNESS_WEB_OUT
}
