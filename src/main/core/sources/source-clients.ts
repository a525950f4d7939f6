// The sources' clients as the settings, the keys and the environment configure them now
// (environment over settings file over defaults: src/sources/clients.ts). A source whose
// configuration is unusable (a bad TAPESTRY_*_URL) gets a client that answers every call with that
// one sentence, and the others work.
import type { SecretStore } from '../settings/secret-store'
import { sourcesSetup } from '../settings/sources-config'
import type { SettingsStore } from '../settings/settings-store'
import { buildSourceClients as buildClients, type SourceClients } from '../../../sources/clients'
import type { SourceRecords } from '../../../sources/source-client'

export function buildSourceClients(settings: SettingsStore, secrets: SecretStore, env: Record<string, string | undefined>, records?: () => SourceRecords): SourceClients {
  const current = settings.get()
  const clients = buildClients(sourcesSetup(current, secrets), env, records)
  // Reddit asks for one id per installation: the one made at first use is kept.
  const made = Object.values(clients).find((client) => client.installationId !== undefined)?.installationId
  if (made !== undefined && made !== current.redditDeviceId) settings.update({ redditDeviceId: made })
  return clients
}
