// The whole UI offline: every upstream's fake on loopback, the real core (createApp) pointed at them
// with a temporary data folder, a desktop that records instead of changing the wallpaper, and the
// bridge serving the harness-built renderer. What `npm run demo` and the browser tests run.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createApp } from '../src/main/core/app/app'
import type { OperationHandlers } from '../src/main/core/operations/operations'
import { createFileSecretStore, createMemorySecretStore } from '../src/main/core/settings/secret-store'
import { START_HIDDEN_ARGUMENT } from '../src/main/core/startup/login-item'
import { createXdgAutostart } from '../src/main/core/startup/xdg-autostart'
import { TapestryError } from '../src/shared/errors'
import { OPERATIONS, type OperationName } from '../src/shared/ipc'
import type { SecretName } from '../src/shared/settings'
import { FAKE_UNSPLASH_KEY, startAllFakes, type AllFakes, folderSourceEnv, FAKE_APOD_KEY, FAKE_PEXELS_KEY } from '../test/fakes/all-fakes'
import { REDDIT_SCRIPT_APP } from '../src/sources/reddit/fake'
import { WALLHAVEN_FAKE_KEY } from '../src/sources/wallhaven/fake'
import { startBridge, type Bridge } from './bridge'
import { buildHarnessRenderer } from './build-renderer'
import { HARNESS_CONTENT_SECURITY_POLICY } from './content-security-policy'
import { writeDemoPictures } from './demo-pictures'
import { createEventHub } from './event-hub'
import { SIDE_BY_SIDE, writePretendXrandr, type PretendLayout } from './pretend-displays'

/** Keys the fakes accept, by the name the settings keep them under. */
export const FAKE_KEYS = Object.freeze({
  wallhavenApiKey: WALLHAVEN_FAKE_KEY,
  unsplashAccessKey: FAKE_UNSPLASH_KEY,
  redditClientId: REDDIT_SCRIPT_APP.clientId,
  redditClientSecret: REDDIT_SCRIPT_APP.clientSecret,
  apodApiKey: FAKE_APOD_KEY,
  pexelsApiKey: FAKE_PEXELS_KEY,
})

const RECORDER = fileURLToPath(new URL('../test/fakes/tools/record-wallpaper.mjs', import.meta.url))

export interface HarnessOptions {
  /** Keys in the secret store at start (the window adds others in Settings). All fake keys by default. */
  keys?: Partial<Record<SecretName, string>>
  /** Keep keys in a file in the data folder (as the CLI does) rather than in memory. */
  keysOnDisk?: boolean
  /** The bridge's port; 0 (default) picks a free one. */
  port?: number
  /** Build the renderer even when it looks up to date. */
  rebuild?: boolean
  /** The screens, as the system and the desktop list them (harness/pretend-displays.ts); two side by side by default. */
  displays?: PretendLayout
}

export interface WallpaperSet {
  file: string
  display: string
}

export interface Harness {
  /** The address to open. */
  url: string
  fakes: AllFakes
  dataDir: string
  /** Every wallpaper the recording desktop was asked to set, in order. */
  wallpapersSet(): Promise<WallpaperSet[]>
  stop(): Promise<void>
}

function quoted(path: string): string {
  return `'${path.replaceAll("'", "'\\''")}'`
}

/**
 * The handlers createApp offers, with any operation it does not (yet) implement answering a plain
 * failure, so the window shows a sentence instead of the bridge breaking.
 */
function completeHandlers(partial: Partial<OperationHandlers>): OperationHandlers {
  const missing = (name: OperationName) => async () => {
    throw new TapestryError('upstream', `“${name}” is not available in the browser harness yet.`)
  }
  return Object.fromEntries(
    (Object.keys(OPERATIONS) as OperationName[]).map((name) => [name, partial[name] ?? missing(name)]),
  ) as unknown as OperationHandlers
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const staticDir = await buildHarnessRenderer({ force: options.rebuild })
  const fakes = await startAllFakes()
  const dataDir = await mkdtemp(join(tmpdir(), 'tapestry-harness-'))
  const log = join(dataDir, 'desktop.log')
  const keys = options.keys ?? FAKE_KEYS
  const secrets = options.keysOnDisk ? createFileSecretStore({ dataDir }) : createMemorySecretStore()
  for (const [name, value] of Object.entries(keys)) if (value !== undefined) secrets.set(name as SecretName, value)

  const hub = createEventHub()
  const layout = options.displays ?? SIDE_BY_SIDE
  // Only the fakes' addresses come from the environment: keys live in the secret store, so the
  // window's "set / not set" and its Settings behave as in the app. The pretend desktop's xrandr
  // comes first on PATH, with a DISPLAY no real X tool can open, so no setting touches a real screen.
  const env = {
    PATH: `${await writePretendXrandr(dataDir, layout)}:${process.env.PATH ?? ''}`,
    DISPLAY: ':pretend',
    TAPESTRY_TEST_WALLPAPER_LOG: log,
    TAPESTRY_WALLHAVEN_URL: fakes.env.TAPESTRY_WALLHAVEN_URL,
    TAPESTRY_UNSPLASH_URL: fakes.env.TAPESTRY_UNSPLASH_URL,
    TAPESTRY_REDDIT_URL: fakes.env.TAPESTRY_REDDIT_URL,
    TAPESTRY_REDDIT_AUTH_URL: fakes.env.TAPESTRY_REDDIT_AUTH_URL,
    ...folderSourceEnv(fakes.env),
  }
  let app: Awaited<ReturnType<typeof createApp>> | undefined
  let bridge: Bridge | undefined
  try {
    app = await createApp({
      dataDir,
      env,
      secrets,
      events: hub,
      displays: async () => layout.map((display) => ({ ...display.platform })),
      resolveMediaUrl: fakes.resolveMediaUrl,
      // As the app does: the demo's folder of pictures is rescanned at start and watched.
      watchFolders: true,
      watchLibrary: true,
      // The real autostart entry, kept in the demo's own folder (never the person's ~/.config),
      // naming the app where the Linux packages install it.
      loginItem: createXdgAutostart({ env: { XDG_CONFIG_HOME: join(dataDir, 'config') }, home: dataDir, launch: { command: '/opt/Tapestry/tapestry', args: [START_HIDDEN_ARGUMENT] } }),
    })
    // The recording desktop: the custom-command backend runs a script that appends to `log`.
    app.settings.update({ wallpaper: { backend: 'custom', customCommand: `${quoted(process.execPath)} ${quoted(RECORDER)} {file} {display}` } })
    // Local folders has a folder of its own to show, in the demo's data folder.
    await app.localFolders.add(await writeDemoPictures(join(dataDir, 'Pictures')))
    await app.localFolders.idle()
    bridge = await startBridge({
      handlers: completeHandlers(app.handlers),
      events: hub,
      staticDir,
      port: options.port,
      contentSecurityPolicy: HARNESS_CONTENT_SECURITY_POLICY,
      localImages: app.localFolders,
    })
  } catch (error) {
    await fakes.stop()
    await rm(dataDir, { recursive: true, force: true })
    throw error
  }

  const started = { app, bridge }
  return {
    url: bridge.url,
    fakes,
    dataDir,
    async wallpapersSet() {
      const text = await readFile(log, 'utf8').catch(() => '')
      return text
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as WallpaperSet)
    },
    async stop() {
      await started.bridge.close()
      await (started.app as { dispose?: () => unknown }).dispose?.()
      await fakes.stop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
