// What a file in one of the person's folders is, from its own bytes and never its name: a JPEG,
// PNG, WebP or GIF with its upright size, or something else (skipped, and why). It is opened as
// regular-file.ts opens: never waiting on a FIFO swapped in after the walk, each read bounded in
// time. A picture whose header does not say its size is skipped, as one larger than a wallpaper.
import type { ImageFormat } from '../../../shared/library'
import { SNIFF_BYTES } from '../downloads/image-format'
import { readPictureFacts } from '../downloads/picture-size'
import { sizeRefusal } from '../downloads/pixel-limit'
import { openRegularFile, type OpenOptions } from '../downloads/regular-file'
import { said } from '../i18n/sentence'
import { isQuarterTurn, jpegOrientation } from './exif-orientation'
import { fsPath } from './path-bytes'
import { TOO_SMALL } from './skips'

export type Probe =
  | { kind: 'image'; format: ImageFormat; width: number; height: number }
  | { kind: 'skipped'; reason: 'not-a-picture' | 'too-large' | 'size-unknown'; detail: string | null }

/**
 * Reads `file` far enough to say what it is. Throws the file system's error when it cannot be read,
 * or a FileReadError (regular-file.ts) when it is no longer a regular file or does not answer.
 */
export async function probeImage(file: string, options: OpenOptions = {}): Promise<Probe> {
  const opened = await openRegularFile(fsPath(file), options)
  try {
    if (opened.stats.size < SNIFF_BYTES) return { kind: 'skipped', reason: 'not-a-picture', detail: said(TOO_SMALL).message }
    const { kind, size, head } = await readPictureFacts(opened)
    if (kind === 'html' || kind === 'other') return { kind: 'skipped', reason: 'not-a-picture', detail: null }
    const refusal = sizeRefusal(size)
    if (size === null) return { kind: 'skipped', reason: 'size-unknown', detail: refusal }
    if (refusal !== null) return { kind: 'skipped', reason: 'too-large', detail: refusal }
    const upright = kind === 'jpeg' && isQuarterTurn(jpegOrientation(head))
    return { kind: 'image', format: kind, width: upright ? size.height : size.width, height: upright ? size.width : size.height }
  } finally {
    await opened.close()
  }
}
