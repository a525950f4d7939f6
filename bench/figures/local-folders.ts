// The person's own folders: a first scan of 10,000 pictures into the index, a rescan where nothing
// changed, and a thumbnail of a 24-megapixel JPEG — each against a reference measured turn about in
// the same run. The scan's reference is the least any scan must do: list the tree, stat every file
// and read its first 16 KiB, in plain Node with the same concurrency; the rescan's is listing and
// statting alone. The thumbnail's reference is sharp alone making the same 400 px WebP into memory
// (core adds the cache file, its rename and the lookups around it).
import { copyFile, mkdir, mkdtemp, open, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { createLibrary } from '../../src/main/core/library/library'
import { scanFolder } from '../../src/main/core/local-folders/folder-scan'
import { localImageId } from '../../src/main/core/local-folders/local-item'
import { createRenditions, THUMBNAIL_SIDE } from '../../src/main/core/local-folders/renditions'
import type { LocalImage } from '../../src/main/core/library/local-index'
import { writePicture, type PictureFormat } from '../../test/support/local-pictures'
import { roundStats, since, summarise } from '../lib/stats'
import type { Figure, FigureResult } from '../lib/types'

const FILES = 10_000
const PER_FOLDER = 100
const HEAD_BYTES = 16 * 1024
const CONCURRENCY = 8
const SCAN_RATIO_TARGET = 2
const THUMBNAIL_RATIO_TARGET = 1.2

/** 10,000 distinct files (copies, not links: each is read from its own inode), 100 to a folder. */
async function writeTree(root: string, count: number): Promise<void> {
  const formats: PictureFormat[] = ['jpeg', 'png', 'webp', 'gif']
  const originals = await Promise.all(
    formats.map((format, index) => writePicture(path.join(root, '..', 'originals', `o${index}.${format}`), { width: 1920 + index, height: 1080, format, colour: { r: 30 * index, g: 90, b: 160 } })),
  )
  for (let index = 0; index < count; index++) {
    const folder = path.join(root, `d${String(Math.floor(index / PER_FOLDER)).padStart(3, '0')}`)
    if (index % PER_FOLDER === 0) await mkdir(folder, { recursive: true })
    await copyFile(originals[index % originals.length] as string, path.join(folder, `p${String(index).padStart(5, '0')}.img`))
  }
}

/** The reference walk: every folder listed, every file statted (and, with `heads`, its first 16 KiB read). */
async function bareWalk(root: string, heads: boolean): Promise<number> {
  const started = performance.now()
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name))
  let next = 0
  const buffer = () => Buffer.alloc(HEAD_BYTES)
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      const head = buffer()
      while (next < files.length) {
        const file = files[next++] as string
        const info = await stat(file)
        if (!heads || info.size === 0) continue
        const handle = await open(file, 'r')
        await handle.read(head, 0, HEAD_BYTES, 0)
        await handle.close()
      }
    }),
  )
  return since(started)
}

async function turnAbout(runs: number, ours: () => Promise<number>, reference: () => Promise<number>) {
  const samples = { ours: [] as number[], reference: [] as number[] }
  await ours()
  await reference()
  for (let run = 0; run < runs; run++) {
    samples.ours.push(await ours())
    samples.reference.push(await reference())
  }
  return { ours: roundStats(summarise(samples.ours), 1), reference: roundStats(summarise(samples.reference), 1) }
}

