// The npm package `wallpaper` (7.3, ESM-only) for macOS and Windows. It is imported only when one of
// those backends runs, with a dynamic import so the bundler leaves it external: it finds its
// bundled binaries through import.meta.url. Tests pass their own module object instead.

/** The parts of the package Tapestry uses; getWallpaper({screen:'all'}) returns one path per screen on macOS. */
export interface WallpaperModule {
  setWallpaper(imagePath: string, options?: { screen?: 'all' | 'main' | number; scale?: 'auto' | 'fill' | 'fit' | 'stretch' | 'center' | 'tile' | 'span' }): Promise<void>
  getWallpaper(options?: { screen?: 'all' | 'main' | number }): Promise<string | string[]>
  screens?(): Promise<string[]>
}

export type LoadWallpaperModule = () => Promise<WallpaperModule>

export const loadWallpaperPackage: LoadWallpaperModule = async () => (await import('wallpaper')) as unknown as WallpaperModule
