// Every figure of issue 7, in the order the table shows them. Each is loaded only in the process
// that runs it.
import type { Figure } from '../lib/types'

export const FIGURES: Readonly<Record<string, () => Promise<Figure>>> = {
  'download-throughput': async () => (await import('./download-throughput')).figure,
  'download-memory': async () => (await import('./download-memory')).figure,
  'parse-map': async () => (await import('./parse-map')).figure,
  'search-overhead': async () => (await import('./search-overhead')).figure,
  'first-thumbnail': async () => (await import('./first-thumbnail')).figure,
  'grid-10000': async () => (await import('./grid-10000')).figure,
  'set-wallpaper-feh': async () => (await import('./set-wallpaper-feh')).figure,
  rotation: async () => (await import('./rotation')).figure,
  'library-size': async () => (await import('./library-size')).figure,
  'local-folders': async () => (await import('./local-folders')).figure,
  displays: async () => (await import('./displays')).figure,
  'smart-crop': async () => (await import('./smart-crop')).figure,
  'after-change': async () => (await import('./after-change')).figure,
  'renderer-bundle': async () => (await import('./renderer-bundle')).figure,
  'cli-start': async () => (await import('./cli-start')).figure,
}