export const figure: Figure = {
  name: 'local-folders',
  async run({ quick }): Promise<FigureResult[]> {
    const root = await mkdtemp(path.join(tmpdir(), 'tapestry-bench-local-'))
    try {
      const folder = path.join(root, 'Pictures')
      const count = quick ? 1_000 : FILES
      await writeTree(folder, count)
      let fresh = 0
      const scanInto = async (dataDir: string) => {
        const library = createLibrary({ dataDir })
        try {
          const started = performance.now()
          const report = await scanFolder({ index: library.local, folder })
          const elapsed = since(started)
          if (report.pictures + report.unchanged !== count) throw new Error(`the scan found ${report.pictures} new and ${report.unchanged} known pictures of ${count}`)
          return elapsed
        } finally {
          library.close()
        }
      }
      const first = await turnAbout(
        quick ? 1 : 5,
        () => scanInto(path.join(root, `data-${fresh++}`)),
        () => bareWalk(folder, true),
      )
      const kept = path.join(root, 'data-kept')
      await scanInto(kept)
      const again = await turnAbout(
        quick ? 2 : 10,
        () => scanInto(kept),
        () => bareWalk(folder, false),
      )

      // A 24-megapixel photo: noise, so the JPEG is as heavy to decode as a real one (not a flat colour).
      const photo = path.join(root, 'photo-24mp.jpg')
      await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
        .jpeg({ quality: 90 })
        .toFile(photo)
      const info = await stat(photo)
      const image: LocalImage = { path: photo, folder: root, relativePath: 'photo-24mp.jpg', id: localImageId(photo), bytes: info.size, modifiedMs: info.mtimeMs, format: 'jpeg', width: 6000, height: 4000 }
      const cacheDir = path.join(root, 'thumbnail-data')
      const thumbnail = await turnAbout(
        quick ? 2 : 15,
        async () => {
          // An empty cache each time: what a first look at the picture costs.
          await rm(path.join(cacheDir, 'thumbnails'), { recursive: true, force: true })
          const renditions = createRenditions({ dataDir: cacheDir })
          const started = performance.now()
          await renditions.thumbnail(image)
          return since(started)
        },
        async () => {
          const started = performance.now()
          await sharp(photo, { failOn: 'none' }).rotate().resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'inside' }).webp({ quality: 75, effort: 2 }).toBuffer()
          return since(started)
        },
      )
      const cached = createRenditions({ dataDir: cacheDir })
      const servedStarted = performance.now()
      await cached.thumbnail(image)
      const servedMs = since(servedStarted)

      const ratio = (ours: number, reference: number) => Math.round((ours / reference) * 100) / 100
      const tree = `${count.toLocaleString('en-US')} files (JPEG, PNG, WebP, GIF of 1920×1080 copied, 100 to a folder, named .img so only their bytes tell)`
      return [
        {
          id: 'local-scan-first',
          title: `Folder scan of ${count.toLocaleString('en-US')} pictures into an empty index`,
          unit: 'ms',
          stats: first.ours,
          reference: { label: 'list + stat + read 16 KiB of each, plain Node', stats: first.reference },
          ratio: ratio(first.ours.median, first.reference.median),
          target: { text: `≤ ${SCAN_RATIO_TARGET}× the bare read`, met: first.ours.median <= SCAN_RATIO_TARGET * first.reference.median },
          notes: [tree, 'Each run into a new library.db; the files are in the page cache for both sides.'],
        },
        {
          id: 'local-scan-again',
          title: `Rescan of the same ${count.toLocaleString('en-US')} pictures, nothing changed`,
          unit: 'ms',
          stats: again.ours,
          reference: { label: 'list + stat, plain Node', stats: again.reference },
          ratio: ratio(again.ours.median, again.reference.median),
          target: { text: `≤ ${SCAN_RATIO_TARGET}× list + stat`, met: again.ours.median <= SCAN_RATIO_TARGET * again.reference.median },
          notes: ['Size and modified time match the index: no file is opened.'],
        },
        {
          id: 'local-thumbnail-24mp',
          title: 'Thumbnail (400 px WebP, cached) of a 24-megapixel JPEG',
          unit: 'ms',
          stats: thumbnail.ours,
          reference: { label: 'sharp alone, into memory', stats: thumbnail.reference },
          ratio: ratio(thumbnail.ours.median, thumbnail.reference.median),
          target: { text: `≤ ${THUMBNAIL_RATIO_TARGET}× sharp alone`, met: thumbnail.ours.median <= THUMBNAIL_RATIO_TARGET * thumbnail.reference.median },
          notes: [`6000×4000 JPEG of noise, ${(info.size / 1024 / 1024).toFixed(1)} MiB; libvips shrinks on load. Served again from the cache: ${servedMs.toFixed(2)} ms.`],
          details: { servedFromCacheMs: Math.round(servedMs * 100) / 100, bytes: info.size },
        },
      ]
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  },
}
