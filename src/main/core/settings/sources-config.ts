// The settings file's layer of the source configuration (config.ts): base URLs from settings,
// credentials from the secret store. The environment is layered on top by the caller:
//   resolveSourcesConfig(sourcesConfigFromSettings(settings, secrets), sourcesConfigFromEnv(env))
import { FOLDER_SOURCE_KEY_SETTINGS } from '../../../sources/registry'
import type { SourcesConfigInput } from '../sources/config'
import type { Settings } from './schema'
import type { SecretStore } from './secret-store'

/**
 * `folderKeys`: the folder sources' keys (src/sources/registry.ts), so a key added or removed in
 * Settings rebuilds the clients as the first three sources' do.
 */
export function sourcesConfigFromSettings(settings: Pick<Settings, 'baseUrls' | 'redditDeviceId'>, secrets: SecretStore): SourcesConfigInput & { folderKeys: Record<string, string | undefined> } {
  return {
    folderKeys: Object.fromEntries(FOLDER_SOURCE_KEY_SETTINGS.map((setting) => [setting, secrets.get(setting)])),
    wallhaven: { baseUrl: settings.baseUrls.wallhaven, apiKey: secrets.get('wallhavenApiKey') },
    unsplash: { baseUrl: settings.baseUrls.unsplash, accessKey: secrets.get('unsplashAccessKey') },
    reddit: {
      baseUrl: settings.baseUrls.reddit,
      authUrl: settings.baseUrls.redditAuth,
      clientId: secrets.get('redditClientId'),
      clientSecret: secrets.get('redditClientSecret'),
      deviceId: settings.redditDeviceId ?? undefined,
    },
  }
}
