// Smart fill for one display: where the picture's shape differs from the display's, the file to set
// is a crop of it cut around what matters (images/smart-crop.ts), sized for the display and kept in
// the library (library/crops.ts) so the same picture on the same display is cut once. A picture of
// the display's own shape is set as it is. A picture sharp cannot read is set as it is too: the
// desktop then fills it at its centre, and the set goes on.
import { existsSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { resolveInside } from '../downloads/file-name'
import { needsCrop, uprightSize, writeSmartCrop, type Size } from '../images/smart-crop'
import type { Library } from '../library/library'
import type { AppLog } from '../log/app-log'

export interface SmartFillOptions {
  library: Library
  /** The picture's library id (an entry's, or local-<id>), so its crops are kept while it is on show. */
  picture: string | undefined
  log?: Pick<AppLog, 'warn'>
}

/** The file to set on a display of `size`: a crop of `file`, or `file` itself. */
export async function smartFill(file: string, size: Size, options: SmartFillOptions): Promise<string> {
  const { library } = options
  try {
    if (!needsCrop(await uprightSize(file), size)) return file
    const { size: bytes, mtimeMs } = await stat(file)
    const source = { picture: options.picture ?? `file:${file}`, path: file, bytes, modifiedMs: mtimeMs }
    const fileName = library.crops.fileNameFor(source, size.width, size.height)
    const path = resolveInside(library.libraryDir, fileName)
    if (existsSync(path) && library.crops.use(fileName)) return path
    const written = await writeSmartCrop(file, size, path)
    library.crops.record({ fileName, picture: source.picture, width: size.width, height: size.height, bytes: written })
    // The new crop counts; crops of pictures on show (this one's picture is recorded before it is set) stay.
    library.enforceQuota()
    return path
  } catch (error) {
    options.log?.warn(`Smart fill could not crop ${file}, so it is filled at its centre: ${error instanceof Error ? error.message : String(error)}`)
    return file
  }
}
