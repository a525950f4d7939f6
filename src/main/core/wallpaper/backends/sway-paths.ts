// The path sway is given for a picture. sway reads `output … bg PATH MODE` through its own command
// parser (quotes, `$variables`, `;` and `,` between commands) and then expands PATH with wordexp,
// so a space, a bracket or a `$` in a file name would cut the path short or be run as shell syntax
// (sway's commands/output/background.c). A path of plain characters is given as it is; any other is
// given through a symbolic link of a plain name, in a folder of plain characters, to the same file.
import { createHash } from 'node:crypto'
import { mkdir, readdir, readlink, rm, symlink } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { sentence } from '../../i18n/sentence'
import { WallpaperError } from '../../errors/errors'

/** Characters no layer of sway's command reading changes: letters (any script), digits and `/._+,:@%=-`. */
const PLAIN = /^[\p{L}\p{N}/._+,:@%=-]+$/u

export function isPlainPath(path: string): boolean {
  return PLAIN.test(path)
}

export interface SwayPaths {
  /** The path to hand sway for `file`: the file's own, or a link to it. */
  forSway(file: string): Promise<string>
  /** The file a path sway reports names: a link of ours read back to the picture it stands for. */
  fromSway(path: string): Promise<string>
  /** Removes our links sway no longer draws. */
  prune(drawn: readonly string[]): Promise<void>
}

/** `candidates`: folders for the links, in order of preference (Tapestry's state folder, the session's runtime folder). */
export function createSwayPaths(candidates: readonly (string | undefined)[], backendName: string): SwayPaths {
  const folders = candidates.filter((folder): folder is string => folder !== undefined && isPlainPath(join(folder, 'sway')))
  const linkFolder = folders[0] === undefined ? undefined : join(folders[0], 'sway')
  const ours = (path: string) => linkFolder !== undefined && path.startsWith(`${linkFolder}/`)

  return {
    async forSway(file) {
      if (isPlainPath(file)) return file
      if (linkFolder === undefined) {
        throw new WallpaperError(...sentence('desktop.sway.unsafeName', { backend: backendName, file }))
      }
      const extension = extname(file).toLowerCase()
      const link = join(linkFolder, `${createHash('sha256').update(file).digest('hex').slice(0, 24)}${isPlainPath(extension) ? extension : ''}`)
      await mkdir(linkFolder, { recursive: true })
      await rm(link, { force: true })
      await symlink(file, link)
      return link
    },
    async fromSway(path) {
      if (!ours(path)) return path
      try {
        return await readlink(path)
      } catch {
        return path
      }
    },
    async prune(drawn) {
      if (linkFolder === undefined) return
      const keep = new Set(drawn)
      for (const name of await readdir(linkFolder).catch(() => [] as string[])) {
        const link = join(linkFolder, name)
        if (!keep.has(link)) await rm(link, { force: true })
      }
    },
  }
}
