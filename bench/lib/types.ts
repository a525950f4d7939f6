// What a figure reports: its samples summarised, the reference measured in the same run where there
// is one, the ratio between them, and whether the target was met. results.json holds these.

export interface Stats {
  median: number
  min: number
  max: number
  /** Measured runs (after the warm-up). */
  runs: number
}

export interface Reference {
  /** What was measured as the reference, e.g. "curl -o". */
  label: string
  stats: Stats
}

export interface Target {
  /** The target as the issue states it, e.g. "≥ 0.8× curl". */
  text: string
  met: boolean
}

export interface Measurement {
  /** Stable id, e.g. "download-64mib". */
  id: string
  title: string
  unit: string
  stats: Stats
  reference?: Reference
  /** stats.median / reference.stats.median, where a reference exists. */
  ratio?: number
  /** null where the issue sets no target for this row (supporting figures). */
  target: Target | null
  /** What dominates the cost, how it was measured, anything a reader needs. */
  notes?: string[]
  details?: Record<string, unknown>
}

export interface FigureOptions {
  /** Fewer runs and smaller loads: for checking that the benchmarks work, not for numbers. */
  quick: boolean
}

/** A figure that cannot run on this machine says why instead of measuring. */
export interface Skipped {
  id: string
  title: string
  skipped: string
}

export type FigureResult = Measurement | Skipped

export interface Figure {
  name: string
  run(options: FigureOptions): Promise<FigureResult[]>
}

export function isSkipped(result: FigureResult): result is Skipped {
  return 'skipped' in result
}
