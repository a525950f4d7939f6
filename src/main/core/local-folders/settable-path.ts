// A path every consumer can take for a picture whose name is not UTF-8 (path-bytes.ts). Node hands
// a command's arguments over as UTF-8 text, and sharp opens files by a text path, so such a name
// cannot be given to feh, gsettings or sharp as it is. A link with a plain name in the data folder
// (`folder-links/<id>.<ext>`) leads to the file where it lies — it is set there, never copied —
// and is made again if it leads elsewhere. Links of pictures no longer indexed are pruned with the
// thumbnails.
import { randomBytes } from 'node:crypto'
import { lstat, mkdir, readdir, readlink, rename, rm, symlink } from 'node:fs/promises'
import path from 'node:path'
import { IMAGE_EXTENSIONS } from '../downloads/image-format'
import type { LocalImage } from '../library/local-index'
import { hasRawBytes, toBytes } from './path-bytes'

const LINKS_DIR = 'folder-links'

function linkName(image: Pick<LocalImage, 'id' | 'format'>): string {
  return `${image.id}.${IMAGE_EXTENSIONS[image.format]}`
}

/** The path to hand to the desktop, sharp or a command for `image`: its own, or a link to it. */
export async function settablePath(dataDir: string, image: Pick<LocalImage, 'id' | 'format' | 'path'>): Promise<string> {
  if (!hasRawBytes(image.path)) return image.path
  const dir = path.join(dataDir, LINKS_DIR)
  const link = path.join(dir, linkName(image))
  const target = toBytes(image.path)
  const current = await readlink(link, { encoding: 'buffer' }).catch(() => null)
  if (current?.equals(target)) return link
  await mkdir(dir, { recursive: true })
  // Made beside it and renamed over it: another process using the link never sees it missing.
  const temporary = path.join(dir, `.${process.pid}-${randomBytes(6).toString('hex')}.part`)
  await symlink(target, temporary)
  try {
    await rename(temporary, link)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
  return link
}

/** Removes the links of pictures no longer indexed (or indexed in another format). */
export async function pruneLinks(dataDir: string, current: (id: string) => LocalImage | undefined): Promise<void> {
  const dir = path.join(dataDir, LINKS_DIR)
  const names = await readdir(dir).catch(() => [] as string[])
  for (const name of names) {
    const id = /^([0-9a-f]{32})\./.exec(name)?.[1]
    const image = id === undefined ? undefined : current(id)
    if (image !== undefined && linkName(image) === name) continue
    const file = path.join(dir, name)
    // A temporary link another process is about to rename is left alone for its first minute.
    if (name.endsWith('.part') && Date.now() - (await lstat(file).then((info) => info.mtimeMs, () => 0)) < 60_000) continue
    await rm(file, { force: true })
  }
}
