// Resident memory growth while downloading a 256 MiB file: each run is a fresh process whose idle
// RSS (after a small warm-up download and a full collection) is the reference, and whose highest
// RSS during the download, sampled every 2 ms, gives the growth. The target holds for every run.
import { inFreshProcess } from '../main'
import { MIB, round, roundStats, summarise } from '../lib/stats'
import type { Figure, FigureResult } from '../lib/types'
import type { DownloadRssResult } from '../probes/download-rss'

const SIZE_MIB = 256
const TARGET_MIB = 32

export const figure: Figure = {
  name: 'download-memory',
  async run({ quick }): Promise<FigureResult[]> {
    const runs: DownloadRssResult[] = []
    const count = quick ? 2 : 6
    for (let index = 0; index < count; index++) {
      const result = await inFreshProcess<DownloadRssResult>(['--probe', 'download-rss', '--mib', String(quick ? 64 : SIZE_MIB)])
      // The first process warms the file system and the page cache; it is not counted.
      if (index > 0) runs.push(result)
    }
    const growth = summarise(runs.map((run) => run.growth / MIB))
    // The same measurement at a quarter and at four times the size: growth that does not follow the
    // size is a bounded buffer and uncollected garbage, not the file held in memory.
    const bySize: Record<string, number> = {}
    if (!quick) {
      for (const mib of [SIZE_MIB / 4, SIZE_MIB * 4]) {
        const result = await inFreshProcess<DownloadRssResult>(['--probe', 'download-rss', '--mib', String(mib)])
        bySize[`${mib} MiB`] = round(result.growth / MIB, 1)
      }
    }
    return [
      {
        id: 'download-rss-growth',
        title: `RSS growth while downloading ${quick ? 64 : SIZE_MIB} MiB`,
        unit: 'MiB',
        stats: roundStats(growth, 2),
        reference: { label: 'idle RSS', stats: roundStats(summarise(runs.map((run) => run.idleRss / MIB)), 1) },
        target: { text: `< ${TARGET_MIB} MiB (every run)`, met: growth.max < TARGET_MIB },
        notes: ['Each run in a fresh process; growth = highest RSS during the download − median idle RSS just before it.'],
        details: {
          peakHeapUsedMiB: runs.map((run) => round(run.peakHeapUsed / MIB, 1)),
          peakArrayBuffersMiB: runs.map((run) => round(run.peakArrayBuffers / MIB, 1)),
          samplesPerRun: runs.map((run) => run.samples),
          growthMiBBySize: bySize,
        },
      },
    ]
  },
}
