// Each folder source's client as the environment and the person's keys configure it now: the API's
// root from TAPESTRY_<ID>_URL (a loopback fake in tests) or the real one, the key from its
// environment variable or the keychain. A bad URL gives a client that answers every call with the
// sentence naming it, and the other sources work.
import { z } from 'zod'
import { ValidationError } from '../shared/errors'
import { unavailableClient } from '../main/core/sources/unavailable-client'
import type { SourceClient, SourceConnector } from './source-client'
import { FOLDER_SOURCE_IDS, type FolderSourceId } from './ids'
import { FOLDER_SOURCES } from './registry'
import { apodConnector } from './apod/client'
import { articConnector } from './artic/client'
import { bingConnector } from './bing/client'
import { pexelsConnector } from './pexels/client'
import { wikimediaConnector } from './wikimedia/client'

const CONNECTORS: Readonly<Record<FolderSourceId, SourceConnector<never>>> = {
  bing: bingConnector as SourceConnector<never>,
  apod: apodConnector as SourceConnector<never>,
  wikimedia: wikimediaConnector as SourceConnector<never>,
  artic: articConnector as SourceConnector<never>,
  pexels: pexelsConnector as SourceConnector<never>,
}

export type FolderClients = Readonly<Record<FolderSourceId, SourceClient<unknown>>>

const BaseUrlSchema = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })

/** The environment variable that points a source at another API root: TAPESTRY_BING_URL. */
export function baseUrlVariable(id: FolderSourceId): string {
  return `TAPESTRY_${id.toUpperCase()}_URL`
}

export function buildFolderClients(key: (setting: string) => string | undefined, env: Record<string, string | undefined>): FolderClients {
  const entries = FOLDER_SOURCE_IDS.map((id) => {
    const variable = baseUrlVariable(id)
    const given = env[variable]
    const connector = CONNECTORS[id]
    const url = given === undefined || given === '' ? connector.defaultBaseUrl : given
    const checked = BaseUrlSchema.safeParse(url)
    if (!checked.success) return [id, unavailableClient<SourceClient<unknown>>(new ValidationError([{ field: variable, message: 'must be an http(s) URL' }]))] as const
    const spec = FOLDER_SOURCES[id].key
    const apiKey = spec ? (env[spec.env] || key(spec.setting))?.trim() || undefined : undefined
    return [id, connector.create({ baseUrl: checked.data, apiKey }) as SourceClient<unknown>] as const
  })
  return Object.fromEntries(entries) as FolderClients
}
