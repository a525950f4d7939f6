// Reddit as the rest of Tapestry sees it: the person's own app (Reddit answers no one without one),
// communities typed into the search box, and each post's community on its card.
import type { SourceDefinition } from '../definition'
import { REDDIT_DEFAULTS, redditIssues, redditParams } from './form'
import { RedditListingParamsSchema } from './params'

export const redditDefinition: SourceDefinition<typeof RedditListingParamsSchema> = {
  id: 'reddit',
  name: 'Reddit',
  summary: 'Pictures posted to the communities you name (r/wallpapers, r/EarthPorn…). Needs an app of your own.',
  commandSummary: "List the pictures of Reddit communities (needs an app's client id).",
  homepage: 'https://www.reddit.com/',
  params: RedditListingParamsSchema,
  key: {
    setting: 'redditClientId',
    env: 'TAPESTRY_REDDIT_CLIENT_ID',
    label: 'client id',
    required: true,
    need: 'Needs an app of your own: Reddit answers no one without one. Reddit now reviews new apps, which can take a few days.',
    linkText: 'Open your Reddit apps',
    placeholder: 'Paste the id under the app’s name',
    withoutIt: 'Reddit cannot be used until an id is pasted again.',
    steps: [
      'Sign in to Reddit and open your apps.',
      'Choose “create another app…”, pick “installed app”, give it a name and http://localhost as its redirect address.',
      'Copy the id shown under the app’s name and paste it below as the client id.',
      'Only for a “script” app: paste its secret as the client secret too.',
    ],
    missing: {
      needs: 'Reddit needs API credentials.',
      how: 'Create an app on Reddit (an installed app needs only its client id; a script app needs its id and secret), then add them in Settings.',
      action: 'Add Reddit credentials',
    },
    more: [
      {
        setting: 'redditClientSecret',
        env: 'TAPESTRY_REDDIT_CLIENT_SECRET',
        label: 'client secret',
        placeholder: 'Only for a script app',
        withoutIt: 'A script app will not sign in without it; an installed app needs none.',
      },
    ],
    url: 'https://www.reddit.com/prefs/apps',
  },
  form: { defaults: REDDIT_DEFAULTS, fields: [], toParams: redditParams, issues: redditIssues, queryField: 'communities' },
  shuffles: true,
  defaultPoolFilters: null,
  linkHosts: ['www.reddit.com', 'reddit.com', 'old.reddit.com'],
  imageHosts: ['https://i.redd.it', 'https://preview.redd.it', 'https://external-preview.redd.it', 'https://i.imgur.com', 'https://v.redd.it'],
  apiRoots: {
    reddit: { url: 'https://oauth.reddit.com', env: 'TAPESTRY_REDDIT_URL' },
    // Reddit signs an app in here, and answers its searches at the root above.
    redditAuth: { url: 'https://www.reddit.com', env: 'TAPESTRY_REDDIT_AUTH_URL' },
  },
  creditKind: 'Posted',
  cardLabel: 'community',
}
