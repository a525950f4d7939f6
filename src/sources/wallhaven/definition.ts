// Wallhaven as the rest of Tapestry sees it: keyless (a key unlocks NSFW for accounts that allow it),
// ordered at random on its server by a seed the person can keep, and in the default rotation pool
// (safe for work only, the parameter set's default).
import type { SourceDefinition } from '../definition'
import { WALLHAVEN_DEFAULTS, wallhavenIssues, wallhavenParams } from './form'
import { WallhavenSearchParamsSchema } from './params'

export const wallhavenDefinition: SourceDefinition<typeof WallhavenSearchParamsSchema> = {
  id: 'wallhaven',
  name: 'Wallhaven',
  summary: 'Wallpapers by resolution, ratio, colour and tag, with a random order you can keep. No key needed.',
  commandSummary: 'Search Wallhaven (no key needed; a key adds NSFW and your own settings).',
  homepage: 'https://wallhaven.cc/',
  params: WallhavenSearchParamsSchema,
  key: {
    setting: 'wallhavenApiKey',
    env: 'TAPESTRY_WALLHAVEN_API_KEY',
    label: 'API key',
    required: false,
    need: 'Works without a key. A key lets you see pictures marked NSFW, if your Wallhaven account allows them.',
    linkText: 'Open Wallhaven’s account settings',
    placeholder: 'Paste the API key',
    withoutIt: 'Wallhaven will show only pictures that are safe for work.',
    steps: ['Sign in to Wallhaven (an account is free).', 'Open your account settings.', 'Copy the API key shown there and paste it below.'],
    url: 'https://wallhaven.cc/settings/account',
  },
  form: { defaults: WALLHAVEN_DEFAULTS, fields: [], toParams: wallhavenParams, issues: wallhavenIssues },
  // Wallhaven orders at random on its server, by the seed in the form.
  shuffles: false,
  serverSeedField: 'seed',
  // Safe for work, the parameter set's default: a first run's rotation needs no key.
  defaultPoolFilters: {},
  linkHosts: ['wallhaven.cc', 'whvn.cc'],
  imageHosts: ['https://th.wallhaven.cc', 'https://w.wallhaven.cc'],
  apiRoots: { wallhaven: { url: 'https://wallhaven.cc/api/v1', env: 'TAPESTRY_WALLHAVEN_URL' } },
  creditKind: 'Wallpaper',
}
