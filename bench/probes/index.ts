// Measurements a figure runs in a process of its own (`--probe NAME`), each returning JSON.
export type Probe = (argv: readonly string[]) => Promise<unknown>

export const PROBES: Readonly<Record<string, () => Promise<Probe>>> = {
  'download-rss': async () => (await import('./download-rss')).probe,
  'rotation-run': async () => (await import('./rotation-run')).probe,
}
