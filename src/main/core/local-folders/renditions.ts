// The pictures of the person's folders as the window sees them, made in the main process with
// sharp (libvips, on its own threads: the event loop only waits), never by decoding the original in
// the renderer. Thumbnails (WebP, at most 400 px a side, turned upright) are cached in
// `<data>/thumbnails`, named by the picture's id, size and modified time, so a changed file gets a
// new one and an unchanged file is never decoded twice. The screen-sized rendition for the preview
// is made when asked for and not kept (a picture already no bigger than a screen is served as is).
import { loadSharp, type Sharp } from '../images/load-sharp'
import { randomBytes } from 'node:crypto'
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { LocalImage } from '../library/local-index'

const THUMBNAIL_DIR = 'thumbnails'
/** The long side of a thumbnail: the grid's tallest row at twice the pixel density. */
export const THUMBNAIL_SIDE = 400
/** The long side of the preview's rendition: a 1440p screen, or a 4K one at a glance. */
export const SCREEN_SIDE = 2560
/** Pictures decoded at once: each already uses every core through libvips. */
const DEFAULT_CONCURRENCY = 2
/** A temporary file older than this belongs to a process that is gone. */
const LEFTOVER_MS = 10 * 60_000

const CONTENT_TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' } as const

export type Rendition = { file: string; type: string } | { data: Buffer; type: string }

export interface Renditions {
  /** The cached thumbnail's file, made now if there is none for this version of the picture. */
  thumbnail(image: LocalImage): Promise<string>
  /** The picture at most SCREEN_SIDE a side: the file itself when it is no bigger, else made now. */
  screen(image: LocalImage): Promise<Rendition>
  /** Deletes thumbnails of pictures no longer indexed (or of an older version), and dead temp files. */
  prune(current: (id: string) => LocalImage | undefined): Promise<number>
}


/** A picture's version in a name: its size and modified time. */
function thumbnailName(image: LocalImage): string {
  return `${image.id}-${image.bytes.toString(36)}-${Math.round(image.modifiedMs).toString(36)}.webp`
}

export function createRenditions(options: { dataDir: string; concurrency?: number }): Renditions {
  const dir = path.join(options.dataDir, THUMBNAIL_DIR)
  const limit = options.concurrency ?? DEFAULT_CONCURRENCY
  let running = 0
  const waiting: (() => void)[] = []
  const making = new Map<string, Promise<string>>()
  async function limited<T>(work: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve))
    running += 1
    try {
      return await work()
    } finally {
      running -= 1
      waiting.shift()?.()
    }
  }

  function decode(module: Sharp, image: LocalImage) {
    // The first frame of a GIF; turned upright by its EXIF orientation.
    return module(image.path, { failOn: 'none', animated: false }).rotate()
  }

  async function makeThumbnail(image: LocalImage, file: string): Promise<string> {
    await mkdir(dir, { recursive: true })
    const temporary = path.join(dir, `.${process.pid}-${randomBytes(6).toString('hex')}.part`)
    try {
      const module = await loadSharp()
      await limited(() =>
        decode(module, image)
          .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 75, effort: 2 })
          .toFile(temporary),
      )
      await rename(temporary, file)
      return file
    } catch (error) {
      await rm(temporary, { force: true })
      throw error
    }
  }

  return {
    async thumbnail(image) {
      const file = path.join(dir, thumbnailName(image))
      if (await stat(file).then(() => true, () => false)) return file
      let made = making.get(file)
      if (!made) {
        made = makeThumbnail(image, file).finally(() => making.delete(file))
        making.set(file, made)
      }
      return made
    },

    async screen(image) {
      if (image.width <= SCREEN_SIDE && image.height <= SCREEN_SIDE) return { file: image.path, type: CONTENT_TYPES[image.format] }
      const module = await loadSharp()
      const data = await limited(() =>
        decode(module, image).resize(SCREEN_SIDE, SCREEN_SIDE, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 85 }).toBuffer(),
      )
      return { data, type: 'image/jpeg' }
    },

    async prune(current) {
      const names = await readdir(dir).catch(() => [] as string[])
      let removed = 0
      for (const name of names) {
        const file = path.join(dir, name)
        const id = /^([0-9a-f]{32})-[0-9a-z]+-[0-9a-z]+\.webp$/.exec(name)?.[1]
        let stale: boolean
        if (id !== undefined) {
          const image = current(id)
          stale = image === undefined || thumbnailName(image) !== name
        } else {
          stale = name.endsWith('.part') && Date.now() - (await stat(file).then((info) => info.mtimeMs, () => Date.now())) > LEFTOVER_MS
        }
        if (!stale) continue
        await rm(file, { force: true })
        removed += 1
      }
      return removed
    },
  }
}
