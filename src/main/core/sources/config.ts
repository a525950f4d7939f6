// Where each source lives and which credentials it has. Environment overrides the settings file,
// and the settings file overrides these defaults (docs/cli.md).
import { z } from 'zod'
import { ValidationError } from '../../../shared/errors'
import { parseOrThrow } from '../../../shared/validation'

export const DEFAULT_URLS = Object.freeze({
  wallhaven: 'https://wallhaven.cc/api/v1',
  unsplash: 'https://api.unsplash.com',
  reddit: 'https://oauth.reddit.com',
  redditAuth: 'https://www.reddit.com',
})

const optionalSecret = z
  .string()
  .transform((value) => value.trim())
  .pipe(z.string())
  .optional()
  .transform((value) => (value ? value : undefined))

const baseUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })

export const SourcesConfigSchema = z.object({
  wallhaven: z.object({ baseUrl: baseUrl.default(DEFAULT_URLS.wallhaven), apiKey: optionalSecret }),
  unsplash: z.object({ baseUrl: baseUrl.default(DEFAULT_URLS.unsplash), accessKey: optionalSecret }),
  reddit: z.object({
    baseUrl: baseUrl.default(DEFAULT_URLS.reddit),
    authUrl: baseUrl.default(DEFAULT_URLS.redditAuth),
    clientId: optionalSecret,
    clientSecret: optionalSecret,
    /** Reddit asks installed apps for a per-device id (20–30 characters), made once and kept. */
    deviceId: z.string().min(20).max(30).optional(),
  }),
})
export type SourcesConfig = z.output<typeof SourcesConfigSchema>
export type SourcesConfigInput = z.input<typeof SourcesConfigSchema>

type Env = Record<string, string | undefined>

/** The parts of the configuration the environment sets, in the same shape as the settings file. */
export function sourcesConfigFromEnv(env: Env): SourcesConfigInput {
  const pick = (name: string) => (env[name] === undefined || env[name] === '' ? undefined : env[name])
  return {
    wallhaven: { baseUrl: pick('TAPESTRY_WALLHAVEN_URL'), apiKey: pick('TAPESTRY_WALLHAVEN_API_KEY') },
    unsplash: { baseUrl: pick('TAPESTRY_UNSPLASH_URL'), accessKey: pick('TAPESTRY_UNSPLASH_ACCESS_KEY') },
    reddit: {
      baseUrl: pick('TAPESTRY_REDDIT_URL'),
      authUrl: pick('TAPESTRY_REDDIT_AUTH_URL'),
      clientId: pick('TAPESTRY_REDDIT_CLIENT_ID'),
      clientSecret: pick('TAPESTRY_REDDIT_CLIENT_SECRET'),
    },
  }
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== undefined)) as Partial<T>
}

/** Layers configuration: later layers win field by field; missing fields fall back to defaults. */
export function resolveSourcesConfig(...layers: SourcesConfigInput[]): SourcesConfig {
  const merged = { wallhaven: {}, unsplash: {}, reddit: {} } as Record<keyof SourcesConfigInput, Record<string, unknown>>
  for (const layer of layers) {
    for (const source of ['wallhaven', 'unsplash', 'reddit'] as const) {
      Object.assign(merged[source], withoutUndefined(layer[source] ?? {}))
    }
  }
  return parseOrThrow(SourcesConfigSchema, merged)
}

export type SourceName = keyof SourcesConfig

/** Each source's own configuration, or why it has none: one bad value never breaks the others. */
export type EachSourceConfig = { [S in SourceName]: { ok: true; config: SourcesConfig[S] } | { ok: false; error: ValidationError } }

/** Where a value came from, as the person set it: the environment variable, or the settings field. */
const ENV_NAMES: Record<SourceName, Record<string, string>> = {
  wallhaven: { baseUrl: 'TAPESTRY_WALLHAVEN_URL', apiKey: 'TAPESTRY_WALLHAVEN_API_KEY' },
  unsplash: { baseUrl: 'TAPESTRY_UNSPLASH_URL', accessKey: 'TAPESTRY_UNSPLASH_ACCESS_KEY' },
  reddit: { baseUrl: 'TAPESTRY_REDDIT_URL', authUrl: 'TAPESTRY_REDDIT_AUTH_URL', clientId: 'TAPESTRY_REDDIT_CLIENT_ID', clientSecret: 'TAPESTRY_REDDIT_CLIENT_SECRET' },
}
const SETTINGS_NAMES: Record<SourceName, Record<string, string>> = {
  wallhaven: { baseUrl: 'baseUrls.wallhaven' },
  unsplash: { baseUrl: 'baseUrls.unsplash' },
  reddit: { baseUrl: 'baseUrls.reddit', authUrl: 'baseUrls.redditAuth', deviceId: 'redditDeviceId' },
}

/** The settings file's layer, then the environment's, resolved source by source. */
export function resolveEachSource(settingsLayer: SourcesConfigInput, env: Env): EachSourceConfig {
  const envLayer = sourcesConfigFromEnv(env)
  const resolve = <S extends SourceName>(source: S) => {
    const fromEnv = withoutUndefined(envLayer[source] ?? {}) as Record<string, unknown>
    const parsed = SourcesConfigSchema.shape[source].safeParse({ ...withoutUndefined(settingsLayer[source] ?? {}), ...fromEnv })
    if (parsed.success) return { ok: true as const, config: parsed.data as SourcesConfig[S] }
    const issues = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? '')
      const field = (key in fromEnv ? ENV_NAMES[source][key] : SETTINGS_NAMES[source][key]) ?? key
      return { field, message: issue.message }
    })
    return { ok: false as const, error: new ValidationError(issues) }
  }
  return { wallhaven: resolve('wallhaven'), unsplash: resolve('unsplash'), reddit: resolve('reddit') }
}
