// What the sources' clients are built from, as the settings file and the keychain hold it now: the
// API roots the person changed, every source's secrets, and the installation's id (Reddit asks one
// per installation; the settings file keeps it as `redditDeviceId`). The environment is read at the
// build (src/sources/clients.ts), and a change to this rebuilds the clients.
import type { SourcesSetup } from '../../../sources/clients'
import { SOURCE_SECRET_SETTINGS } from '../../../sources/registry'
import type { Settings } from './schema'
import type { SecretStore } from './secret-store'

export function sourcesSetup(settings: Pick<Settings, 'baseUrls' | 'redditDeviceId'>, secrets: Pick<SecretStore, 'get'>): SourcesSetup {
  return {
    baseUrls: settings.baseUrls,
    secrets: Object.fromEntries(SOURCE_SECRET_SETTINGS.map((setting) => [setting, secrets.get(setting as never)])),
    installationId: settings.redditDeviceId ?? undefined,
  }
}
