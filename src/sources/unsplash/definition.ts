// Unsplash as the rest of Tapestry sees it: the person's own access key, photographers credited with
// referral links wherever a photo is shown (Unsplash's guidelines, docs/apis.md), and every picture
// sized on Unsplash's image host for the screen it is for.
import type { MediaItem } from '../../shared/media'
import type { SourceDefinition, SizedDownload } from '../definition'
import { withUnsplashReferral } from './attribution'
import { UNSPLASH_DEFAULTS, unsplashIssues, unsplashParams } from './form'
import { UnsplashSearchParamsSchema } from './params'
import { unsplashSizedUrl } from './sized-url'

/** Scales the target down, keeping its ratio, so it fits inside the original: imgix would otherwise upscale a small photo. */
function withinOriginal(item: MediaItem, width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, item.width / width, item.height / height)
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) }
}

/** The file made for a display (its size is part of the file's identity); without one, the original size as a JPEG (`raw` may be any format). */
function sizedForDisplay(item: MediaItem, target: { width: number; height: number; fit: 'cover' | 'max' } | undefined): SizedDownload {
  if (target === undefined) return { url: unsplashSizedUrl(item.fullUrl, { fit: 'max', width: item.width }), variant: `${item.width}w-max` }
  const size = withinOriginal(item, target.width, target.height)
  return { url: unsplashSizedUrl(item.fullUrl, { fit: target.fit, width: size.width, height: size.height }), variant: `${size.width}x${size.height}-${target.fit}` }
}

export const unsplashDefinition: SourceDefinition<typeof UnsplashSearchParamsSchema> = {
  id: 'unsplash',
  name: 'Unsplash',
  summary: 'Free high-resolution photographs, searched by words, colour and orientation. Needs your free access key.',
  commandSummary: 'Search Unsplash photos, or get one at random or by id (needs an access key).',
  homepage: withUnsplashReferral('https://unsplash.com/'),
  params: UnsplashSearchParamsSchema,
  key: {
    setting: 'unsplashAccessKey',
    env: 'TAPESTRY_UNSPLASH_ACCESS_KEY',
    label: 'access key',
    required: true,
    linkText: 'Open your Unsplash apps',
    placeholder: 'Paste the Access Key',
    steps: [
      'Sign in to Unsplash and open your apps.',
      'Choose “New Application”, accept the terms and give it a name (for example “Tapestry at home”).',
      'Copy its Access Key (not the Secret key) and paste it below.',
    ],
    missing: {
      needs: 'Unsplash needs your own access key.',
      how: 'Create a free application on Unsplash’s developer site, then paste its Access Key in Settings.',
      action: 'Add an Unsplash access key',
    },
    // The person's own proxy (a changed API root) may hold the key for them.
    proxyServes: true,
    url: 'https://unsplash.com/oauth/applications',
  },
  form: {
    defaults: UNSPLASH_DEFAULTS,
    fields: [],
    toParams: unsplashParams,
    issues: unsplashIssues,
    needsQuery: (form) => typeof form['query'] !== 'string' || form['query'].trim() === '',
  },
  shuffles: true,
  // Needs a key: never in a first run's pool.
  defaultPoolFilters: null,
  linkHosts: ['unsplash.com'],
  imageHosts: ['https://images.unsplash.com', 'https://plus.unsplash.com'],
  apiRoots: { unsplash: { url: 'https://api.unsplash.com', env: 'TAPESTRY_UNSPLASH_URL' } },
  creditKind: 'Photo',
  referral: withUnsplashReferral,
  cardLabel: 'author',
  sizedDownload: sizedForDisplay,
  previewUrl: (item, width) => unsplashSizedUrl(item.fullUrl, { fit: 'max', width }),
}
