import type { MediaItem } from '../../../shared/media'

export interface SearchPage<P> { items: MediaItem[]; next: P | null; total: number | null; seed: string | null }
