// Real picture files for the local-folder tests and benchmarks, made with sharp: small ones of each
// format, and big trees made mostly of hard links to a few of them (a link is a file of its own to
// a scan, and costs no disk), so 10,000 files take a second to make.
import { link, mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

export type PictureFormat = 'jpeg' | 'png' | 'webp' | 'gif'

export interface PictureOptions {
  width: number
  height: number
  format?: PictureFormat
  /** EXIF orientation (JPEG): 6 is a camera held upright, stored sideways. */
  orientation?: number
  /** The fill colour, so two pictures differ. */
  colour?: { r: number; g: number; b: number }
}

/** Writes a picture of exactly this size and format to `file`. */
export async function writePicture(file: string, options: PictureOptions): Promise<string> {
  const { width, height, format = 'jpeg', colour = { r: 40, g: 120, b: 200 } } = options
  let image = sharp({ create: { width, height, channels: 3, background: colour } })
  if (options.orientation !== undefined) image = image.withMetadata({ orientation: options.orientation })
  await mkdir(path.dirname(file), { recursive: true })
  await image.toFormat(format).toFile(file)
  return file
}

/**
 * `count` pictures under `root`, `perFolder` to a folder (`d000/p00000.jpg`, …): hard links to four
 * small originals of each format. Answers every file's path.
 */
export async function writePictureTree(root: string, count: number, perFolder = 100): Promise<string[]> {
  const originals = path.join(root, '..', `${path.basename(root)}-originals`)
  const formats: PictureFormat[] = ['jpeg', 'png', 'webp', 'gif']
  const sources = await Promise.all(formats.map((format, index) => writePicture(path.join(originals, `o${index}.${format === 'jpeg' ? 'jpg' : format}`), { width: 64 + index, height: 48, format })))
  const files: string[] = []
  for (let index = 0; index < count; index++) {
    const folder = path.join(root, `d${String(Math.floor(index / perFolder)).padStart(3, '0')}`)
    if (index % perFolder === 0) await mkdir(folder, { recursive: true })
    const source = sources[index % sources.length] as string
    const file = path.join(folder, `p${String(index).padStart(5, '0')}${path.extname(source)}`)
    await link(source, file)
    files.push(file)
  }
  return files
}

/** A file named like a picture that is not one. */
export async function writeNotAPicture(file: string, text = 'not a picture, whatever its name says\n'): Promise<string> {
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, text)
  return file
}
