import { createApp, type AppOptions } from '../core/app'
import { resolveDataDir } from '../core/data-dir'
import type { CliContext } from './context'

type Env = Record<string, string | undefined>

/**
 * Builds the core from the data folder's settings and secrets file, with the environment on top
 * (environment over settings file over defaults).
 */
export async function createCliContext(env: Env, options: Pick<AppOptions, 'resolveMediaUrl'> = {}): Promise<CliContext> {
  const app = await createApp({ ...options, dataDir: resolveDataDir(env), env })
  return { app, service: app.service }
}
