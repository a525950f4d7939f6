import type { MediaItem } from '../../../shared/media'

export interface SearchPage<P> {
  items: MediaItem[]
  next: P | null
  total: number | null
  seed: string | null
  /**
   * Records of the answer that could not be read (a missing id, size or URL) and were left out of
   * `items`; the rest of the page stands. Posts that are not media, or are filtered out, are not
   * counted: they were read.
   */
  skipped: number
}
