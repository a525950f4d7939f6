// Download of a 64 MiB image from a loopback server, MiB/s: Tapestry's downloader (got stream, the
// magic-byte and length checks, a temporary file flushed to disk and renamed into the library)
// against `curl -o` of the same URL in the same run, turn about.
import { spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { mkdtemp, open, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import got from 'got'
import { createDownloader } from '../../src/main/core/downloads/downloads'
import { MIB, repeat, round, roundStats, since, summarise } from '../lib/stats'
import type { Figure, FigureResult } from '../lib/types'
import { cardFor } from '../support/media-item'
import { startFileServer } from '../support/file-server'

const SIZE_MIB = 64
const TARGET_RATIO = 0.8
/** Against curl with the same durability: its file flushed to disk as Tapestry flushes its own. */
const SYNCED_TARGET_RATIO = 1

function curl(url: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('curl', ['-sS', '-o', file, url], { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text))
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`curl failed (${code}): ${stderr.trim()}`))))
  })
}

export const figure: Figure = {
  name: 'download-throughput',
  async run({ quick }): Promise<FigureResult[]> {
    const title = `Download of a ${SIZE_MIB} MiB image from loopback`
    const available = await new Promise<boolean>((resolve) => {
      const probe = spawn('curl', ['--version'], { stdio: 'ignore' })
      probe.once('error', () => resolve(false))
      probe.once('exit', (code) => resolve(code === 0))
    })
    if (!available) return [{ id: 'download-64mib', title, skipped: 'needs curl (Debian package curl)' }]

    const server = await startFileServer()
    const dir = await mkdtemp(path.join(tmpdir(), 'tapestry-bench-download-'))
    const url = `${server.url}/file/${SIZE_MIB}.jpg`
    const downloader = createDownloader({ libraryDir: path.join(dir, 'library'), maxBytes: 1024 * MIB })
    const curlFile = path.join(dir, 'curl.jpg')
    const tapestry: number[] = []
    const reference: number[] = []
    // What the network part alone costs: got's stream into a sink that drops every byte.
    const networkOnly: number[] = []
    // And got into a plain file stream: no checks, no fsync, no rename.
    const plainFile: number[] = []
    // curl, then the file flushed to disk: what curl would cost with Tapestry's durability.
    const curlSynced: number[] = []
    try {
      await repeat(1, quick ? 2 : 9, async (index) => {
        // Alternate which goes first, so neither always meets a warmer page cache.
        const order = index % 2 === 0 ? ['tapestry', 'curl', 'got', 'file', 'curl+fsync'] : ['curl', 'tapestry', 'curl+fsync', 'file', 'got']
        for (const who of order) {
          if (who === 'curl+fsync') {
            const started = performance.now()
            await curl(url, curlFile)
            const handle = await open(curlFile, 'r+')
            await handle.sync()
            await handle.close()
            if (index >= 0) curlSynced.push(SIZE_MIB / (since(started) / 1000))
            await rm(curlFile)
          } else if (who === 'file') {
            const started = performance.now()
            await pipeline(got.stream(url), createWriteStream(curlFile))
            if (index >= 0) plainFile.push(SIZE_MIB / (since(started) / 1000))
            await rm(curlFile)
          } else if (who === 'got') {
            const started = performance.now()
            await pipeline(got.stream(url), new Writable({ write: (_chunk, _encoding, done) => done() }))
            if (index >= 0) networkOnly.push(SIZE_MIB / (since(started) / 1000))
          } else if (who === 'tapestry') {
            const started = performance.now()
            const image = await downloader.download(cardFor(url, `download${index + 100}`))
            const seconds = since(started) / 1000
            await rm(image.path)
            if (index >= 0) tapestry.push(SIZE_MIB / seconds)
          } else {
            const started = performance.now()
            await curl(url, curlFile)
            const seconds = since(started) / 1000
            await rm(curlFile)
            if (index >= 0) reference.push(SIZE_MIB / seconds)
          }
        }
        return 0
      })
    } finally {
      await server.stop()
      await rm(dir, { recursive: true, force: true })
    }
    const stats = roundStats(summarise(tapestry), 1)
    const curlStats = roundStats(summarise(reference), 1)
    const syncedStats = roundStats(summarise(curlSynced), 1)
    const ratio = stats.median / curlStats.median
    const syncedRatio = stats.median / syncedStats.median
    return [
      {
        id: 'download-64mib',
        title,
        unit: 'MiB/s',
        stats,
        reference: { label: 'curl -o', stats: curlStats },
        ratio: round(ratio),
        target: { text: `≥ ${TARGET_RATIO}× curl`, met: ratio >= TARGET_RATIO },
        details: {
          gotStreamToNullMiBs: round(summarise(networkOnly).median, 0),
          gotStreamToPlainFileMiBs: round(summarise(plainFile).median, 0),
          curlThenFsyncMiBs: round(summarise(curlSynced).median, 0),
          ratioToCurlThenFsync: round(stats.median / summarise(curlSynced).median),
        },
        notes: [
          'Both from the same loopback server (a separate process) into the same file system; curl timed from spawn to exit, Tapestry from download() to its promise.',
          'Tapestry also checks magic bytes and length, flushes the file to disk (fdatasync every 4 MiB while writing, fsync at the end) and renames it into the library; curl -o does not flush.',
          'details: got alone into a sink that drops the bytes; got into a plain fs write stream (no checks, flush or rename); curl -o followed by an fsync of its file; all in the same run.',
        ],
      },
      {
        id: 'download-64mib-durable',
        title: `${title}, against curl with its file flushed to disk`,
        unit: 'MiB/s',
        stats,
        reference: { label: 'curl -o, then fsync of its file', stats: syncedStats },
        ratio: round(syncedRatio),
        target: { text: `≥ ${SYNCED_TARGET_RATIO}× curl + fsync`, met: syncedRatio >= SYNCED_TARGET_RATIO },
        notes: ['The same runs as the row above: what a download costs against curl doing the same for durability.'],
      },
    ]
  },
}
