import { createApp, type AppOptions } from '../core/app'
import { resolveDataDir } from '../core/data-dir'
import type { RuntimeInfo } from '../core/startup/launch-command'
import { createSystemLoginItem } from '../core/startup/system-login-item'
import type { CliContext } from './context'

type Env = Record<string, string | undefined>

/**
 * Builds the core from the data folder's settings and secrets file, with the environment on top
 * (environment over settings file over defaults).
 */
export async function createCliContext(
  env: Env,
  options: Pick<AppOptions, 'resolveMediaUrl'> & { runtime?: Omit<RuntimeInfo, 'env'> } = {},
): Promise<CliContext> {
  const { runtime, ...appOptions } = options
  const loginItem = runtime ? createSystemLoginItem({ ...runtime, env }) : undefined
  const app = await createApp({ ...appOptions, dataDir: resolveDataDir(env), env, ...(loginItem ? { loginItem } : {}) })
  return { app, service: app.service }
}
