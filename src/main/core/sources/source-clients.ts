// The three sources' clients as the settings, the keys and the environment configure them now
// (environment over settings file over defaults). A source whose configuration is unusable (a bad
// TAPESTRY_*_URL) gets a client that answers every call with that one sentence, and the others work.
import type { SecretStore } from '../settings/secret-store'
import { sourcesConfigFromSettings } from '../settings/sources-config'
import type { SettingsStore } from '../settings/settings-store'
import { resolveEachSource } from './config'
import type { SourceClients } from './service'
import { createRedditClient, type RedditClient } from './reddit-client'
import { unavailableClient } from './unavailable-client'
import { buildFolderClients } from '../../../sources/clients'
import { createUnsplashClient, type UnsplashClient } from './unsplash-client'
import { createWallhavenClient, type WallhavenClient } from './wallhaven-client'

export function buildSourceClients(settings: SettingsStore, secrets: SecretStore, env: Record<string, string | undefined>): SourceClients {
  const current = settings.get()
  const each = resolveEachSource(sourcesConfigFromSettings(current, secrets), env)
  const reddit = each.reddit.ok ? createRedditClient(each.reddit.config) : unavailableClient<RedditClient>(each.reddit.error)
  // Reddit asks for one device id per installation: keep the one made on first use.
  if (each.reddit.ok && current.redditDeviceId !== reddit.deviceId) settings.update({ redditDeviceId: reddit.deviceId })
  return {
    wallhaven: each.wallhaven.ok ? createWallhavenClient(each.wallhaven.config) : unavailableClient<WallhavenClient>(each.wallhaven.error),
    unsplash: each.unsplash.ok ? createUnsplashClient(each.unsplash.config) : unavailableClient<UnsplashClient>(each.unsplash.error),
    reddit,
    folders: buildFolderClients((setting) => secrets.get(setting), env),
  }
}
