// Vite's import.meta.glob, as electron-vite builds the main bundle with it: the files matching a
// pattern, found when the bundle is built (src/main/index.ts, the sources' catalogs).
interface ImportMeta {
  glob<T>(pattern: string, options: { eager: true; import: 'default' }): Record<string, T>
}
