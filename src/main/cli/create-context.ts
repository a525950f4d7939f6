import { resolveSourcesConfig, sourcesConfigFromEnv } from '../core/config'
import { createService } from '../core/service'
import { createRedditClient } from '../core/sources/reddit-client'
import { createUnsplashClient } from '../core/sources/unsplash-client'
import { createWallhavenClient } from '../core/sources/wallhaven-client'
import type { CliContext } from './context'

type Env = Record<string, string | undefined>

/** Builds the service from the environment (which overrides the settings file and defaults). */
export function createCliContext(env: Env): CliContext {
  const config = resolveSourcesConfig(sourcesConfigFromEnv(env))
  const service = createService({
    wallhaven: createWallhavenClient(config.wallhaven),
    unsplash: createUnsplashClient(config.unsplash),
    reddit: createRedditClient(config.reddit),
  })
  return { service }
}
