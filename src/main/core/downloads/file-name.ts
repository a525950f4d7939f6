// Library file names. They come from the source, a hash of (source, id, size variant) and the
// format the bytes turned out to be: never from the URL or the title, and never from the id as it
// is, because ids from the network can hold "../", "/", NUL, thousands of characters or RTL marks.
// The same item at the same size always gets the same name (so a second download finds the first
// copy), and a different image always gets a different name (desktops do not redraw a path they
// already show).
import { createHash, randomBytes } from 'node:crypto'
import path from 'node:path'
import type { MediaSource } from '../../../shared/media'
import { FilesystemError } from '../errors/errors'
import { sentence } from '../i18n/sentence'
import type { LibraryFileFormat } from '../../../shared/library'
import { IMAGE_EXTENSIONS, type ImageFormat } from './image-format'
import { VIDEO_EXTENSIONS, type VideoFormat } from './video-format'

/** A readable hint of the id in the name; the hash is what makes it unique. */
const MAX_SLUG_LENGTH = 40
const HASH_HEX_LENGTH = 16

export const TEMP_SUFFIX = '.part'

/** Every name the library writes matches this: no separators, no dots but the extension's. */
export { LIBRARY_FILE_NAME } from '../../../shared/library'

function slug(id: string): string {
  return id
    .normalize('NFKC')
    .replace(/[^A-Za-z0-9_]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '')
}

/**
 * The name without extension. `variant` says which rendition it is ("original", or the size an
 * Unsplash download was made for); it must be made of [a-z0-9] and dashes.
 */
export function libraryFileStem(source: MediaSource, id: string, variant: string): string {
  const hash = createHash('sha256').update(`${source}\u0000${id}\u0000${variant}`, 'utf8').digest('hex').slice(0, HASH_HEX_LENGTH)
  const parts = [source, slug(id), variant === 'original' ? '' : variant, hash].filter((part) => part !== '')
  return parts.join('-')
}

/** Every extension a library file may have, by the format its bytes turned out to be. */
const FILE_EXTENSIONS: Readonly<Record<LibraryFileFormat, string>> = Object.freeze({ ...IMAGE_EXTENSIONS, ...VIDEO_EXTENSIONS })

export function libraryFileName(stem: string, format: ImageFormat | VideoFormat): string {
  return `${stem}.${FILE_EXTENSIONS[format]}`
}

/**
 * A fresh hidden temporary name that says which process writes it (`.<pid>-<random>.part`), so a
 * start only removes the leftovers of processes that are gone (see leftovers.ts).
 */
export function tempFileName(pid: number = process.pid): string {
  return `.${pid}-${randomBytes(12).toString('hex')}${TEMP_SUFFIX}`
}

/** The writer's process id in a temporary name, or null for a name without one (older releases). */
export function tempFileWriter(name: string): number | null {
  const match = /^\.(\d+)-[0-9a-f]+\.part$/.exec(name)
  return match ? Number(match[1]) : null
}

/**
 * The absolute path of `name` directly inside `dir`. Throws if it would land anywhere else: the
 * names are built to be safe, and this makes sure of it.
 */
export function resolveInside(dir: string, name: string): string {
  const root = path.resolve(dir)
  const resolved = path.resolve(root, name)
  if (path.dirname(resolved) !== root || path.basename(resolved) !== name || name === '.' || name === '..') {
    throw new FilesystemError(...sentence('core.download.outsideFolder'))
  }
  return resolved
}
