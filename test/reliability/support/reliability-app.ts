// The real core (createApp) against the loopback fakes, as the window and the bridge use it, with a
// desktop that records instead of changing the wallpaper and fixed displays.
import { mkdtemp } from 'node:fs/promises'
import path from 'node:path'
import { createApp, type App } from '../../../src/main/core/app/app'
import { invokeOperation, type OperationHandlers } from '../../../src/main/core/operations/operations'
import { createMemorySecretStore, type SecretStore } from '../../../src/main/core/settings/secret-store'
import { createXdgAutostart } from '../../../src/main/core/startup/xdg-autostart'
import type { EventName, OperationName, OperationResult } from '../../../src/shared/ipc'
import type { SecretName } from '../../../src/shared/settings'
import type { AllFakes } from '../../fakes/all-fakes'
import { folderSourceEnv } from '../../fakes/all-fakes'

export const RECORDER = path.resolve('test/fakes/tools/record-wallpaper.mjs')

export const DISPLAYS = [{ id: 1, label: 'Built-in', bounds: { x: 0, y: 0, width: 1280, height: 720 }, scaleFactor: 1, rotation: 0, internal: true, primary: true }]

export interface ReliabilityApp {
  app: App
  dataDir: string
  /** Where the recording desktop appends one JSON line per wallpaper set. */
  desktopLog: string
  events: { name: EventName; payload: unknown }[]
  call<N extends OperationName>(name: N, input?: unknown): Promise<OperationResult<N>>
}

/** Keys the fakes accept, by the name the secret store keeps them under. */
export function fakeKeys(fakes: AllFakes): Partial<Record<SecretName, string>> {
  return {
    wallhavenApiKey: fakes.env.TAPESTRY_WALLHAVEN_API_KEY,
    unsplashAccessKey: fakes.env.TAPESTRY_UNSPLASH_ACCESS_KEY,
    redditClientId: fakes.env.TAPESTRY_REDDIT_CLIENT_ID,
    redditClientSecret: fakes.env.TAPESTRY_REDDIT_CLIENT_SECRET,
  }
}

export async function startReliabilityApp(
  fakes: AllFakes,
  root: string,
  options: { secrets?: SecretStore; keys?: Partial<Record<SecretName, string>>; dataDir?: string } = {},
): Promise<ReliabilityApp> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(root, 'data-')))
  const desktopLog = path.join(dataDir, 'desktop.log')
  const events: ReliabilityApp['events'] = []
  const secrets = options.secrets ?? createMemorySecretStore(options.keys ?? fakeKeys(fakes))
  const app = await createApp({
    dataDir,
    // Only the fakes' addresses come from the environment; keys live in the secret store, as in the app.
    env: {
      PATH: process.env.PATH ?? '',
      TAPESTRY_TEST_WALLPAPER_LOG: desktopLog,
      TAPESTRY_WALLHAVEN_URL: fakes.env.TAPESTRY_WALLHAVEN_URL,
      TAPESTRY_UNSPLASH_URL: fakes.env.TAPESTRY_UNSPLASH_URL,
      TAPESTRY_REDDIT_URL: fakes.env.TAPESTRY_REDDIT_URL,
      TAPESTRY_REDDIT_AUTH_URL: fakes.env.TAPESTRY_REDDIT_AUTH_URL,
      ...folderSourceEnv(fakes.env),
    },
    secrets,
    events: { emit: (name, payload) => events.push({ name, payload }) },
    displays: async () => DISPLAYS.map((display) => ({ ...display })),
    resolveMediaUrl: fakes.resolveMediaUrl,
    // The real autostart entry, in this app's own folder.
    loginItem: createXdgAutostart({ env: { XDG_CONFIG_HOME: path.join(dataDir, 'config') }, home: dataDir, launch: { command: '/opt/Tapestry/tapestry', args: ['--hidden'] } }),
    // As the app has one: the system's folder picker, here one the person cancels.
    chooseFolders: async () => [],
  })
  app.settings.update({ wallpaper: { backend: 'custom', customCommand: `${process.execPath} ${RECORDER} {file} {display}` } })
  return {
    app,
    dataDir,
    desktopLog,
    events,
    call: (name, input) => invokeOperation(app.handlers as OperationHandlers, name, input),
  }
}

/** Every request any fake has received. */
export function requestsAtFakes(fakes: AllFakes): number {
  return fakes.imageHost.count() + fakes.wallhaven.count() + fakes.unsplash.count() + fakes.reddit.api.count() + fakes.reddit.auth.count()
}
