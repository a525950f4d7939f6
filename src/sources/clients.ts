// Each source's client as the environment, the settings file and the person's keys configure it now:
// each API root from TAPESTRY_<ID>_URL (a loopback fake in tests), else the settings file's
// `baseUrls.<name>` (the person's own proxy), else the real one; each secret from its environment
// variable, else the keychain. A bad root gives a client that answers every call with the sentence
// naming it (the variable or the settings field), and the other sources work.
import { z } from 'zod'
import { ValidationError } from '../shared/errors'
import { unavailableClient } from '../main/core/sources/unavailable-client'
import type { SourceClient, SourceClientOptions, SourceConnector, SourceRecords } from './source-client'
import { SOURCE_IDS, type SourceId } from './ids'
import { SOURCE_DEFINITIONS } from './registry'
import { apodConnector } from './apod/client'
import { articConnector } from './artic/client'
import { bingConnector } from './bing/client'
import { pexelsConnector } from './pexels/client'
import { redditConnector } from './reddit/client'
import { unsplashConnector } from './unsplash/client'
import { wallhavenConnector } from './wallhaven/client'
import { wikimediaConnector } from './wikimedia/client'

const CONNECTORS: Readonly<Record<SourceId, SourceConnector<never>>> = {
  wallhaven: wallhavenConnector as SourceConnector<never>,
  unsplash: unsplashConnector as SourceConnector<never>,
  reddit: redditConnector as SourceConnector<never>,
  bing: bingConnector as SourceConnector<never>,
  apod: apodConnector as SourceConnector<never>,
  wikimedia: wikimediaConnector as SourceConnector<never>,
  artic: articConnector as SourceConnector<never>,
  pexels: pexelsConnector as SourceConnector<never>,
}

export type SourceClients = Readonly<Record<SourceId, SourceClient<unknown>>>

const BaseUrlSchema = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })

/** What the clients are built from, as the settings file and the keychain hold it now (the environment is read at the build). */
export interface SourcesSetup {
  /** The settings file's `baseUrls`: only the roots the person changed. */
  baseUrls: Readonly<Record<string, string | undefined>>
  /** Every source's secrets by setting name, as the keychain has them. */
  secrets: Readonly<Record<string, string | undefined>>
  /** The id this installation keeps for the sources that ask one (Reddit's device id). */
  installationId: string | undefined
}

function resolveRoots(id: SourceId, setup: SourcesSetup, env: Record<string, string | undefined>): Record<string, string> | ValidationError {
  const roots: Record<string, string> = {}
  const issues: { field: string; message: string }[] = []
  for (const [name, spec] of Object.entries(SOURCE_DEFINITIONS[id].apiRoots)) {
    const fromEnv = env[spec.env] || undefined
    const fromSettings = setup.baseUrls[name] || undefined
    const checked = BaseUrlSchema.safeParse(fromEnv ?? fromSettings ?? spec.url)
    if (checked.success) roots[name] = checked.data
    else issues.push({ field: fromEnv !== undefined ? spec.env : `baseUrls.${name}`, message: 'must be an http(s) URL' })
  }
  return issues.length > 0 ? new ValidationError(issues) : roots
}

const secretValue = (value: string | undefined) => value?.trim() || undefined

/** What source `id`'s client is made with (environment over settings file over defaults), or why it cannot be: the bad value named. */
export function sourceClientOptions(id: SourceId, setup: SourcesSetup, env: Record<string, string | undefined>): Omit<SourceClientOptions, 'records'> | ValidationError {
  const roots = resolveRoots(id, setup, env)
  if (roots instanceof ValidationError) return roots
  const key = SOURCE_DEFINITIONS[id].key
  const apiKey = key ? secretValue(env[key.env] || setup.secrets[key.setting]) : undefined
  const secrets = Object.fromEntries((key?.more ?? []).map((secret) => [secret.setting, secretValue(env[secret.env] || setup.secrets[secret.setting])]))
  return { baseUrl: Object.values(roots)[0] as string, baseUrls: roots, apiKey, secrets, installationId: setup.installationId }
}

export function buildSourceClients(setup: SourcesSetup, env: Record<string, string | undefined>, records: () => SourceRecords = () => ({})): SourceClients {
  const entries = SOURCE_IDS.map((id) => {
    const options = sourceClientOptions(id, setup, env)
    if (options instanceof ValidationError) return [id, unavailableClient<SourceClient<unknown>>(options)] as const
    return [id, CONNECTORS[id].create({ ...options, records }) as SourceClient<unknown>] as const
  })
  return Object.fromEntries(entries) as SourceClients
}
