import type { App, AppOptions } from '../core/app/app'
import { resolveDataDir } from '../core/system/data-dir'
import { createService } from '../core/sources/service'
import { createFileSecretStore } from '../core/settings/secret-store'
import { createSettingsStore } from '../core/settings/settings-store'
import { buildSourceClients } from '../core/sources/source-clients'
import type { RuntimeInfo } from '../core/startup/launch-command'
import type { FieldReset } from '../core/store/json-store'
import { recoveryNotice, type RecoveredFile } from '../core/store/recovery-notice'
import type { CliContext } from './context'
import { cliLocale } from './locale'

type Env = Record<string, string | undefined>

export interface CliContextOptions extends Pick<AppOptions, 'resolveMediaUrl'> {
  runtime?: Omit<RuntimeInfo, 'env'>
  /** A damaged file moved aside or mended: said once, whatever the command prints. */
  notice?: (sentence: string) => void
}

/**
 * The sources from the data folder's settings and secrets file, with the environment on top
 * (environment over settings file over defaults); the rest of the core only when a command asks.
 */
export async function createCliContext(env: Env, options: CliContextOptions = {}): Promise<CliContext> {
  const { runtime, notice, ...appOptions } = options
  const dataDir = resolveDataDir(env)
  const tell = (what: RecoveredFile) => (keptAs: string, resets?: readonly FieldReset[]) => notice?.(recoveryNotice(what, keptAs, resets).message)
  const secrets = createFileSecretStore({ dataDir, onRecovered: tell('key file') })
  const settings = createSettingsStore({ dataDir, secrets, onRecovered: tell('settings file') })

  let app: Promise<App> | undefined
  const openApp = (): Promise<App> => {
    app ??= (async () => {
      const { createSystemLoginItem } = await import('../core/startup/system-login-item')
      const loginItem = runtime ? createSystemLoginItem({ ...runtime, env }) : undefined
      // Loaded here, not at start: the core's modules are most of the command line's code.
      const { createApp } = await import('../core/app/app')
      // The after-change command runs before the command exits (never left half-run); what it prints, and a failure, go to stderr.
      const afterChange = { say: (line: string) => notice?.(line) }
      const opened = await createApp({ ...appOptions, dataDir, env, secrets, afterChange, ...(loginItem ? { loginItem } : {}) })
      for (const said of opened.notices()) notice?.(said.message)
      return opened
    })()
    return app
  }
  // Pictures in the person's folders are searched in the library's index: opened then, not before.
  const service = createService(buildSourceClients(settings, secrets, env), { search: async (params) => (await openApp()).localFolders.search(params) })
  return { service, app: openApp, locale: cliLocale(env) }
}
