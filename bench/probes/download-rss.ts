// One measurement of resident memory while downloading, in a fresh process: the idle RSS after a
// small warm-up download and a full collection, then the highest RSS seen (sampled every 2 ms)
// while a file of `--mib` MiB streams into the library.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createDownloader } from '../../src/main/core/downloads/downloads'
import { MIB, collectGarbage, summarise } from '../lib/stats'
import { cardFor } from '../support/media-item'
import { startFileServer } from '../support/file-server'
import type { Probe } from './index'

export interface DownloadRssResult {
  idleRss: number
  peakRss: number
  growth: number
  peakHeapUsed: number
  peakArrayBuffers: number
  samples: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export const probe: Probe = async (argv) => {
  const mib = Number(argv[argv.indexOf('--mib') + 1] ?? 256)
  const server = await startFileServer()
  const dir = await mkdtemp(path.join(tmpdir(), 'tapestry-bench-rss-'))
  try {
    const downloader = createDownloader({ libraryDir: path.join(dir, 'library'), maxBytes: 1024 * MIB })
    const warm = await downloader.download(cardFor(`${server.url}/file/8.jpg`, 'warmup'))
    await rm(warm.path)
    collectGarbage()
    await sleep(200)
    const idle: number[] = []
    for (let i = 0; i < 20; i++) {
      idle.push(process.memoryUsage.rss())
      await sleep(10)
    }
    const idleRss = summarise(idle).median

    let peakRss = 0
    let peakHeapUsed = 0
    let peakArrayBuffers = 0
    let samples = 0
    const sample = () => {
      const usage = process.memoryUsage()
      peakRss = Math.max(peakRss, usage.rss)
      peakHeapUsed = Math.max(peakHeapUsed, usage.heapUsed)
      peakArrayBuffers = Math.max(peakArrayBuffers, usage.arrayBuffers)
      samples += 1
    }
    const timer = setInterval(sample, 2)
    const image = await downloader.download(cardFor(`${server.url}/file/${mib}.jpg`, 'measured'))
    sample()
    clearInterval(timer)
    if (image.bytes !== mib * MIB) throw new Error(`downloaded ${image.bytes} bytes, expected ${mib * MIB}`)
    const result: DownloadRssResult = { idleRss, peakRss, growth: peakRss - idleRss, peakHeapUsed, peakArrayBuffers, samples }
    return result
  } finally {
    await server.stop()
    await rm(dir, { recursive: true, force: true })
  }
}
