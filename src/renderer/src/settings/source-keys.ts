// Each online source's keys, and how a person gets one: numbered steps and the page where it is made.
import type { MediaSource } from '../../../shared/media'
import type { SecretName } from '../../../shared/settings'
import { FOLDER_SOURCES } from '../../../sources/registry'

export interface KeyInfo {
  name: SecretName
  label: string
  placeholder: string
  /** What happens without it, said when it is removed. */
  withoutIt: string
}

export interface SourceKeys {
  source: MediaSource
  title: string
  /** Whether the source works without a key, in a sentence. */
  need: string
  link: { href: string; text: string }
  steps: readonly string[]
  keys: readonly KeyInfo[]
}

export const SOURCE_KEYS: readonly SourceKeys[] = [
  {
    source: 'wallhaven',
    title: 'Wallhaven',
    need: 'Works without a key. A key lets you see pictures marked NSFW, if your Wallhaven account allows them.',
    link: { href: 'https://wallhaven.cc/settings/account', text: 'Open Wallhaven’s account settings' },
    steps: ['Sign in to Wallhaven (an account is free).', 'Open your account settings.', 'Copy the API key shown there and paste it below.'],
    keys: [{ name: 'wallhavenApiKey', label: 'Wallhaven API key', placeholder: 'Paste the API key', withoutIt: 'Wallhaven will show only pictures that are safe for work.' }],
  },
  {
    source: 'unsplash',
    title: 'Unsplash',
    need: 'Needs a key of your own to search.',
    link: { href: 'https://unsplash.com/oauth/applications', text: 'Open your Unsplash apps' },
    steps: [
      'Sign in to Unsplash and open your apps.',
      'Choose “New Application”, accept the terms and give it a name (for example “Tapestry at home”).',
      'Copy its Access Key (not the Secret key) and paste it below.',
    ],
    keys: [{ name: 'unsplashAccessKey', label: 'Unsplash access key', placeholder: 'Paste the Access Key', withoutIt: 'Unsplash cannot be searched until a key is pasted again.' }],
  },
  {
    source: 'reddit',
    title: 'Reddit',
    need: 'Needs an app of your own: Reddit answers no one without one. Reddit now reviews new apps, which can take a few days.',
    link: { href: 'https://www.reddit.com/prefs/apps', text: 'Open your Reddit apps' },
    steps: [
      'Sign in to Reddit and open your apps.',
      'Choose “create another app…”, pick “installed app”, give it a name and http://localhost as its redirect address.',
      'Copy the id shown under the app’s name and paste it below as the client id.',
      'Only for a “script” app: paste its secret as the client secret too.',
    ],
    keys: [
      { name: 'redditClientId', label: 'Reddit client id', placeholder: 'Paste the id under the app’s name', withoutIt: 'Reddit cannot be used until an id is pasted again.' },
      { name: 'redditClientSecret', label: 'Reddit client secret', placeholder: 'Only for a script app', withoutIt: 'A script app will not sign in without it; an installed app needs none.' },
    ],
  },
  // The folder sources that take a key, as each one's definition describes it (src/sources/<id>/definition.ts).
  ...Object.values(FOLDER_SOURCES).flatMap((source): SourceKeys[] => {
    const key = source.key
    if (key === null) return []
    return [
      {
        source: source.id,
        title: source.name,
        need: key.required ? 'Needs a key of your own to search.' : 'Works without a key, within lower limits. A key of your own lifts them.',
        link: { href: key.url, text: `Get a ${source.name} ${key.label}` },
        steps: key.steps,
        keys: [
          {
            name: key.setting,
            label: `${source.name} ${key.label}`,
            placeholder: `Paste the ${key.label}`,
            withoutIt: key.required ? `${source.name} cannot be searched until a key is pasted again.` : `${source.name} goes back to its shared limits.`,
          },
        ],
      },
    ]
  }),
]

/** The section's key names: an address with one of these as `focus` opens Sources & keys at it. */
export const KEY_NAMES: readonly SecretName[] = SOURCE_KEYS.flatMap((source) => source.keys.map((key) => key.name))
